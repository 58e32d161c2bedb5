import type { FeedCounts } from '@trivia/shared';

/** "1 venue", "2 venues", "0 venues": the noun agrees with its number. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** "1 venue waits", "2 venues wait": a count as the subject of a sentence. */
export function pluralWithVerb(
  count: number,
  noun: string,
  verb: { one: string; many: string },
): string {
  return `${plural(count, noun)} ${count === 1 ? verb.one : verb.many}`;
}

function yearOf(date: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(date);
}

/**
 * "Nov 22, 7:14 PM" (with the year when it is not this one), in the reader's own time: when a
 * feed was read. The same shape as the history's times.
 */
export function formatReadTime(iso: string, options: { timeZone?: string; now?: Date } = {}) {
  const date = new Date(iso);
  const { timeZone } = options;
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    ...(yearOf(date, timeZone) === yearOf(options.now ?? new Date(), timeZone)
      ? {}
      : { year: 'numeric' }),
  }).format(date);
}

/** "Nov 22" (with the year when it is not this one): when a feed last changed something. */
export function formatChangeDay(iso: string, options: { timeZone?: string; now?: Date } = {}) {
  const date = new Date(iso);
  const { timeZone } = options;
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone,
    ...(yearOf(date, timeZone) === yearOf(options.now ?? new Date(), timeZone)
      ? {}
      : { year: 'numeric' }),
  }).format(date);
}

/**
 * How much a read held: its venues and events. Venues linked by an earlier read are not in the
 * counts (they are neither new, matched nor uncertain), so the venues are a floor.
 */
export function feedSize(counts: FeedCounts): { venues: number; events: number } {
  return {
    venues: counts.venuesLinked + counts.venuesNew + counts.venuesMatched + counts.venuesUncertain,
    events: counts.eventsNew + counts.eventsChanged + counts.eventsUnchanged + counts.eventsWaiting,
  };
}

/** The event columns a read may change, as people name them. */
const FIELD_LABELS: Record<string, string> = {
  providerId: 'provider',
  venueId: 'venue',
  eventType: 'event type',
  dayOfWeek: 'day',
  startTime: 'start',
  endTime: 'end',
  frequency: 'frequency',
  weekOfMonth: 'week of the month',
  eventDate: 'date',
  prizeAmount: 'prize',
  prizeDescription: 'prize description',
  maxTeams: 'max teams',
  isActive: 'shown to players',
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/** "Applied: 2 new venues, 1 new event, 1 event ended." What an apply stored, in a line. */
export function describeApplied(counts: FeedCounts): string {
  const parts = [
    counts.venuesNew > 0 ? plural(counts.venuesNew, 'new venue') : null,
    counts.venuesMatched > 0 ? plural(counts.venuesMatched, 'matched venue') : null,
    counts.eventsNew > 0 ? plural(counts.eventsNew, 'new event') : null,
    counts.eventsChanged > 0 ? plural(counts.eventsChanged, 'changed event') : null,
    counts.eventsGone > 0 ? plural(counts.eventsGone, 'event ended', 'events ended') : null,
    counts.nightsCancelled > 0
      ? plural(counts.nightsCancelled, 'night cancelled', 'nights cancelled')
      : null,
  ].filter((part) => part !== null);
  return parts.length === 0 ? 'Applied: nothing needed changing.' : `Applied: ${parts.join(', ')}.`;
}

/** "1 venue, 14 events": a read's size in words. */
export function sizeText(size: { venues: number; events: number }): string {
  return `${plural(size.venues, 'venue')}, ${plural(size.events, 'event')}`;
}
