import type { OccurrenceStatus } from './constants.ts';
import { VERIFIED_FRESH_DAYS } from './constants.ts';
import { daysBetween, type IsoDate } from './dates.ts';
import { formatMonthDay } from './formatting.ts';
import type { EventLine } from './trivia-list.ts';

/**
 * How fresh a night's listing is. No zod here: the public list's first load imports
 * this file, and every schema it holds would ship with it.
 */

export type FreshnessKind =
  | 'confirmed'
  | 'cancelled'
  | 'reported'
  | 'synced'
  | 'verified'
  | 'stale';

/** A listing is "From {provider}'s schedule" while its feed read well this recently. */
export const FEED_FRESH_DAYS = 7;
export interface Freshness {
  kind: FreshnessKind;
  label: string;
}

/**
 * What the public sees about how fresh a night's listing is — the one vocabulary of the list, the
 * city and venue pages, /saved and calendar feeds (decision 123): "Confirmed" only for a night
 * confirmed by someone who runs it (the public status is 'confirmed' only then); "Reported as not
 * happening" when enough visitors said so and the host did not confirm; "From {provider}'s
 * schedule, synced {Mon d}" while the provider's feed keeps it and read well within 7 days
 *; "Checked {Mon d}" when its host or the platform checked the schedule within 30
 * days; otherwise "Not checked recently". A cancelled night says "Cancelled", with the host's note
 * when there is one.
 */
export function nightFreshness(night: {
  status: OccurrenceStatus;
  reported?: boolean;
  note?: string | null;
  /** The venue's date of the event's last check, if any (`venueDateOf`). */
  checkedOn?: IsoDate | null;
  /** The day the provider's feed last read well, and the provider. */
  feedSyncedOn?: string | null;
  feedSource?: string | null;
  today: IsoDate;
}): Freshness {
  if (night.status === 'cancelled') {
    return { kind: 'cancelled', label: night.note ? `Cancelled — ${night.note}` : 'Cancelled' };
  }
  if (night.status === 'confirmed') return { kind: 'confirmed', label: 'Confirmed' };
  if (night.reported) return { kind: 'reported', label: 'Reported as not happening' };
  const synced = syncedLabel(night);
  if (synced) return { kind: 'synced', label: synced };
  const checked = night.checkedOn;
  if (checked && daysBetween(checked, night.today) <= VERIFIED_FRESH_DAYS) {
    return { kind: 'verified', label: `Checked ${formatMonthDay(checked)}` };
  }
  return { kind: 'stale', label: 'Not checked recently' };
}

/**
 * "From {provider}'s schedule, synced {Mon d}" while the provider's feed keeps the event and read
 * well within FEED_FRESH_DAYS of `today`; null otherwise.
 */
export function syncedLabel(event: {
  feedSyncedOn?: string | null;
  feedSource?: string | null;
  today: IsoDate;
}): string | null {
  const { feedSyncedOn: synced, feedSource: source, today } = event;
  if (!synced || !source || daysBetween(synced, today) > FEED_FRESH_DAYS) return null;
  return `From ${source}'s schedule, synced ${formatMonthDay(synced)}`;
}

/** The freshness of one line of the public list (its events on one date). */
export function lineFreshness(
  line: Pick<
    EventLine,
    | 'isCancelled'
    | 'isConfirmed'
    | 'isReported'
    | 'note'
    | 'checkedOn'
    | 'feedSyncedOn'
    | 'feedSource'
  >,
  today: IsoDate,
): Freshness {
  return nightFreshness({
    status: line.isCancelled ? 'cancelled' : line.isConfirmed ? 'confirmed' : 'scheduled',
    reported: line.isReported,
    note: line.note,
    checkedOn: line.checkedOn,
    feedSyncedOn: line.feedSyncedOn,
    feedSource: line.feedSource,
    today,
  });
}
