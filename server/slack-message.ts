/**
 * The Slack announcement of one stored prospect, as Block Kit JSON for an incoming webhook. Pure.
 *
 * Built only from the database row, never from a request body: visitors control the field VALUES, not
 * the message. Every value is escaped (&, <, >) and sent with `verbatim: true`, so a value cannot become
 * a link, a user/channel mention (<!channel>) or break out of its field; long values are truncated to
 * Slack's block limits.
 */

export interface ProspectForSlack {
  id: string;
  created_at: Date | string;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  message: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  landing_page: string | null;
  referrer: string | null;
  conversion_page: string | null;
  source: string;
  amazon_marketplace?: string | null;
  monthly_orders_band?: string | null;
  extra_attribution?: { utm_content?: string | null; utm_term?: string | null } | null;
}

interface TextObject {
  type: "mrkdwn" | "plain_text";
  text: string;
  verbatim?: boolean;
  emoji?: boolean;
}

export type SlackBlock =
  | { type: "header"; text: TextObject }
  | { type: "section"; text?: TextObject; fields?: TextObject[] }
  | { type: "context"; elements: TextObject[] }
  | { type: "divider" };

export interface SlackWebhookMessage {
  /** Notification/fallback text. */
  text: string;
  blocks: SlackBlock[];
  unfurl_links: false;
  unfurl_media: false;
}

/** Slack's documented limits for the objects used here. */
const LIMITS = { header: 150, field: 2000, sectionText: 3000, fallback: 3000 } as const;

const SOURCE_LABELS: Record<string, string> = { contact_popup: "Contact popup", signup: "Trial signup (/signup)" };
const EMPTY = "—";

/** Slack's three control characters; everything else is shown as typed. */
export function escapeSlackText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Cuts to `max` characters (code points, never half an emoji) with an ellipsis. */
export function truncate(value: string, max: number): string {
  const characters = Array.from(value);
  return characters.length <= max ? value : `${characters.slice(0, max - 1).join("")}…`;
}

function shown(value: string | null | undefined): string {
  return value === null || value === undefined || value.trim() === "" ? EMPTY : value;
}

/** A "*Label*\nvalue" field; the value is escaped and truncated so the field stays within limits. */
function field(label: string, value: string | null | undefined): TextObject {
  const prefix = `*${label}*\n`;
  return { type: "mrkdwn", text: prefix + truncate(escapeSlackText(shown(value)), LIMITS.field - prefix.length), verbatim: true };
}

function quoted(value: string): string {
  return value
    .split(/\r?\n/)
    .map((line) => `>${line}`)
    .join("\n");
}

function isoTimestamp(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

export function buildProspectSlackMessage(prospect: ProspectForSlack): SlackWebhookMessage {
  const name = `${prospect.first_name} ${prospect.last_name}`.trim();
  const source = SOURCE_LABELS[prospect.source] ?? prospect.source;
  const company = prospect.company ? ` from ${prospect.company}` : "";

  const contactFields = [
    field("Name", name),
    field("Email", prospect.email),
    field("Company", prospect.company),
    field("Source", source),
  ];
  if (prospect.amazon_marketplace) contactFields.push(field("Amazon marketplace", prospect.amazon_marketplace));
  if (prospect.monthly_orders_band) contactFields.push(field("Monthly orders", prospect.monthly_orders_band));

  const utm = [prospect.utm_source, prospect.utm_medium, prospect.utm_campaign]
    .map((value) => shown(value))
    .join(" / ");
  const utmExtra = [prospect.extra_attribution?.utm_content, prospect.extra_attribution?.utm_term]
    .filter((value): value is string => typeof value === "string" && value !== "")
    .join(" / ");
  const attributionFields = [
    field("UTM source / medium / campaign", utm),
    ...(utmExtra ? [field("UTM content / term", utmExtra)] : []),
    field("Landing page", prospect.landing_page),
    field("Referrer", prospect.referrer),
    field("Conversion page", prospect.conversion_page),
  ];

  const messageLabel = "*Message*\n";
  const messageText =
    prospect.message && prospect.message.trim() !== ""
      ? quoted(truncate(escapeSlackText(prospect.message), LIMITS.sectionText - messageLabel.length - 200))
      : `>${EMPTY}`;

  return {
    text: truncate(escapeSlackText(`New prospect: ${name} (${prospect.email})${company} via ${source}`), LIMITS.fallback),
    blocks: [
      // plain_text parses no mentions or links; it is escaped anyway so every visitor value is treated alike.
      { type: "header", text: { type: "plain_text", text: truncate(escapeSlackText(`New prospect: ${name}`), LIMITS.header), emoji: false } },
      { type: "section", fields: contactFields },
      { type: "section", text: { type: "mrkdwn", text: messageLabel + messageText, verbatim: true } },
      { type: "divider" },
      { type: "section", fields: attributionFields },
      {
        type: "context",
        elements: [
          {
            type: "mrkdwn",
            text: `Received ${isoTimestamp(prospect.created_at)} · prospect ${escapeSlackText(prospect.id)}`,
            verbatim: true,
          },
        ],
      },
    ],
    unfurl_links: false,
    unfurl_media: false,
  };
}
