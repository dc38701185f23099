import { useEffect } from "react";
import { Toaster } from "sonner";
import { markToasterReady, MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from "./toaster";

export default function ToasterHost() {
  // Runs after the Toaster's own effects, so it is subscribed before the first toast is sent.
  useEffect(markToasterReady, []);
  // Descriptions may be a list, one "Field label: message" per line (validation errors), hence pre-line.
  return (
    <Toaster duration={TOAST_DURATION_MS} visibleToasts={MAX_VISIBLE_TOASTS} richColors closeButton position="top-center" toastOptions={{ classNames: { description: "whitespace-pre-line" } }} />
  );
}
