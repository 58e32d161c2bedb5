import { addDays, dayOfWeekOf, type IsoDate } from './dates.ts';

/**
 * How the trivia list shows numbers, times and dates (spec §9). Pure and locale-free, so the
 * server-rendered city pages and the browser print exactly the same text.
 */

/** '< 0.1 mi' under a tenth of a mile, otherwise one decimal ('0.4 mi', '2.3 mi', '12.0 mi'). */
export function formatDistance(miles: number): string {
  if (miles < 0.1) return '< 0.1 mi';
  return `${(Math.round(miles * 10) / 10).toFixed(1)} mi`;
}

/** 'HH:MM' or 'HH:MM:SS' → '7:00 PM'; 'TBD' when there is no time. */
export function formatTime(time: string | null | undefined): string {
  const match = time ? /^(\d{1,2}):(\d{2})/.exec(time) : null;
  if (!match) return 'TBD';
  const hours = Number(match[1]);
  if (hours > 23) return 'TBD';
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** '$50', '$12.50', or the description, or 'Prize TBD'. */
export function formatPrize(amount: number | null, description: string | null): string {
  if (amount !== null && amount > 0) {
    return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
  }
  const text = description?.trim();
  return text ? text : 'Prize TBD';
}

/**
 * What a card says about its prize: 'Prize: $50', 'Prize: Gift card', or 'Prize TBD', so
 * an amount beside the trophy is not read as a cover charge.
 */
export function prizeText(prize: string): string {
  return prize === 'Prize TBD' ? prize : `Prize: ${prize}`;
}

/** 'weekly' → 'Weekly', 'one-time' → 'One-time'. */
export function formatFrequency(frequency: string): string {
  return frequency.charAt(0).toUpperCase() + frequency.slice(1);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-26' → 'Thu, Nov 26' (a night in the history of changes). */
export function formatShortDate(date: IsoDate): string {
  return formatOccurrenceDate(date).replace(/^(\w{3})\w*/, '$1');
}

/** '2026-11-24' → 'Tuesday, Nov 24'. */
export function formatOccurrenceDate(date: IsoDate): string {
  const month = MONTHS[Number(date.slice(5, 7)) - 1] ?? '';
  return `${dayOfWeekOf(date)}, ${month} ${Number(date.slice(8, 10))}`;
}

/** '2026-11-24' → 'Nov 24'. */
export function formatMonthDay(date: IsoDate): string {
  return `${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''} ${Number(date.slice(8, 10))}`;
}

/** A night seen from the visitor's today: 'Tonight', 'Tomorrow', or 'Thursday, Nov 27'. */
export function relativeDay(date: IsoDate, today: IsoDate): string {
  if (date === today) return 'Tonight';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return formatOccurrenceDate(date);
}
