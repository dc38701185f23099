import { CLICK_ID_PARAMETERS, CLICK_ID_PATTERN, MAX_CLICK_ID_LENGTH } from "~/attribution/click-ids";
import { formatNumber } from "~/lib/format";
import type { FieldIssue } from "~/lib/validation";
import { z } from "~/lib/zod";
import { EMAIL_SIGNUP_LISTS } from "./email-lists";
import { HONEYPOT_FIELD } from "./honeypot";

/**
 * THE lead-capture schemas, shared by the browser forms and the server API (server/leads/leads-api.ts),
 * so both sides accept and reject exactly the same input. The database repeats the length limits as
 * CHECK constraints (db/migrations), which is the last line of defence for anything that skips this file.
 *
 * Keys are snake_case on purpose: they are the `prospects` column names (spec §3, §7 call 1), so a parsed
 * form can be sent as-is.
 *
 * Imports inside app/leads are relative (not `~/`) because the server runs these files through tsx.
 */

// ---------------------------------------------------------------------------------------------
// Limits (spec §5, §9) and enumerations
// ---------------------------------------------------------------------------------------------

export const FIELD_LIMITS = {
  first_name: 100,
  last_name: 100,
  email: 255,
  company: 255,
  message: 2000,
  /** utm_source, utm_medium, utm_campaign, utm_content, utm_term. Same as the attribution module. */
  utm: 255,
  /** landing_page, referrer, conversion_page, source_page and each viewed page path. Same as the attribution module. */
  page: 1000,
  session_id: 100,
  viewed_pages: 50,
} as const;

/** Request header carrying the client-generated UUID that makes a retried submission harmless. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

export const PROSPECT_SOURCES = ["contact_popup", "signup"] as const;
export type ProspectSource = (typeof PROSPECT_SOURCES)[number];

/** Amazon marketplaces offered by /signup, in the order the select shows them. */
export const AMAZON_MARKETPLACES = [
  { code: "US", label: "United States (amazon.com)" },
  { code: "CA", label: "Canada (amazon.ca)" },
  { code: "MX", label: "Mexico (amazon.com.mx)" },
  { code: "BR", label: "Brazil (amazon.com.br)" },
  { code: "UK", label: "United Kingdom (amazon.co.uk)" },
  { code: "DE", label: "Germany (amazon.de)" },
  { code: "FR", label: "France (amazon.fr)" },
  { code: "IT", label: "Italy (amazon.it)" },
  { code: "ES", label: "Spain (amazon.es)" },
  { code: "NL", label: "Netherlands (amazon.nl)" },
  { code: "SE", label: "Sweden (amazon.se)" },
  { code: "PL", label: "Poland (amazon.pl)" },
  { code: "BE", label: "Belgium (amazon.com.be)" },
  { code: "IE", label: "Ireland (amazon.ie)" },
  { code: "TR", label: "Turkey (amazon.com.tr)" },
  { code: "AE", label: "United Arab Emirates (amazon.ae)" },
  { code: "SA", label: "Saudi Arabia (amazon.sa)" },
  { code: "EG", label: "Egypt (amazon.eg)" },
  { code: "IN", label: "India (amazon.in)" },
  { code: "JP", label: "Japan (amazon.co.jp)" },
  { code: "AU", label: "Australia (amazon.com.au)" },
  { code: "SG", label: "Singapore (amazon.sg)" },
] as const;
export type AmazonMarketplaceCode = (typeof AMAZON_MARKETPLACES)[number]["code"];
const AMAZON_MARKETPLACE_CODES = AMAZON_MARKETPLACES.map((marketplace) => marketplace.code) as [
  AmazonMarketplaceCode,
  ...AmazonMarketplaceCode[],
];

/** Monthly order volume bands offered by /signup. */
export const MONTHLY_ORDER_BANDS = [
  { value: "0-100", label: "Fewer than 100 orders" },
  { value: "100-1k", label: "100 to 1,000 orders" },
  { value: "1k-10k", label: "1,000 to 10,000 orders" },
  { value: "10k-50k", label: "10,000 to 50,000 orders" },
  { value: "50k+", label: "More than 50,000 orders" },
] as const;
export type MonthlyOrderBand = (typeof MONTHLY_ORDER_BANDS)[number]["value"];
const MONTHLY_ORDER_BAND_VALUES = MONTHLY_ORDER_BANDS.map((band) => band.value) as [
  MonthlyOrderBand,
  ...MonthlyOrderBand[],
];

// ---------------------------------------------------------------------------------------------
// Field builders
// ---------------------------------------------------------------------------------------------

/**
 * True for characters that have no business in a form field and that PostgreSQL would reject or
 * silently rewrite: NUL and other control characters (tab/CR/LF allowed only where line breaks make
 * sense) and unpaired UTF-16 surrogates. Rejecting them here keeps "bad input" a 400, never a 500.
 */
