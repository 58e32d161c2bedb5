import { formatFrequency, formatTime, type VenueEventSummary } from '@trivia/shared';
import { Link } from 'react-router';
import { EventStatusPill } from '@/components/ui/admin-pills.tsx';
import { justSavedProps, useFromHere } from '@/components/ui/return-to.tsx';
import { paths } from '@/config/paths.ts';

/**
 * A venue's events, by day and time. Each links to its form, which comes back here once saved
 * and marks the event it saved.
 */
export function VenueEvents({
  events,
  justSavedId,
}: {
  events: VenueEventSummary[];
  justSavedId?: string | undefined;
}) {
  const fromHere = useFromHere();
  if (events.length === 0) return <p className="text-muted">No events yet.</p>;
  return (
    <ul className="divide-y divide-border">
      {events.map((event) => {
        const marked = justSavedProps(event.id === justSavedId);
        return (
          <li
            key={event.id}
            {...marked}
            className={`flex flex-wrap items-center justify-between gap-2 py-3 ${marked.className ? `${marked.className} -mx-2 rounded-lg px-2` : ''}`}
          >
            <div>
              <Link to={paths.admin.event(event.id)} state={fromHere} className="row-link">
                {event.eventType}
              </Link>
              <p className="text-sm text-muted">
                {event.dayOfWeek} · {formatTime(event.startTime)}
                {event.endTime ? `–${formatTime(event.endTime)}` : ''} ·{' '}
                {formatFrequency(event.frequency)} · {event.providerName ?? 'Self-hosted'}
              </p>
            </div>
            <EventStatusPill isActive={event.isActive} isPast={event.isPast} />
          </li>
        );
      })}
    </ul>
  );
}
