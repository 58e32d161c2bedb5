import { z } from 'zod';
import { addDays, type IsoDate } from './dates.ts';
import { calendarDate, safeText } from './text.ts';

/**
 * Exceptions in bulk (decision 049): on the schedule page a host cancels one date across
 * many of their events (a holiday), pauses events until a date, or ends their series from a date.
 * Each cancels the nights still `scheduled` in its range, with an optional public note; nights
 * confirmed or cancelled by hand are kept.
 */

export const EXCEPTION_KINDS = ['cancel_date', 'pause', 'end'] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

/** How far ahead an exception may reach, in days (a pause of a year at most). */
export const EXCEPTION_MAX_DAYS = 366;
export const PUBLIC_NOTE_MAX = 120;
export const EXCEPTION_EVENTS_MAX = 500;

const date = calendarDate('Use a date like 2026-12-31');

export const ScheduleExceptionInput = z.object({
  kind: z.enum(EXCEPTION_KINDS, { error: `Must be one of ${EXCEPTION_KINDS.join(', ')}` }),
  eventIds: z
    .array(z.uuid('must be event ids'), { error: 'Choose at least one event' })
    .min(1, 'Choose at least one event')
    .max(EXCEPTION_EVENTS_MAX, `At most ${EXCEPTION_EVENTS_MAX} events at once`),
  /** cancel_date: the date; pause: the first night back; end: the first night that no longer happens. */
  date,
  /** The viewer's local date: nothing before it changes. */
  today: date,
  /** Shown on the public card: "Cancelled — closed for Thanksgiving". */
  note: safeText({ max: PUBLIC_NOTE_MAX })
    .trim()
    .optional()
    .transform((value) => value || undefined),
});
export type ScheduleExceptionInput = z.input<typeof ScheduleExceptionInput>;

export const ScheduleExceptionResult = z.object({
  /** Nights cancelled now. */
  cancelled: z.number().int(),
  /** Nights in the range already confirmed or cancelled by hand, left as they were. */
  kept: z.number().int(),
  /** end: the events that stop on `date`. */
  ended: z.number().int(),
});
export type ScheduleExceptionResult = z.infer<typeof ScheduleExceptionResult>;

/** The dates an exception cancels, both ends included (`null` when the range is empty). */
export function exceptionRange(
  kind: ExceptionKind,
  date: IsoDate,
  today: IsoDate,
): { from: IsoDate; to: IsoDate } | null {
  if (kind === 'cancel_date') return date < today ? null : { from: date, to: date };
  if (kind === 'pause') {
    const to = addDays(date, -1);
    return to < today ? null : { from: today, to };
  }
  // end: the nights a viewer can still see before the series stops (the schedule shows 8 weeks).
  const from = date < today ? today : date;
  return { from, to: addDays(from, 8 * 7 - 1) };
}

/** What the schedule page says once an exception is saved. */
export function exceptionSummary(result: ScheduleExceptionResult): string {
  const nights = (n: number) => `${n} night${n === 1 ? '' : 's'}`;
  const parts = [`${nights(result.cancelled)} cancelled`];
  if (result.ended > 0) parts.push(`${result.ended} series ending`);
  if (result.kept > 0) parts.push(`${nights(result.kept)} confirmed or cancelled by hand kept`);
  return `Saved: ${parts.join('; ')}.`;
}
