/**
 * The Slack announcement of one stored prospect, as Block Kit JSON for an incoming webhook. Pure.
 *
 * Built only from the database row, never from a request body: visitors control the field VALUES, not
 * the message. Every value is escaped (&, <, >) and sent with `verbatim: true`, so a value cannot become
 * a link, a user/channel mention (<!channel>) or break out of its field (or, for the message, out of its
 * quote block); invisible and control characters are removed; addresses are shown as inline code so they
 * copy back exactly; long values are truncated to Slack's block limits.
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

/**
 * Characters that show nothing or steer the layout, removed from every visitor value: Unicode Cc (controls),
 * Cf (format characters: bidi controls that show "moc.elgoog" as google.com, zero-width characters, soft
 * hyphens, invisible operators U+2061-U+2064, tag characters U+E0000-U+E007F), Zl and Zp (U+2028, U+2029)
 * and the Hangul fillers, which are letters that render blank.
 */
const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/gu;

/** The line breaks a message may contain. Slack breaks lines on a lone \r too, so it counts as one. */
const LINE_BREAK = /\r\n|\r|\n/g;

/**
 * mrkdwn's formatting characters, each replaced by a look-alike that Slack does not treat as markup.
 * mrkdwn has no escape character, so this is the only way `*URGENT*` can appear as typed instead of bold.
 * The stored lead and `npm run leads` keep the exact characters; only the Slack rendering differs.
 * Addresses are never shown this way: see slackCode.
 */
const FORMATTING_LOOKALIKES: Record<string, string> = {
  "*": "\u2217", // ∗ ASTERISK OPERATOR
  _: "\uFF3F", // ＿ FULLWIDTH LOW LINE
  "~": "\u223C", // ∼ TILDE OPERATOR
  "`": "\u02CB", // ˋ MODIFIER LETTER GRAVE ACCENT
};

/** Slack's three control characters, escaped as Slack documents. */
function escapeControlCharacters(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * A visitor's one-line value made inert for mrkdwn: invisible and control characters removed (line breaks
 * too), Slack's three control characters (&, <, >) escaped, formatting characters replaced by look-alikes.
 * So `*URGENT* <!channel>` shows literally and mentions nobody.
 */
