import type { FeedFormat } from '@trivia/shared';

/**
 * Why a feed could not be read, as a sentence about the source that its provider can act on
 * (decision 174): never a JavaScript error's message, never a 500.
 */
export class FeedSourceError extends Error {
  override name = 'FeedSourceError';
}

/** How a sentence about each format's source begins. */
export const CANNOT_READ: Record<FeedFormat, string> = {
  ical: 'The calendar cannot be read:',
  csv: 'The CSV file cannot be read:',
  json: 'The JSON feed cannot be read:',
  jsonld: 'The page cannot be read:',
};

/** What a failed read of each format says when its parser says nothing about the source. */
export const UNREADABLE: Record<FeedFormat, string> = {
  ical: `${CANNOT_READ.ical} it is not a well-formed iCalendar file (BEGIN:VCALENDAR, one NAME:value property a line, each BEGIN with its END).`,
  csv: `${CANNOT_READ.csv} it is not comma-separated text with a header row.`,
  json: `${CANNOT_READ.json} it is not a JSON document in our shape (an object with a "venues" array).`,
  jsonld: `${CANNOT_READ.jsonld} it is not an HTML page with schema.org Event JSON-LD.`,
};

/**
 * A message from our own code or a parser that is about JavaScript, not the source: a property of
 * undefined, a call of something that is not a function, a stack frame. Parsers' own messages
 * about the source ("invalid line …", "Unexpected token … in JSON at position 3") pass.
 */
const INTERNAL =
  /\bundefined\b|Cannot (read|set) propert|is not a function|is not iterable|is not a constructor|is not defined|\b(Type|Reference|Range|Internal)Error\b|Maximum call stack|\n\s+at\s|\.(ts|js|mjs|cjs):\d+/;

export function isInternalMessage(message: string): boolean {
  return INTERNAL.test(message);
}

/** How long a sentence about a source may be: it is kept as the feed's last error and shown. */
const MAX_SENTENCE = 1000;

/**
 * A message made fit to show and store: control characters (a NUL from binary junk quoted by a
 * parser, which PostgreSQL cannot store) as spaces, and at most MAX_SENTENCE characters.
 */
export function printable(message: string): string {
  const text = message.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
  return text.length > MAX_SENTENCE ? `${text.slice(0, MAX_SENTENCE - 1)}…` : text;
}

/**
 * A failure of a format's reader as a sentence about the source: its own message when that is
 * about the source, else the format's generic sentence (UNREADABLE).
 */
export function describeReadFailure(error: unknown, format: FeedFormat): FeedSourceError {
  if (error instanceof FeedSourceError) return new FeedSourceError(printable(error.message));
  const message = error instanceof Error ? error.message : '';
  // Anything that is not a plain Error or a parser's own error is our code failing on the source.
  const isParserMessage =
    error instanceof Error &&
    !(error instanceof TypeError || error instanceof RangeError || error instanceof ReferenceError);
  if (!isParserMessage || message.trim() === '' || isInternalMessage(message)) {
    return new FeedSourceError(UNREADABLE[format]);
  }
  // A parser's clause ("a quoted value in the row starting on line 2 is never closed") is
  // said of the source.
  const sentence = /^[a-z]/.test(message) ? `${CANNOT_READ[format]} ${message}` : message;
  return new FeedSourceError(printable(sentence));
}
