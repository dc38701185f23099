/**
 * Ad click ids kept from the landing URL so the owner can upload offline conversions (a lead that
 * became a customer) to the ad platform that paid for the click. No imports: the server's zod schema
 * (app/leads/schema.ts, run through tsx) shares these constants.
 *
 * gclid / gbraid / wbraid: Google Ads (web, iOS app-to-web, iOS web-to-app); fbclid: Meta;
 * msclkid: Microsoft Advertising; ttclid: TikTok.
 */
export const CLICK_ID_PARAMETERS = ["gclid", "gbraid", "wbraid", "fbclid", "msclkid", "ttclid"] as const;
export type ClickIdParameter = (typeof CLICK_ID_PARAMETERS)[number];
export type ClickIds = Partial<Record<ClickIdParameter, string>>;

/** Real ids are well under this (gclid ~100, fbclid ~60-250 characters); longer input is not a click id. */
export const MAX_CLICK_ID_LENGTH = 500;
/** Ad platforms issue URL-safe ids: letters, digits, "-", "_", "." and "~". */
export const CLICK_ID_PATTERN = /^[A-Za-z0-9._~-]+$/;

export function isClickIdValue(value: unknown): value is string {
  return typeof value === "string" && value.length <= MAX_CLICK_ID_LENGTH && CLICK_ID_PATTERN.test(value);
}
