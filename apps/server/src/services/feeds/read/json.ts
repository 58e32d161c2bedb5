import type { FeedProblem, IsoDate } from '@trivia/shared';
import { eventLoopTurns } from '../../../lib/event-loop-turns.ts';

/**
 * What every reader of a provider's feed hands to `readFeed`: the venues and events as
 * found, in our JSON shape but not yet checked, each labelled with where a person finds it in the
 * feed. `readFeed` puts every one through `FeedVenue` / `FeedEvent`.
 */
export interface DraftEvent {
  where: string;
  /** What `FeedEvent` is given. */
  input: Record<string, unknown>;
}
export interface DraftVenue {
  where: string;
  /** What `FeedVenue` is given, without its events. */
  input: Record<string, unknown>;
  events: DraftEvent[];
}
export interface DraftRead {
  venues: DraftVenue[];
  /** What a reader already left out (a recurrence we cannot hold, a script that is not JSON…). */
  problems: FeedProblem[];
}
export type FeedReader = (text: string, options: { today: IsoDate }) => Promise<DraftRead>;

const LABEL_LENGTH = 60;

/** Feed text quoted for a problem's `where`: one line, short, no control characters. */
export function quoted(value: unknown): string {
  const text = typeof value === 'string' ? value.replace(/[\p{Cc}\s]+/gu, ' ').trim() : '';
  const short = text.length > LABEL_LENGTH ? `${text.slice(0, LABEL_LENGTH - 1)}…` : text;
  return `"${short}"`;
}

/** The key venues are grouped by within one feed: name and address, case and spaces aside. */
export function venueKey(name: string, address: string): string {
  const normal = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
  return `${normal(name)}|${normal(address)}`;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Our own JSON shape (`FeedDocument`, whose JSON Schema is `/api/feeds/schema.json`): venue by
 * venue, so that one bad venue does not sink the others.
 */
export const readJson: FeedReader = async (text) => {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new Error(`The feed is not valid JSON: ${(error as Error).message}`);
  }
  if (!isRecord(document) || !Array.isArray(document.venues)) {
    throw new Error('The JSON document must be an object with a "venues" array');
  }
  const venues: DraftVenue[] = [];
  const problems: FeedProblem[] = [];
  const turns = eventLoopTurns();
  for (const [index, venue] of document.venues.entries()) {
    await turns.maybeYield();
    if (!isRecord(venue)) {
      problems.push({ where: `Venue ${index + 1}`, message: 'must be an object' });
      continue;
    }
    const { events = [], ...fields } = venue;
    const where = `Venue ${index + 1} ${quoted(fields.name)}`;
    if (!Array.isArray(events)) {
      problems.push({ where, message: 'events must be an array' });
      continue;
    }
    const drafts: DraftEvent[] = [];
    for (const [eventIndex, event] of events.entries()) {
      const eventWhere = `${where}, event ${eventIndex + 1}`;
      if (isRecord(event)) drafts.push({ where: eventWhere, input: event });
      else problems.push({ where: eventWhere, message: 'must be an object' });
    }
    venues.push({ where, input: fields, events: drafts });
  }
  return { venues, problems };
};
