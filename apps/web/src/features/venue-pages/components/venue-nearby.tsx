import {
  formatDistance,
  formatTime,
  type IsoDate,
  type NearbyVenueLink,
  paths,
  relativeDay,
} from '@trivia/shared';
import { Link } from 'react-router';

/** "More trivia nearby": the nearest other venues with a night this week. */
export function VenueNearby({ nearby, today }: { nearby: NearbyVenueLink[]; today: IsoDate }) {
  if (nearby.length === 0) return null;
  return (
    <section aria-labelledby="nearby-heading">
      <h2 id="nearby-heading" className="text-xl font-bold">
        More trivia nearby
      </h2>
      <ol className="mt-3 grid gap-2">
        {nearby.map((other, index) => (
          <li
            key={other.slug}
            className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-3"
          >
            <span
              aria-hidden="true"
              className="grid size-6 shrink-0 place-items-center rounded-full border border-muted text-xs font-bold"
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <Link to={paths.venuePage(other.slug)} className="font-semibold text-link underline">
                {other.name}
              </Link>
              <p className="mt-0.5 text-sm text-muted">
                {formatDistance(other.distanceMiles)} · {other.next.title},{' '}
                {relativeDay(other.next.date, today)} {formatTime(other.next.startTime)}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
