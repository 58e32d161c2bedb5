import { type FeedChanges, formatShortDate, isIsoDate } from '@trivia/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type PillTone, StatusPill } from '@/components/ui/status-pill.tsx';
import { paths } from '@/config/paths.ts';
import { fieldLabel } from '../format.ts';

type VenueChange = FeedChanges['venues'][number];
type EventChange = FeedChanges['events'][number];

const VENUE_OUTCOMES: Record<VenueChange['outcome'], { tone: PillTone; label: string }> = {
  new: { tone: 'success', label: 'New' },
  matched: { tone: 'neutral', label: 'Matched' },
  uncertain: { tone: 'warning', label: 'Needs review' },
};

const EVENT_OUTCOMES: Record<EventChange['outcome'], { tone: PillTone; label: string }> = {
  new: { tone: 'success', label: 'New' },
  changed: { tone: 'warning', label: 'Changed' },
  gone: { tone: 'danger', label: 'Gone — ends from today' },
  // Decision 150: another host's event is in this slot.
  waiting: { tone: 'warning', label: 'Another host lists it — waits for their answer' },
  declined: { tone: 'neutral', label: 'Kept by its host — not listed' },
  leftAlone: { tone: 'neutral', label: 'Run by another provider now — left alone' },
};

/** Items with keys made of what they say; a repeated one gets "#2", "#3" (a feed may repeat rows). */
function keyed<T>(items: readonly T[], keyOf: (item: T) => string): [string, T][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = keyOf(item);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return [count === 1 ? base : `${base}#${count}`, item];
  });
}

/** The preview's counts, in a few short lines. */
export function FeedCountsSummary({ counts }: { counts: FeedChanges['counts'] }) {
  return (
    <ul className="space-y-1 text-sm">
      <li>
        <span className="font-semibold">Venues:</span> {counts.venuesNew} new ·{' '}
        {counts.venuesMatched} matched · {counts.venuesUncertain} waiting for review
      </li>
      <li>
        <span className="font-semibold">Events:</span> {counts.eventsNew} new ·{' '}
        {counts.eventsChanged} changed · {counts.eventsUnchanged} unchanged · {counts.eventsGone}{' '}
        gone at the source
      </li>
      {(counts.venuesChanged ?? 0) > 0 ? (
        // Decision 153: the feed keeps the names and addresses of the venues it brought in.
        <li className="text-muted">
          {counts.venuesChanged === 1
            ? '1 venue has a new name or address at the source, kept in sync'
            : `${counts.venuesChanged} venues have a new name or address at the source, kept in sync`}
        </li>
      ) : null}
      {counts.eventsWaiting > 0 ? (
        <li className="text-muted">
          {counts.eventsWaiting === 1
            ? '1 event waits for an answer in the review queue'
            : `${counts.eventsWaiting} events wait for an answer in the review queue`}
        </li>
      ) : null}
      <li>
        <span className="font-semibold">Nights cancelled at the source:</span>{' '}
        {counts.nightsCancelled}
      </li>
      <li>
        <span className="font-semibold">Problems:</span> {counts.problems}
        {counts.problems > 0 ? ' (left out, see below)' : null}
      </li>
    </ul>
  );
}

function ChangeList({
  title,
  total,
  shown,
  children,
}: {
  title: string;
  total: number;
  shown: number;
  children: ReactNode;
}) {
  if (shown === 0) return null;
  return (
    <section className="mt-4">
      <h4 className="font-semibold">{title}</h4>
      <ul className="mt-2 divide-y divide-border rounded-xl border border-border bg-surface text-sm">
        {children}
      </ul>
      {total > shown ? (
        <p className="mt-1 text-sm text-muted">
          Showing the first {shown} of {total}.
        </p>
      ) : null}
    </section>
  );
}

function VenueTarget({ venue }: { venue: VenueChange }) {
  if (venue.outcome === 'new' || !venue.venueId) return null;
  return (
    <Link to={paths.admin.venue(venue.venueId)} className="text-link underline underline-offset-2">
      → {venue.venueName ?? 'the venue we list'}
    </Link>
  );
}

/**
 * What a read of a feed found against what we hold (the preview), or what an apply stored: the
 * counts, then the venues, events, cancelled nights and problems (the server lists the first few
 * of each; the counts are whole).
 */
export function FeedChangesView({ changes }: { changes: FeedChanges }) {
  const { counts } = changes;
  return (
    <div>
      <FeedCountsSummary counts={counts} />
      <ChangeList
        title="Venues"
        total={counts.venuesNew + counts.venuesMatched + counts.venuesUncertain}
        shown={changes.venues.length}
      >
        {keyed(changes.venues, (venue) => `${venue.name}|${venue.address}`).map(([key, venue]) => (
          <li key={key} className="p-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{venue.name}</span>
              <StatusPill {...VENUE_OUTCOMES[venue.outcome]} />
              <VenueTarget venue={venue} />
            </div>
            <p className="text-muted">{venue.address}</p>
          </li>
        ))}
      </ChangeList>
      <ChangeList
        title="Events"
        total={counts.eventsNew + counts.eventsChanged + counts.eventsGone}
        shown={changes.events.length}
      >
        {keyed(changes.events, (event) => `${event.venueName}|${event.label}`).map(
          ([key, event]) => (
            <li key={key} className="flex flex-wrap items-center gap-2 p-3">
              <span>
                <span className="font-semibold">{event.label}</span> at {event.venueName}
              </span>
              <StatusPill {...EVENT_OUTCOMES[event.outcome]} />
              {event.outcome === 'changed' && event.fields.length > 0 ? (
                <span className="text-muted">({event.fields.map(fieldLabel).join(', ')})</span>
              ) : null}
            </li>
          ),
        )}
      </ChangeList>
      <ChangeList
        title="Nights cancelled at the source"
        total={counts.nightsCancelled}
        shown={changes.nightsCancelled.length}
      >
        {keyed(
          changes.nightsCancelled,
          (night) => `${night.venueName}|${night.label}|${night.date}`,
        ).map(([key, night]) => (
          <li key={key} className="p-3">
            <span className="font-semibold">
              {isIsoDate(night.date) ? formatShortDate(night.date) : night.date}
            </span>{' '}
            — {night.label} at {night.venueName}
            {night.note ? <span className="text-muted">: {night.note}</span> : null}
          </li>
        ))}
      </ChangeList>
      <ChangeList title="Problems" total={counts.problems} shown={changes.problems.length}>
        {keyed(changes.problems, (problem) => `${problem.where}|${problem.message}`).map(
          ([key, problem]) => (
            <li key={key} className="p-3">
              <span className="font-semibold">{problem.where}:</span> {problem.message}
            </li>
          ),
        )}
      </ChangeList>
    </div>
  );
}
