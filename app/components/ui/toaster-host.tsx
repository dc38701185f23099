import { useEffect } from "react";
import { Toaster } from "sonner";

export default function ToasterHost({ onMounted, duration, visibleToasts }: { onMounted: () => void; duration: number; visibleToasts: number }) {
  // Descriptions may be a list, one "Field label: message" per line (validation errors), hence pre-line.
  // Runs after the Toaster's own effects, so it is subscribed before the first toast is sent.
  useEffect(onMounted, [onMounted]);
  return <Toaster duration={duration} visibleToasts={visibleToasts} richColors closeButton position="top-center" toastOptions={{ classNames: { description: "whitespace-pre-line" } }} />;
}