export function containsForbiddenCharacters(value: string, allowLineBreaks = false): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    const isLineBreakOrTab = code === 0x09 || code === 0x0a || code === 0x0d;
    if (code < 0x20 && !(allowLineBreaks && isLineBreakOrTab)) return true;
    if (code === 0x7f) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        index += 1;
        continue;
      }
      return true;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

export function tooLongMessage(label: string, max: number): string {
  return `${label} must be ${formatNumber(max)} characters or fewer`;
}

function forbiddenCharactersMessage(label: string): string {
  return `${label} contains characters that are not allowed`;
}

function requiredText(label: string, max: number) {
  const requiredMessage = `${label} is required`;
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage(label, max))
    .refine((value) => !containsForbiddenCharacters(value), forbiddenCharactersMessage(label));
}

/** Optional text: missing, null and blank all become null, so the column holds NULL rather than "". */
function optionalText(label: string, max: number, options: { allowLineBreaks?: boolean } = {}) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLongMessage(label, max))
    .refine((value) => !containsForbiddenCharacters(value, options.allowLineBreaks), forbiddenCharactersMessage(label))
    .nullish()
    .transform((value) => (value === undefined || value === null || value === "" ? null : value));
}

export const INVALID_EMAIL_MESSAGE = "Invalid email address";

/** Trimmed, at most 255 characters, a valid address, lowercased (the database stores it lowercased). */
export const emailSchema = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  // Spec §5 gives one message for the email field, length included.
  .max(FIELD_LIMITS.email, INVALID_EMAIL_MESSAGE)
  .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }))
  .transform((email) => email.toLowerCase());

/** The value of the Idempotency-Key header. Browsers create it with crypto.randomUUID(). */
/**
 * A random (version 4) UUID, as crypto.randomUUID() makes: a key anyone could guess (the all-zeros UUID, a
 * time-based one) could collide with another visitor's. The server remembers a key for 24 hours.
 */
export const idempotencyKeySchema = z.uuid({
  version: "v4",
  error: "Idempotency-Key must be a random (version 4) UUID",
});

// ---------------------------------------------------------------------------------------------
// Contact popup (spec §5)
// ---------------------------------------------------------------------------------------------

const contactFormShape = {
  first_name: requiredText("First name", FIELD_LIMITS.first_name),
  last_name: requiredText("Last name", FIELD_LIMITS.last_name),
  email: emailSchema,
  company: optionalText("Company", FIELD_LIMITS.company),
  message: optionalText("Message", FIELD_LIMITS.message, { allowLineBreaks: true }),
};

/** The contact popup's fields, checked on submit. Use `z.input<>` for the form's values. */
export const contactFormSchema = z.object(contactFormShape);
export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

// ---------------------------------------------------------------------------------------------
// Attribution (spec §3 "Attribution data"); mirrors SubmissionAttribution in app/attribution
// ---------------------------------------------------------------------------------------------

const pagePathSchema = (label: string) => optionalText(label, FIELD_LIMITS.page);

export const viewedPageSchema = z.strictObject({
  path: z
    .string()
    .max(FIELD_LIMITS.page, tooLongMessage("Viewed page path", FIELD_LIMITS.page))
    .refine((value) => !containsForbiddenCharacters(value), forbiddenCharactersMessage("Viewed page path")),
  timestamp: z.iso.datetime({ offset: true, error: "Viewed page timestamp must be an ISO date-time" }),
});
export type ViewedPage = z.output<typeof viewedPageSchema>;

const clickIdSchema = z
  .string()
  .max(MAX_CLICK_ID_LENGTH, tooLongMessage("Ad click id", MAX_CLICK_ID_LENGTH))
  .regex(CLICK_ID_PATTERN, "Ad click id contains characters that are not allowed")
  .optional();

/** Ad click ids of the landing URL (gclid, fbclid...), for offline conversion uploads. */
export const clickIdsSchema = z.strictObject(
  Object.fromEntries(CLICK_ID_PARAMETERS.map((name) => [name, clickIdSchema])) as Record<
    (typeof CLICK_ID_PARAMETERS)[number],
    typeof clickIdSchema
  >,
);

/** Attribution that has no column of its own; stored in the `extra_attribution` jsonb column. */
export const extraAttributionSchema = z.strictObject({
  utm_content: optionalText("UTM content", FIELD_LIMITS.utm),
  utm_term: optionalText("UTM term", FIELD_LIMITS.utm),
  session_id: optionalText("Session id", FIELD_LIMITS.session_id),
  viewed_pages: z
    .array(viewedPageSchema)
    .max(FIELD_LIMITS.viewed_pages, `At most ${FIELD_LIMITS.viewed_pages} viewed pages`)
    .nullish()
    .transform((pages) => pages ?? []),
  click_ids: clickIdsSchema.nullish().transform((ids) => ids ?? null),
});
export type ExtraAttribution = z.output<typeof extraAttributionSchema>;

