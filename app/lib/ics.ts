/**
 * iCalendar (RFC 5545) for the tools' calendar downloads: all-day events, text escaped and lines folded. The one
 * writer, as lib/csv.ts is for CSV. Pure: nothing here touches the network or the disk.
 */

/**
 * Text for an iCalendar property value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped; a line break (CRLF,
 * LF, or a bare CR, which a lenient calendar app also takes for the end of a line) written as \n; other control
 * characters, which TEXT may not hold (§3.3.11: any character but CONTROL, tab allowed), left out. So text from a report
 * (a SKU holding a CR) can never end the line and start a property or an event of its own.
 */
export const icsText = (text: string) =>
  text
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\r\n|\r|\n/g, "\\n")
    // eslint-disable-next-line no-control-regex -- the control characters RFC 5545 forbids in TEXT.
    .replace(/[\x00-\x08\x0b-\x1f\x7f]/g, "");

/** Lines longer than 75 octets are folded: a CRLF and one space before each continuation (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    if (size + charSize > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** An ISO date (YYYY-MM-DD) as an iCalendar DATE value (YYYYMMDD). */
export const icsDate = (isoDate: string) => isoDate.replaceAll("-", "");

/** A moment as an iCalendar UTC DATE-TIME (DTSTAMP): 20260201T093000Z. */
export const icsStamp = (moment: Date) => `${moment.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** A calendar's lines (BEGIN:VCALENDAR to END:VCALENDAR) as the file's text: folded, CRLF line ends, a final CRLF. */
export const icsFile = (lines: readonly string[]) => `${lines.map(foldLine).join("\r\n")}\r\n`;
