import { lazy, Suspense, useEffect, useState } from "react";

/** Spec §9: toasts stay about 4 seconds; at most 3 are visible at once. */
export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

// The toast library loads with the first toast, not with every page.
const ToasterHost = lazy(() => import("./toaster-host"));

let requestMount: (() => void) | null = null;
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Place once in the layout: mounts sonner's Toaster when the first toast is shown. */
export function ToasterSlot() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    requestMount = () => setActive(true);
    return () => {
      requestMount = null;
    };
  }, []);
  return active ? (
    <Suspense fallback={null}>
      <ToasterHost onMounted={markReady} duration={TOAST_DURATION_MS} visibleToasts={MAX_VISIBLE_TOASTS} />
    </Suspense>
  ) : null;
}

/** Shows a toast: success, or error (the destructive style). */
export async function notify(kind: "success" | "error", title: string, description?: string) {
  requestMount?.();
  const [{ toast }] = await Promise.all([import("sonner"), ready]);
  toast[kind](title, { description });
}
