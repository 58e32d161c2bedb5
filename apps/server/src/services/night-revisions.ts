import { z } from 'zod';

/**
 * The revisions behind a night's calendar SEQUENCE (decision 177): each event's and each stored
 * night's, kept by triggers (migration 0028), read in the statement that reads the venue's read
 * model, so that a feed never pairs a night's new revision with its old state.
 */

/**
 * Nights from two days before today in UTC on: no venue's today is earlier, and a feed lists no
 * night before its venue's today.
 */
const REVISED_FROM = `(now() at time zone 'UTC')::date - 2`;

/**
 * SQL of a scalar subquery: the revisions above 0 of the events of the venue whose id is `venueId`
 * (an SQL expression, `"venues"."id"`), by event id, and of their nights, by `{eventId}|{date}`.
 */
export function nightRevisionsOfVenueSql(venueId: string): string {
  return `json_build_object(
    'events', (select json_object_agg(e.id, e.revision) from events e
      where e.venue_id = ${venueId} and e.revision > 0),
    'nights', (select json_object_agg(o.event_id || '|' || o.occurrence_date::text, o.revision)
      from event_occurrences o join events e on e.id = o.event_id
      where e.venue_id = ${venueId} and o.revision > 0 and o.occurrence_date >= ${REVISED_FROM}))`;
}

const Revisions = z.record(z.string(), z.number().int()).nullable();
export const NightRevisions = z.object({ events: Revisions, nights: Revisions });
export type NightRevisions = z.infer<typeof NightRevisions>;

/** No event or night of a venue revised yet. */
export const NO_REVISIONS: NightRevisions = { events: null, nights: null };

/**
 * A night's SEQUENCE: its event's revision plus its stored night's. Each grows with every change
 * calendars must notice, and a night deleted hands its revision to its event, so the sum never
 * falls (decision 177).
 */
export function nightSequence(revisions: NightRevisions, eventId: string, date: string): number {
  return (revisions.events?.[eventId] ?? 0) + (revisions.nights?.[`${eventId}|${date}`] ?? 0);
}
