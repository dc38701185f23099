import { isRecord } from "~/lib/guards";

export const NEWSLETTER_POPUP_DELAY_MS = 30_000;
export const NEWSLETTER_POPUP_SCROLL_RATIO = 0.6;
export const NEWSLETTER_DISMISS_DAYS = 30;
/** Pages where a visitor is already converting or leaving: no popup there. */
export const NEWSLETTER_POPUP_EXCLUDED_PATHS = ["/signup", "/handoff", "/contact", "/tools"];

const STORAGE_KEY = "marginatlas.newsletter";
const SESSION_KEY = "marginatlas.newsletter.shown";

type StoredState = { dismissedAt: number | null; subscribed: boolean };

function toStoredState(value: unknown): StoredState {
  const record = isRecord(value) ? value : {};
  return {
    dismissedAt: typeof record.dismissedAt === "number" && Number.isFinite(record.dismissedAt) ? record.dismissedAt : null,
    subscribed: record.subscribed === true,
  };
}
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
    safe(() => toStoredState(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "{}")), { dismissedAt: null, subscribed: false });
  const write = (patch: Partial<StoredState>) =>
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