const attributionShape = {
  utm_source: optionalText("UTM source", FIELD_LIMITS.utm),
  utm_medium: optionalText("UTM medium", FIELD_LIMITS.utm),
  utm_campaign: optionalText("UTM campaign", FIELD_LIMITS.utm),
  landing_page: pagePathSchema("Landing page"),
  referrer: pagePathSchema("Referrer"),
  conversion_page: pagePathSchema("Conversion page"),
  extra: extraAttributionSchema.nullish().transform((extra) => extra ?? null),
};

export const attributionSchema = z.strictObject(attributionShape);
export type AttributionFields = z.input<typeof attributionSchema>;

const honeypotShape = { [HONEYPOT_FIELD]: z.string().max(FIELD_LIMITS.page).optional() };

// ---------------------------------------------------------------------------------------------
// Request bodies of the leads API
// ---------------------------------------------------------------------------------------------

/**
 * Body of `POST /rest/v1/prospects` (spec §7 call 1): the contact form, the attribution, and the
 * honeypot. Strict: an unknown field is a validation error, so typos cannot silently drop data.
 */
export const prospectInsertSchema = z.strictObject({ ...contactFormShape, ...attributionShape, ...honeypotShape });
export type ProspectInsertPayload = z.input<typeof prospectInsertSchema>;
export type ProspectInsert = z.output<typeof prospectInsertSchema>;

/** The /signup form's fields (trial signup). */
export const signupFormSchema = z.object({
  first_name: contactFormShape.first_name,
  last_name: contactFormShape.last_name,
  email: emailSchema,
  company: contactFormShape.company,
  amazon_marketplace: z.enum(AMAZON_MARKETPLACE_CODES, { error: "Choose your Amazon marketplace" }),
  monthly_orders_band: z.enum(MONTHLY_ORDER_BAND_VALUES, { error: "Choose your monthly orders" }),
});
export type SignupFormValues = z.input<typeof signupFormSchema>;

/** Body of `POST /api/signup`: the signup form, the attribution and the honeypot. Stored as a prospect with source 'signup'. */
export const signupRequestSchema = z.strictObject({ ...signupFormSchema.shape, ...attributionShape, ...honeypotShape });
export type SignupRequestPayload = z.input<typeof signupRequestSchema>;
export type SignupRequest = z.output<typeof signupRequestSchema>;

/** The newsletter popup, the footer signup and the tools hub gate: just an email. */
export const emailSignupFormSchema = z.object({ email: emailSchema });
export type EmailSignupFormValues = z.input<typeof emailSignupFormSchema>;

/** Body of `POST /api/email-signups`. `source_page` is the page the visitor signed up on. */
export const emailSignupRequestSchema = z.strictObject({
  email: emailSchema,
  list: z.enum(EMAIL_SIGNUP_LISTS, { error: `List must be one of: ${EMAIL_SIGNUP_LISTS.join(", ")}` }),
  source_page: pagePathSchema("Source page"),
  ...attributionShape,
  ...honeypotShape,
});
export type EmailSignupRequestPayload = z.input<typeof emailSignupRequestSchema>;
export type EmailSignupRequest = z.output<typeof emailSignupRequestSchema>;

/**
 * Body of `POST /functions/v1/notify-slack` (spec §7 call 2), shaped like a database webhook.
 * The record is only used to FIND an existing prospect (email + names + source); its text is never
 * posted anywhere, so extra record fields are ignored rather than rejected.
 */
export const notifySlackBodySchema = z.strictObject({
  type: z.literal("INSERT"),
  table: z.literal("prospects"),
  schema: z.literal("public"),
  old_record: z.null(),
  record: z.looseObject({
    first_name: requiredText("First name", FIELD_LIMITS.first_name),
    last_name: requiredText("Last name", FIELD_LIMITS.last_name),
    email: emailSchema,
    source: z.enum(PROSPECT_SOURCES),
    timestamp: z.iso.datetime({ offset: true }).optional(),
  }),
});
export type NotifySlackBody = z.input<typeof notifySlackBodySchema>;

// ---------------------------------------------------------------------------------------------
// Validation issues as the API and the toast present them: a list of field path and message pairs (spec §5)
// ---------------------------------------------------------------------------------------------

/** Flattens a zod error into field issues; an unknown field becomes one issue named after that field. */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const issue of error.issues) {
    const basePath = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        issues.push({ path: basePath === "" ? key : `${basePath}.${key}`, message: "Unknown field" });
      }
    } else {
      issues.push({ path: basePath, message: issue.message });
    }
  }
  return issues;
}
