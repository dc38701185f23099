import { useEffect } from "react";
import { Toaster } from "sonner";
import { markToasterReady, MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from "./toaster";

export default function ToasterHost() {
  // Runs after the Toaster's own effects, so it is subscribed before the first toast is sent.
  useEffect(markToasterReady, []);
  // Descriptions may be a list, one "Field label: message" per line (validation errors), hence pre-line.
  // pointer-events-auto: an open dialog turns pointer events off for the rest of the page (Radix), and a toast shown
  // over the contact popup must still take the pointer (its close button, and hovering holds its timer).
  return (
    <Toaster
      className="pointer-events-auto"
      duration={TOAST_DURATION_MS}
      visibleToasts={MAX_VISIBLE_TOASTS}
      richColors
      closeButton
      position="top-center"
      toastOptions={{ classNames: { description: "whitespace-pre-line" } }}
    />
  );
}
