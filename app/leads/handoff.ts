import { safeStorage, type StorageLike } from "~/lib/safe-storage";
import { z } from "~/lib/zod";

/**
 * The trial handoff: /signup stores what the visitor submitted in this tab's sessionStorage, /handoff reads
 * it once and sends the visitor on to the external app. Email and attribution travel in the URL fragment,
 * which browsers never send to servers, so they stay out of access logs and Referer headers.
 */
export const HANDOFF_STORAGE_KEY = "marginatlas.handoff";

export const handoffPayloadSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string().nullish(),
  amazon_marketplace: z.string().nullish(),
  utm_source: z.string().nullish(),
  utm_medium: z.string().nullish(),
  utm_campaign: z.string().nullish(),
  landing_page: z.string().nullish(),
  referrer: z.string().nullish(),
  conversion_page: z.string().nullish(),
});
export type HandoffPayload = z.infer<typeof handoffPayloadSchema>;

function fragment(values: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  return params.toString();
}

/** Where a new trial continues: the app's signup screen with the visitor's details in the fragment. */
export function buildAppSignupUrl(loginUrl: string, payload: HandoffPayload): string {
  const url = new URL("/signup", loginUrl);
  url.hash = fragment({ ...payload, source: "website" });
  return url.href;
}

/** An auth session as Supabase puts it in the redirect URL's fragment. */
export const AUTH_FRAGMENT_KEYS = [
  "access_token",
  "refresh_token",
  "expires_at",
  "expires_in",
  "token_type",
  "type",
  "provider_token",
  "provider_refresh_token",
] as const;

/** True when the fragment carries an auth session (access_token and refresh_token). */
export function hasAuthSession(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  return params.has("access_token") && params.has("refresh_token");
}

/**
 * The app URL that receives the auth session, forwarded in the fragment exactly as received.
 * Nothing of it is stored, logged or tracked: this function only moves the fragment across.
 */
export function buildAuthForwardUrl(loginUrl: string, hash: string): string {
  const url = new URL("/auth/callback", loginUrl);
  url.hash = hash.replace(/^#/, "");
  return url.href;
}

export function readHandoffPayload(raw: string | null): HandoffPayload | null {
  if (!raw) return null;
  try {
    const parsed = handoffPayloadSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** /signup: keeps what was submitted for /handoff (this tab's sessionStorage, or memory if refused). Never throws. */
export function saveHandoffPayload(storage: StorageLike | null | undefined, payload: HandoffPayload): void {
  safeStorage(storage).write(HANDOFF_STORAGE_KEY, JSON.stringify(payload));
}

/** /handoff: the saved payload, read once and removed so the visitor's details do not linger in the tab. */
export function takeHandoffPayload(storage: StorageLike | null | undefined): HandoffPayload | null {
  const store = safeStorage(storage);
  const raw = store.read(HANDOFF_STORAGE_KEY);
  store.remove(HANDOFF_STORAGE_KEY);
  return readHandoffPayload(raw);
}
