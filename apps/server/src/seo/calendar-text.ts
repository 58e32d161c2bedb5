/**
 * Text as our calendar feeds write it (decision 176). ical-generator escapes SUMMARY, DESCRIPTION,
 * LOCATION and X- properties (RFC 5545 §3.3.11) and folds lines at 75 octets between code points,
 * but writes NAME and X-WR-CALNAME as they are, passes control characters and U+2028/U+2029
 * through, and ends the calendar without a line break. These close what it leaves open.
 */

/**
 * Line breaks of any kind (CR, LF, NEL, U+2028, U+2029) and every other control character (C0,
 * DEL, C1): never a calendar's raw text, where they end or cut a line.
 */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]+/gu;
/** With the `u` flag a surrogate pair is one code point: only a lone half matches. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;

/**
 * `text` on one line: each run of line breaks and control characters one space, ends trimmed, and
 * a lone surrogate (half an emoji, which no UTF-8 writes) U+FFFD. Names and addresses are one line
 * wherever they are shown; stored text from before they were folded on the way in is folded here.
 */
export function oneLine(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD').replace(NOT_ONE_LINE, ' ').trim();
}

/** A TEXT value escaped (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** The calendar's text as sent: every content line ends with CRLF, the last one too (RFC 5545 §3.1). */
export function endLines(calendar: string): string {
  return calendar.endsWith('\r\n') ? calendar : `${calendar}\r\n`;
}
