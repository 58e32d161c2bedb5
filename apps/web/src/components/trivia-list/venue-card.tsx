import {
  directionsUrl,
  type EventLine,
  formatDistance,
  formatFrequency,
  formatOccurrenceDate,
  formatTime,
  type IsoDate,
  type NearbyVenue,
  paths,
  prizeText,
  relativeDay,
} from '@trivia/shared';
import { Link } from 'react-router';
import { ClockIcon, DirectionsIcon, TrophyIcon } from '@/components/ui/icons.tsx';
import { LazySaveButton } from '@/components/ui/lazy-save-button.tsx';
import { OccurrencePill } from '@/components/ui/status-pill.tsx';
import { ReportButton } from './report-button.tsx';
import { TrustLine } from './trust-line.tsx';

export interface VenueCardProps {
  venue: NearbyVenue;
  lines: EventLine[];
  /** This Week shows each line's date; Today and Tomorrow its weekday. */
  showDates: boolean;
  /** The list's today: "Verified {Mon d}" counts 30 days back from it. */
  today: IsoDate;
}

function timeRange(line: EventLine): string {
  const start = formatTime(line.startTime);
  return line.endTime ? `${start} – ${formatTime(line.endTime)}` : start;
}

function EventLineItem({
  line,
  showDate,
  today,
  venueName,
}: {
  line: EventLine;
  showDate: boolean;
  today: IsoDate;
  venueName: string;
}) {
  return (
    <li className="border-border border-t py-3 first:border-t-0 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h4 className={`font-semibold ${line.isCancelled ? 'text-muted line-through' : ''}`}>
          {line.title}
        </h4>
        {line.isCancelled ? <OccurrencePill status="cancelled" /> : null}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted">
        <ClockIcon width={16} height={16} className="shrink-0" />
        {showDate ? (
          <>
            <span>{formatOccurrenceDate(line.date)}</span>
            <span aria-hidden="true">·</span>
            <span>{timeRange(line)}</span>
          </>
        ) : (
          // Today and Tomorrow say when in words: "Tonight 8:00 PM" (issue 16).
          <span>
            {relativeDay(line.date, today)} {timeRange(line)}
          </span>
        )}
        <span aria-hidden="true">·</span>
        <span>{formatFrequency(line.frequency)}</span>
      </p>
      <p className="mt-1 flex items-center gap-2 text-sm">
        <TrophyIcon width={16} height={16} className="shrink-0 text-accent" />
        <span>{prizeText(line.prize)}</span>
      </p>
      <p className="relative z-10 mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
        {line.providerNames.length > 0 ? (
          <span>Hosted by {line.providerNames.join(' & ')}</span>
        ) : null}
        <TrustLine line={line} today={today} />
        <ReportButton
          target={{ eventId: line.eventId, date: line.date, title: line.title, venueName }}
        />
      </p>
    </li>
  );
}

/** One venue of the trivia list (spec §2): photo, distance, name, address, events, directions. */
export function VenueCard({ venue, lines, showDates, today }: VenueCardProps) {
  const photo = venue.photoUrl ?? `/venue-art/${venue.photoCategory}.svg`;
  return (
    // The whole card opens the venue's page (issue 16): the name's link covers it; the save star,
    // Report a problem and Directions sit above that cover.
    <article className="relative flex h-full flex-col rounded-2xl border border-border bg-surface p-4 shadow-sm hover:bg-surface-2/40">
      <div className="flex gap-4">
        <img
          src={photo}
          alt=""
          loading="lazy"
          decoding="async"
          width={88}
          height={88}
          className="size-22 shrink-0 rounded-xl bg-surface-2 object-cover"
        />
        <div className="min-w-0 flex-1">
          <p className="inline-flex rounded-full bg-accent px-2.5 py-0.5 text-sm font-bold text-accent-fg">
            {formatDistance(venue.distanceMiles)}
            <span className="sr-only"> away</span>
          </p>
          <h3 className="mt-1.5 text-lg leading-snug font-bold">
            <Link
              to={paths.venuePage(venue.slug)}
              className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline"
            >
              {venue.name}
            </Link>
          </h3>
          <p className="mt-0.5 text-sm text-muted">{venue.address}</p>
        </div>
        <div className="relative z-10 self-start">
          <LazySaveButton venue={venue} />
        </div>
      </div>
      <ul className="mt-4 flex-1 border-border border-t pt-3">
        {lines.map((line) => (
          <EventLineItem
            key={line.key}
            line={line}
            showDate={showDates}
            today={today}
            venueName={venue.name}
          />
        ))}
      </ul>
      <a
        href={directionsUrl(venue.latitude, venue.longitude)}
        target="_blank"
        rel="noopener noreferrer"
        className="relative z-10 mt-4 inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-border bg-surface px-4 text-sm font-semibold text-link hover:bg-surface-2"
      >
        <DirectionsIcon width={16} height={16} />
        Directions
        <span className="sr-only"> to {venue.name} (opens a new tab)</span>
      </a>
    </article>
  );
}
