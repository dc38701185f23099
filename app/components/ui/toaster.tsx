import { requestOverlay } from "~/islands/overlay-requests";

/** Spec §9: toasts stay about 4 seconds; at most 3 are visible at once. */
export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the toaster (in the overlays island) once it listens: toasts sent from then on are shown. */
export function markToasterReady(): void {
  markReady();
}

/**
 * Shows a toast: success, or error (the destructive style). From any island: the toaster lives in the overlays
 * island, which this asks for, and sonner (loaded with the first toast) is one module shared by the page's islands.
 */
export async function notify(kind: "success" | "error", title: string, description?: string) {
  requestOverlay({ kind: "toaster" });
  const [{ toast }] = await Promise.all([import("sonner"), ready]);
  toast[kind](title, { description });
}
