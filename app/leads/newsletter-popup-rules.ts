import { isRecord } from "~/lib/guards";
import { browserStorage, parseJsonOrUndefined, safeStorage } from "~/lib/safe-storage";

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
    dismissedAt:
      typeof record.dismissedAt === "number" && Number.isFinite(record.dismissedAt) ? record.dismissedAt : null,
    subscribed: record.subscribed === true,
  };
}
export type NewsletterPopupState = { dismissedAt: number | null; subscribed: boolean; shownThisSession: boolean };

export function decideNewsletterPopup({
  pathname,
  state,
  now,
}: {
  pathname: string;
  state: NewsletterPopupState;
  now: number;
}): boolean {
  if (NEWSLETTER_POPUP_EXCLUDED_PATHS.includes(pathname)) return false;
  if (state.subscribed || state.shownThisSession) return false;
  if (state.dismissedAt !== null && now - state.dismissedAt < NEWSLETTER_DISMISS_DAYS * 86_400_000) return false;
  return true;
}

/**
 * localStorage remembers dismissal and subscription; sessionStorage remembers "shown in this session".
 * Browser only (effects and event handlers).
 */
export function newsletterPopupStore() {
  const local = safeStorage(browserStorage("localStorage"));
  const session = safeStorage(browserStorage("sessionStorage"));
  const readStored = () => toStoredState(parseJsonOrUndefined(local.read(STORAGE_KEY)));
  const write = (patch: Partial<StoredState>) =>
    void local.write(STORAGE_KEY, JSON.stringify({ ...readStored(), ...patch }));
  return {
    read: (): NewsletterPopupState => ({ ...readStored(), shownThisSession: session.read(SESSION_KEY) === "1" }),
    markShown: () => void session.write(SESSION_KEY, "1"),
    markDismissed: (now: number) => write({ dismissedAt: now }),
    markSubscribed: () => write({ subscribed: true }),
  };
}
