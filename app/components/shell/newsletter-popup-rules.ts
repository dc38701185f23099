// zod/mini: the same zod schemas with a far smaller browser bundle (this runs on every page).
import * as z from "zod/mini";

export const NEWSLETTER_POPUP_DELAY_MS = 30_000;
export const NEWSLETTER_POPUP_SCROLL_RATIO = 0.6;
export const NEWSLETTER_DISMISS_DAYS = 30;
/** Pages where a visitor is already converting or leaving: no popup there. */
export const NEWSLETTER_POPUP_EXCLUDED_PATHS = ["/signup", "/handoff", "/contact", "/tools"];

const STORAGE_KEY = "marginatlas.newsletter";
const SESSION_KEY = "marginatlas.newsletter.shown";

const stateSchema = z.object({ dismissedAt: z._default(z.nullable(z.number()), null), subscribed: z._default(z.boolean(), false) });
export type NewsletterPopupState = { dismissedAt: number | null; subscribed: boolean; shownThisSession: boolean };

export function decideNewsletterPopup({ pathname, state, now }: { pathname: string; state: NewsletterPopupState; now: number }): boolean {
  if (NEWSLETTER_POPUP_EXCLUDED_PATHS.includes(pathname)) return false;
  if (state.subscribed || state.shownThisSession) return false;
  if (state.dismissedAt !== null && now - state.dismissedAt < NEWSLETTER_DISMISS_DAYS * 86_400_000) return false;
  return true;
}

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** localStorage remembers dismissal and subscription; sessionStorage remembers "shown in this session". */
export function newsletterPopupStore() {
  const readStored = () =>
    safe(() => stateSchema.parse(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "{}")), { dismissedAt: null, subscribed: false });
  const write = (patch: Partial<z.infer<typeof stateSchema>>) =>
    safe(() => window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readStored(), ...patch })), undefined);
  return {
    read: (): NewsletterPopupState => ({
      ...readStored(),
      shownThisSession: safe(() => window.sessionStorage.getItem(SESSION_KEY) === "1", false),
    }),
    markShown: () => safe(() => window.sessionStorage.setItem(SESSION_KEY, "1"), undefined),
    markDismissed: (now: number) => write({ dismissedAt: now }),
    markSubscribed: () => write({ subscribed: true }),
  };
}
