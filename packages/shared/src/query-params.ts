import { z } from 'zod';
import { calendarDate, safeText } from './text.ts';

/**
 * Query-string parameters arrive as text. These parse them strictly: an empty or non-numeric value
 * is refused with a message (the error handler prefixes the field's name), never read as 0.
 */
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export function numberParam(options: { min: number; max: number; integer?: boolean }) {
  const range = `must be a ${options.integer ? 'whole number' : 'number'} from ${options.min} to ${options.max}`;
  const number = options.integer ? z.number().int(range) : z.number();
  return safeText({ max: 40, error: range, tooLong: range })
    .trim()
    .regex(NUMBER, range)
    .transform(Number)
    .pipe(number.min(options.min, range).max(options.max, range));
}

export const isoDateParam = calendarDate('must be a date like 2026-11-24');
