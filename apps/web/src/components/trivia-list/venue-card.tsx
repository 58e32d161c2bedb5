import {
  type EventLine,
  formatDistance,
  formatTime,
  headcountLabel,
  type IsoDate,
  isLiveLine,
  liveLines,
  type NearbyVenue,
  nextLine,
  paths,
  prizeText,
  relativeDay,
} from '@trivia/shared';
import { use } from 'react';
import { Link } from 'react-router';
import { CardControlsContext } from './card-controls.tsx';
import { NightTheme } from './night-theme.tsx';
import { TrustLine } from './trust-line.tsx';

export interface VenueCardProps {
  venue: NearbyVenue;
  /** The venue's lines in the tab, in date and time order (`listVenuesOfTab`). */
  lines: EventLine[];
  /** Kept for the map's cards: every card now names its night's day in words. */
  showDates?: boolean;
  /** The list's today: "Tonight", "Tomorrow", and how fresh a night is count from it. */
  today: IsoDate;
}

const nights = (count: number) => `+${count} more ${count === 1 ? 'night' : 'nights'}`;

/**
 * One venue of the trivia list (spec §2): what decides the trip and no more — name,
 * distance, the next night (day, time, "in 2 h", prize), one trust word and "+N more nights".
 * Directions and Report a problem are on the venue page, which the whole card opens.
 */
export function VenueCard({ venue, lines, today }: VenueCardProps) {
  const photo = venue.photoUrl ?? `/venue-art/${venue.photoCategory}.svg`;
  const next = nextLine(lines);
  const live = next && isLiveLine(next);
  // Decision 166: a card whose nights are all over shows its first, marked "Over", muted.
  const isOver = next?.hasEnded === true && !next.isCancelled;
  const more = live ? liveLines(lines).length - 1 : 0;
  const day = next ? relativeDay(next.date, today) : '';
  const teams = live ? headcountLabel(next) : '';
  const { Save, Clock, Coming } = use(CardControlsContext);
  return (
    // The whole card opens the venue's page: the name's link covers it; the save star
    // sits above that cover.
    <article className="vc">
      <img src={photo} alt="" loading="lazy" width={56} height={56} className="vc-photo" />
      <div className="vc-body">
        <h3 className="vc-name">
          {/* No `data-discover`: this router does not discover routes by links. */}
          <Link to={paths.venuePage(venue.slug)} discover="none" className="vc-link">
            {venue.name}
          </Link>
        </h3>
        {next ? (
          <>
            {/* The clock and the dots between the parts are drawn by the stylesheet (decision 081). */}
            <p className="vc-when">
              <span className={next.isCancelled ? 'line-through' : undefined}>
                {day} {formatTime(next.startTime)}
              </span>
              {next.date === today && live ? <Clock line={next} timeZone={venue.timezone} /> : null}
              <span className="vc-what">{next.title}</span>
            </p>
            {live ? <p className="vc-prize">{prizeText(next.prize)}</p> : null}
            {live && next.theme ? <NightTheme theme={next.theme} /> : null}
          </>
        ) : null}
        <p className="vc-meta">
          <span className="vc-distance">
            {formatDistance(venue.distanceMiles)}
            <span className="sr-only"> away</span>
          </span>
          {/* A cancelled night says so once: "Cancelled", or "Cancelled — {the host's note}". */}
          {next?.isCancelled && !next.note ? (
            <span className="trust-cancelled">Cancelled</span>
          ) : null}
          {isOver ? <span className="trust-over">Over</span> : null}
          {next && !isOver ? <TrustLine line={next} today={today} /> : null}
        </p>
      </div>
      <div className="vc-save">
        <Save venue={venue} />
      </div>
      {/* The night's headcount, "+N more nights" and "We're coming" (above the card's link
          cover) share a line under the body and the star, so a phone's card stays short
          (decision 132). */}
      {live && (more > 0 || next.rsvpEventId) ? (
        <p className="vc-foot">
          {more > 0 ? <span className="vc-more">{nights(more)}</span> : null}
          {teams ? <span className="vc-teams">{teams}</span> : null}
          {next.rsvpEventId ? (
            <Coming line={next} venueName={venue.name} day={day} className="vc-coming" />
          ) : null}
        </p>
      ) : null}
    </article>
  );
}
