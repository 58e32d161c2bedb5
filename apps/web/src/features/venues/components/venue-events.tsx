import { formatFrequency, formatTime, type VenueEventSummary } from '@trivia/shared';
import { Link } from 'react-router';
import { EventStatusPill } from '@/components/ui/admin-pills.tsx';
import { paths } from '@/config/paths.ts';

/** A venue's events, by day and time. */
export function VenueEvents({ events }: { events: VenueEventSummary[] }) {
  if (events.length === 0) return <p className="text-muted">No events yet.</p>;
  return (
    <ul className="divide-y divide-border">
      {events.map((event) => (
        <li key={event.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div>
            <Link to={paths.admin.event(event.id)} className="font-semibold hover:underline">
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
      ))}
    </ul>
  );
}