export function escapeSlackText(value: string): string {
  return escapeControlCharacters(value.replace(INVISIBLE_CHARACTERS, "")).replace(
    /[*_~`]/g,
    (character) => FORMATTING_LOOKALIKES[character] ?? character,
  );
}

/**
 * An address (email, page, referrer) as inline code: Slack applies no formatting inside it, so copying it
 * from the message gives back the stored value byte for byte (a look-alike `_` would make an email bounce).
 * A value with a backtick cannot be inline code; it is shown escaped like any text (no valid email has one).
 */
function slackCode(value: string): string {
  const visible = value.replace(INVISIBLE_CHARACTERS, "");
  return visible.includes("`") || visible === "" ? escapeSlackText(visible) : `\`${escapeControlCharacters(visible)}\``;
}

/** A visitor's message as a quote block: every line, however it was broken, starts with ">". */
function quotedMessage(message: string, maxCharacters: number): string {
  const lines = message.split(LINE_BREAK).map((line) => escapeSlackText(line));
  return truncate(lines.map((line) => `>${line}`).join("\n"), maxCharacters);
}

/** Cuts to `max` characters (code points, never half an emoji) with an ellipsis. */
export function truncate(value: string, max: number): string {
  const characters = Array.from(value);
  return characters.length <= max ? value : `${characters.slice(0, max - 1).join("")}…`;
}

function shown(value: string | null | undefined): string {
  return value === null || value === undefined || value.trim() === "" ? EMPTY : value;
}

/** A visitor's text, or a dash when there is none. */
const text = (value: string | null | undefined) => escapeSlackText(shown(value));
/** A visitor's address (email, page, referrer) as exact inline code, or a dash when there is none. */
const address = (value: string | null | undefined) => (shown(value) === EMPTY ? EMPTY : slackCode(value as string));

/** A "*Label*\nvalue" field, `value` already formatted; truncated so the field stays within limits. */
function field(label: string, value: string): TextObject {
  const prefix = `*${label}*\n`;
  return { type: "mrkdwn", text: prefix + truncate(value, LIMITS.field - prefix.length), verbatim: true };
}

function isoTimestamp(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

export function buildProspectSlackMessage(prospect: ProspectForSlack): SlackWebhookMessage {
  const name = `${prospect.first_name} ${prospect.last_name}`.trim();
  const source = SOURCE_LABELS[prospect.source] ?? prospect.source;
  const company = prospect.company ? ` from ${escapeSlackText(prospect.company)}` : "";

  const contactFields = [
    field("Name", text(name)),
    field("Email", address(prospect.email)),
    field("Company", text(prospect.company)),
    field("Source", text(source)),
  ];
  if (prospect.amazon_marketplace) contactFields.push(field("Amazon marketplace", text(prospect.amazon_marketplace)));
  if (prospect.monthly_orders_band) contactFields.push(field("Monthly orders", text(prospect.monthly_orders_band)));

  const utm = [prospect.utm_source, prospect.utm_medium, prospect.utm_campaign]
    .map((value) => shown(value))
    .join(" / ");
  const utmExtra = [prospect.extra_attribution?.utm_content, prospect.extra_attribution?.utm_term]
    .filter((value): value is string => typeof value === "string" && value !== "")
    .join(" / ");
  const attributionFields = [
    field("UTM source / medium / campaign", text(utm)),
    ...(utmExtra ? [field("UTM content / term", text(utmExtra))] : []),
    field("Landing page", address(prospect.landing_page)),
    field("Referrer", address(prospect.referrer)),
    field("Conversion page", address(prospect.conversion_page)),
  ];

  const messageLabel = "*Message*\n";
  const messageText =
    prospect.message && prospect.message.trim() !== ""
      ? quotedMessage(prospect.message, LIMITS.sectionText - messageLabel.length)
      : `>${EMPTY}`;

  return {
    text: truncate(
      `New prospect: ${escapeSlackText(name)} (${address(prospect.email)})${company} via ${escapeSlackText(source)}`,
      LIMITS.fallback,
    ),
    blocks: [
      // plain_text parses no mentions or links; it is escaped anyway so every visitor value is treated alike.
      {
        type: "header",
        text: {
          type: "plain_text",
          text: truncate(escapeSlackText(`New prospect: ${name}`), LIMITS.header),
          emoji: false,
        },
      },
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

/**
 * How many prospects one message announces at most. Slack allows 50 blocks per message (a header plus
 * a section and a divider per prospect: 1 + 2 x 20 = 41) and about 40,000 characters of text
 * (20 x SUMMARY_MAX = 36,000). At one message per second per webhook, 1,000 waiting leads take 50 posts.
 */
export const MAX_PROSPECTS_PER_MESSAGE = 20;
const SUMMARY_MAX = 1_800;
const SUMMARY_MESSAGE_MAX = 600;

/** One prospect as a compact mrkdwn section, for messages that announce several. */
function prospectSummary(prospect: ProspectForSlack): SlackBlock {
  const name = `${prospect.first_name} ${prospect.last_name}`.trim();
  const source = SOURCE_LABELS[prospect.source] ?? prospect.source;
  const details = [
    address(prospect.email),
    ...[prospect.company, source, prospect.amazon_marketplace, prospect.monthly_orders_band]
      .filter((value): value is string => typeof value === "string" && value.trim() !== "")
      .map((value) => escapeSlackText(value)),
  ].join(" · ");
  const utm = [prospect.utm_source, prospect.utm_medium, prospect.utm_campaign]
    .map((value) => shown(value))
    .join(" / ");
  const attribution = `UTM ${text(utm)} · landing ${address(prospect.landing_page)} · converted on ${address(prospect.conversion_page)}`;
  const message =
    prospect.message && prospect.message.trim() !== ""
      ? `\n${quotedMessage(prospect.message, SUMMARY_MESSAGE_MAX)}`
      : "";
  const footer = `\n_${isoTimestamp(prospect.created_at)} · prospect ${escapeSlackText(prospect.id)}_`;
  const body = truncate(
    `*${truncate(escapeSlackText(name), 200)}*  ${details}${message}\n${attribution}`,
    SUMMARY_MAX - footer.length,
  );
  return { type: "section", text: { type: "mrkdwn", text: body + footer, verbatim: true } };
}

/**
 * The announcement of one or more prospects (oldest first), at most MAX_PROSPECTS_PER_MESSAGE. One
 * prospect gets the full message; several get one compact section each under a single header.
 */
export function buildProspectsSlackMessage(prospects: readonly ProspectForSlack[]): SlackWebhookMessage {
  if (prospects.length === 0 || prospects.length > MAX_PROSPECTS_PER_MESSAGE) {
    throw new RangeError(
      `A Slack message announces 1 to ${MAX_PROSPECTS_PER_MESSAGE} prospects (got ${prospects.length})`,
    );
  }
  if (prospects.length === 1) return buildProspectSlackMessage(prospects[0] as ProspectForSlack);
  const names = prospects.map((prospect) => `${prospect.first_name} ${prospect.last_name}`.trim()).join(", ");
  const blocks: SlackBlock[] = [
    { type: "header", text: { type: "plain_text", text: `${prospects.length} new prospects`, emoji: false } },
  ];
  for (const prospect of prospects) blocks.push(prospectSummary(prospect), { type: "divider" });
  blocks.pop();
  return {
    text: truncate(escapeSlackText(`${prospects.length} new prospects: ${names}`), LIMITS.fallback),
    blocks,
    unfurl_links: false,
    unfurl_media: false,
  };
}
