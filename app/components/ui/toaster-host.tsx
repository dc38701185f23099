import { useEffect } from "react";
import { Toaster } from "sonner";

export default function ToasterHost({ onMounted, duration, visibleToasts }: { onMounted: () => void; duration: number; visibleToasts: number }) {
  // Runs after the Toaster's own effects, so it is subscribed before the first toast is sent.
  useEffect(onMounted, [onMounted]);
  return <Toaster duration={duration} visibleToasts={visibleToasts} richColors closeButton position="top-center" />;
}
