/**
 * The lists an email signup goes on (email_signups.list): the newsletter, the tools gate and one waitlist per
 * coming-soon feature. No imports, so a form names its list without loading the schemas (zod) with the page.
 */

/** Features announced as coming soon; each keeps its own waitlist (db/migrations/0010_waitlist_lists.sql). */
export const WAITLIST_FEATURES = ["sqp-keyword-optimizer", "custom-analytics"] as const;
export type WaitlistFeature = (typeof WAITLIST_FEATURES)[number];

export function waitlistList<Feature extends WaitlistFeature>(feature: Feature): `waitlist:${Feature}` {
  return `waitlist:${feature}`;
}

export type EmailSignupList = "newsletter" | "tools" | `waitlist:${WaitlistFeature}`;
export const EMAIL_SIGNUP_LISTS: [EmailSignupList, ...EmailSignupList[]] = [
  "newsletter",
  "tools",
  ...WAITLIST_FEATURES.map(waitlistList),
];
