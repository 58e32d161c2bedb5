import { z } from 'zod';
import { isIsoDate } from './dates.ts';

/**
 * The one rule for text from outside (decision 036): every string a request or an
 * imported file brings in — body, query, path parameters, CSV and JSON cells — is a `safeText`:
 * bounded in length, and free of C0 control characters other than tab, line feed and carriage
 * return (PostgreSQL refuses NUL in text; the others are never meant and hide in logs and pages).
 * A field chains what else it needs after it: `safeText({ max: 200 }).trim().min(1, '…')`.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it refuses.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the same set, as a whole-string check.
const FREE_OF_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F]*$/;

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';

/** Whether text holds a character `safeText` refuses. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

export function safeText(options: {
  max: number;
  /** The message for a value that is not text (or is missing). */
  error?: string;
  /** The message for a value longer than `max`; 'At most N characters' unless told. */
  tooLong?: string;
}) {
  const { max, error, tooLong = `At most ${max} characters` } = options;
  return z
    .string(error === undefined ? undefined : { error })
    .max(max, tooLong)
    .regex(FREE_OF_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE);
}

const LINE_BREAKS = /\s*[\p{Cc}\p{Zl}\p{Zp}][\s\p{Cc}]*/gu;

/**
 * Text on one line (decision 175): every run of line breaks (CR, LF, NEL, U+2028, U+2029), tabs
 * and other control characters, with the spaces around it, as one space. What `singleLineText`
 * stores.
 */
export function foldToOneLine(value: string): string {
  return value.replace(LINE_BREAKS, ' ');
}

/**
 * A name, an address or another text shown on one line (decision 175): a `safeText` whose line
 * breaks and other control characters are folded to single spaces, then trimmed. A calendar, a
 * mail subject or a card never receives a line break from it. Chain what else the field needs:
 * `singleLineText({ max: 200 }).min(1, '…')`.
 */
export function singleLineText(options: Parameters<typeof safeText>[0]) {
  return safeText(options).overwrite(foldToOneLine).trim();
}

/** The dates anything may name: enough for history and plans, none a database or a week past it cannot hold. */
export const DATE_WINDOW = { first: '2000-01-01', last: '2100-12-31' } as const;
export const DATE_WINDOW_MESSAGE = `must be between ${DATE_WINDOW.first} and ${DATE_WINDOW.last}`;

/** A real calendar date (`YYYY-MM-DD`, no 2026-02-30) inside DATE_WINDOW. */
export function calendarDate(message: string) {
  return safeText({ max: 10, error: message, tooLong: message })
    .refine(isIsoDate, { message, abort: true })
    .refine((date) => date >= DATE_WINDOW.first && date <= DATE_WINDOW.last, DATE_WINDOW_MESSAGE);
}
