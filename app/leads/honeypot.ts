/**
 * The honeypot every lead form carries (contact popup, /signup, newsletter, tools gate, waitlists). Bots fill
 * every input they find; people never see this one (HoneypotField renders it off-screen with tabIndex -1 and
 * autocomplete off). The server answers a filled one exactly like a stored lead and stores nothing.
 *
 * No imports: the eagerly loaded newsletter form uses it, and the server loads it through tsx.
 */
export const HONEYPOT_FIELD = "website" as const;

/** True when a request body has the honeypot filled in: anything but a missing, null or blank value. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim() !== "";
}
