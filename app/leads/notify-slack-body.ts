import type { NotifySlackBody, ProspectInsert, ProspectSource } from "./schema";

/**
 * The body of the notify-slack call the browser makes after a successful insert (spec §7 call 2),
 * shaped like a database webhook. The server only uses it to find the prospect that was just stored;
 * the Slack message itself is always built from the database row.
 */
export function buildNotifySlackBody(
  prospect: ProspectInsert,
  options: { source?: ProspectSource; now?: Date } = {},
): NotifySlackBody {
  const { website: _honeypot, extra, ...fields } = prospect;
  return {
    type: "INSERT",
    table: "prospects",
    schema: "public",
    old_record: null,
    record: {
      ...fields,
      utm_content: extra?.utm_content ?? null,
      utm_term: extra?.utm_term ?? null,
      session_id: extra?.session_id ?? null,
      viewed_pages: extra?.viewed_pages ?? [],
      source: options.source ?? "contact_popup",
      timestamp: (options.now ?? new Date()).toISOString(),
    },
  };
}
