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
import { LazySaveButton } from '@/components/ui/lazy-save-button.tsx';
import { OccurrencePill } from '@/components/ui/status-pill.tsx';
import { ReportButton } from './report-button.tsx';
import { TrustLine } from './trust-line.tsx';

export interface VenueCardProps {
  venue: NearbyVenue;
  lines: EventLine[];
  /** This Week shows each line's date; Today and Tomorrow its weekday. */
  showDates: boolean;
  /** The list's today: "Checked {Mon d}" counts 30 days back from it. */
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
    <li>
      <div className="vc-title">
        <h4 className={line.isCancelled ? 'text-muted line-through' : undefined}>{line.title}</h4>
        {line.isCancelled ? <OccurrencePill status="cancelled" /> : null}
      </div>
      {/* The clock and the dots between the parts are drawn by the stylesheet (decision 081). */}
      <p className="vc-when">
        {showDate ? (
          <>
            <span>{formatOccurrenceDate(line.date)}</span>
            <span>{timeRange(line)}</span>
          </>
        ) : (
          // Today and Tomorrow say when in words: "Tonight 8:00 PM" (issue 16).
          <span>
            {relativeDay(line.date, today)} {timeRange(line)}
          </span>
        )}
        <span>{formatFrequency(line.frequency)}</span>
      </p>
      <p className="vc-prize">{prizeText(line.prize)}</p>
      <p className="vc-meta">
        {line.providerNames.length > 0 ? (
          <span>{`Hosted by ${line.providerNames.join(' & ')}`}</span>
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
    <article className="vc">
      <div className="vc-head">
        <img src={photo} alt="" loading="lazy" width={88} height={88} className="vc-photo" />
        <div className="vc-body">
          <p className="vc-distance">
            {formatDistance(venue.distanceMiles)}
            <span className="sr-only"> away</span>
          </p>
          <h3 className="vc-name">
            {/* No `data-discover`: this router does not discover routes by links. */}
            <Link to={paths.venuePage(venue.slug)} discover="none" className="vc-link">
              {venue.name}
            </Link>
          </h3>
          <p className="vc-address">{venue.address}</p>
        </div>
        <div className="vc-save">
          <LazySaveButton venue={venue} />
        </div>
      </div>
      <ul className="vc-nights">
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
        className="vc-directions"
      >
        Directions
        <span className="sr-only">{` to ${venue.name} (opens a new tab)`}</span>
      </a>
    </article>
  );
}
