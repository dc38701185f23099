/**
 * The paths of the leads API, shared by the server (server/leads/leads-api.ts mounts exactly these) and the browser. No
 * imports, so the server can load it through tsx. Page-speed reports have their own path, app/vitals/vitals-report.ts.
 */
export const LEADS_API_PATHS = {
  /** Contact popup (spec §7 call 1). */
  prospects: "/rest/v1/prospects",
  /** /signup trial form. */
  signup: "/api/signup",
  /** Newsletter popup, footer signup, tools hub email gate. */
  emailSignups: "/api/email-signups",
  /** After a successful contact-popup insert (spec §7 call 2). */
  notifySlack: "/functions/v1/notify-slack",
} as const;
