import { FEED_LIMITS, type FeedChanges, type FeedCounts } from '@trivia/shared';
import { eventLabel } from '../audit/index.ts';
import type { FeedPlan } from './plan.ts';

/** Counts of a read that found nothing (a feed not read well yet). */
export const EMPTY_COUNTS: Readonly<FeedCounts> = {
  venuesLinked: 0,
  venuesNew: 0,
  venuesMatched: 0,
  venuesUncertain: 0,
  eventsNew: 0,
  eventsChanged: 0,
  eventsUnchanged: 0,
  eventsGone: 0,
  eventsWaiting: 0,
  nightsCancelled: 0,
  problems: 0,
};

/** A plan as people read it: whole counts, and the first few of each kind of change. */
export function describePlan(plan: FeedPlan): FeedChanges {
  const counts: FeedCounts = {
    ...EMPTY_COUNTS,
    eventsGone: plan.gone.length,
    problems: plan.problems.length,
  };
  const changes: FeedChanges = {
    counts,
    venues: [],
    events: [],
    nightsCancelled: [],
    problems: plan.problems.slice(0, FEED_LIMITS.previewItems),
  };
  const room = (list: unknown[]) => list.length < FEED_LIMITS.previewItems;

  for (const venue of plan.venues) {
    const name = venue.venueName ?? venue.incoming.name;
    if (venue.outcome === 'uncertain') {
      counts.venuesUncertain += 1;
      counts.eventsWaiting += venue.events.length;
    } else if (venue.outcome === 'new') {
      counts.venuesNew += 1;
    } else if (venue.outcome === 'matched') {
      counts.venuesMatched += 1;
    } else {
      counts.venuesLinked += 1;
    }
    if (venue.outcome !== 'linked' && room(changes.venues)) {
      changes.venues.push({
        name: venue.incoming.name,
        address: venue.incoming.address,
        outcome: venue.outcome,
        venueId: venue.venueId ?? venue.candidates[0]?.venueId ?? null,
        venueName: venue.venueName,
      });
    }
    if (venue.outcome === 'uncertain') continue;
    for (const event of venue.events) {
      const label = eventLabel(event.incoming);
      if (event.outcome === 'unchanged') counts.eventsUnchanged += 1;
      else if (
        event.outcome === 'waiting' ||
        event.outcome === 'declined' ||
        event.outcome === 'leftAlone'
      ) {
        // Decision 150: another host's event; it waits for them, or stays theirs.
        if (event.outcome === 'waiting') counts.eventsWaiting += 1;
        if (room(changes.events)) {
          changes.events.push({ venueName: name, label, outcome: event.outcome, fields: [] });
        }
      } else {
        counts[event.outcome === 'new' ? 'eventsNew' : 'eventsChanged'] += 1;
        if (room(changes.events)) {
          changes.events.push({
            venueName: name,
            label,
            outcome: event.outcome,
            fields: event.fields,
          });
        }
      }
      counts.nightsCancelled += event.cancel.length;
      for (const night of event.cancel) {
        if (!room(changes.nightsCancelled)) break;
        changes.nightsCancelled.push({
          venueName: name,
          label,
          date: night.date,
          note: night.note ?? null,
        });
      }
    }
  }
  for (const event of plan.gone) {
    if (!room(changes.events)) break;
    changes.events.push({
      venueName: event.venueName,
      label: eventLabel(event),
      outcome: 'gone',
      fields: [],
    });
  }
  return changes;
}

/**
 * Whether an apply would store anything: changes, venues to queue for review, questions for other
 * hosts to ask or withdraw (decision 150). A read that stores nothing opens no transaction.
 */
export function planNeedsApply(plan: FeedPlan, counts: FeedCounts): boolean {
  return (
    planChangesSomething(counts) ||
    counts.venuesUncertain > 0 ||
    plan.questions.fresh.length > 0 ||
    plan.questions.withdrawn.length > 0 ||
    plan.venues.some((venue) => venue.rekeyedFrom !== null)
  );
}

/** Whether applying the plan would change anything (uncertain venues only wait). */
export function planChangesSomething(counts: FeedCounts): boolean {
  return (
    counts.venuesNew +
      counts.venuesMatched +
      counts.eventsNew +
      counts.eventsChanged +
      counts.eventsGone +
      counts.nightsCancelled >
    0
  );
}
