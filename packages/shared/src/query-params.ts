import { z } from 'zod';
import { isIsoDate } from './dates.ts';
import { DATE_WINDOW_MESSAGE } from './text.ts';

/**
 * Query-string parameters arrive as text, but each is documented as what it means (decision 178):
 * a number is `type: number` with its bounds, a date is `format: date` with its window. So the one
 * zod schema that checks a parameter also says, in the OpenAPI document, the type a client sends.
 */

/**
 * The text of a JSON number (a client writes its numbers so), with an optional `+`, `5.` and `.5`.
 * Nothing else is a number here: an empty or blank value, hex or `Infinity` is refused, never
 * read as 0.
 */
const NUMBER_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The number written in `value`, or `value` as it came (for the number schema to refuse). */
function readNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return NUMBER_TEXT.test(text) ? Number(text) : value;
}

/**
 * A number parameter from `min` to `max`. The document says `type: number` (or `integer`) with
 * `minimum` and `maximum`: a preprocess is documented as the schema after it (zod's input mode).
 * Its default goes inside, where the document shows it (one outside the preprocess is dropped).
 */
export function numberParam(options: {
  min: number;
  max: number;
  integer?: boolean;
  default?: number;
}) {
  const range = `must be a ${options.integer ? 'whole number' : 'number'} from ${options.min} to ${options.max}`;
  const number = z.number({ error: range });
  const bounded = (options.integer ? number.int(range) : number)
    .min(options.min, range)
    .max(options.max, range);
  return z.preprocess(
    readNumber,
    options.default === undefined ? bounded : bounded.default(options.default),
  );
}

/**
 * A real calendar date inside DATE_WINDOW (2000-01-01 … 2100-12-31), as one pattern: leap days of
 * the leap years 2000 … 2096 (2100 is not one), then every year's other days. The document can
 * then say the window, which `format: date` alone cannot (decision 178).
 */
export const DATE_IN_WINDOW =
  /^(?:20(?:[02468][048]|[13579][26])-02-29|(?:20\d{2}|2100)-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8])))$/;

const DATE_MESSAGE = 'must be a date like 2026-11-24';

/** A date parameter: `format: date` and DATE_IN_WINDOW in the document, as the server checks. */
export const isoDateParam = z
  .stringFormat('date', DATE_IN_WINDOW, {
    error: (issue) =>
      typeof issue.input === 'string' && isIsoDate(issue.input)
        ? DATE_WINDOW_MESSAGE
        : DATE_MESSAGE,
  })
  .max(10, DATE_MESSAGE);
