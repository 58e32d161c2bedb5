import {
  type EventLine,
  formatDistance,
  formatOccurrenceDate,
  formatTime,
  type IsoDate,
  type ListedVenue,
  nextLine,
  paths,
  prizeText,
  relativeDay,
} from '@trivia/shared';
import { type RefObject, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { nearestCard } from './map-search-area.ts';

/** How long the tray rests before the card in its middle counts as chosen (ms). */
const SETTLE_MS = 120;

export interface MapTrayProps {
  items: ListedVenue[];
  /** This Week says each night's date; Today and Tomorrow say "Tonight" / "Tomorrow". */
  showDates: boolean;
  today: IsoDate;
  activeId: string | undefined;
  /** The visitor brought another card to the middle of the tray (by swiping or scrolling). */
  onSwipe: (venueId: string) => void;
  trayRef: RefObject<HTMLUListElement | null>;
}

function when(line: EventLine, showDates: boolean, today: IsoDate): string {
  const day = showDates ? formatOccurrenceDate(line.date) : relativeDay(line.date, today);
  return `${day} ${formatTime(line.startTime)}`;
}

/**
 * The card a marker asked the tray to scroll to, and when: until the tray gets there, the cards it
 * passes are not chosen (on a slow phone a smooth scroll can rest between frames).
 */
const scrollingTo = new WeakMap<HTMLElement, { venueId: string; since: number }>();
/** After this long, a swipe of the visitor's own counts again (ms). */
const SCROLL_TO_MS = 1500;

/** Scrolls the tray so that a venue's card is in its middle (and the tray in the viewport). */
export function showCard(tray: HTMLUListElement | null, venueId: string) {
  const card = tray?.querySelector<HTMLElement>(`[data-venue-id="${CSS.escape(venueId)}"]`);
  if (!tray || !card) return;
  scrollingTo.set(tray, { venueId, since: performance.now() });
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  card.scrollIntoView({ inline: 'center', block: 'nearest', behavior: smooth ? 'smooth' : 'auto' });
}

/**
 * The map's tray (decision 121): a row of small cards over the bottom of the map, one
 * per venue in list order, that snaps card by card. The card in the middle is the chosen venue,
 * whose marker the map highlights; choosing a marker brings its card to the middle.
 */
export function MapTray({ items, showDates, today, activeId, onSwipe, trayRef }: MapTrayProps) {
  const onSwipeRef = useRef(onSwipe);
  onSwipeRef.current = onSwipe;

  useEffect(() => {
    const tray = trayRef.current;
    if (!tray) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the scroll settles, not on each frame: a marker's card scrolled to smoothly does not
    // choose every card it passes.
    const settle = () => {
      const box = tray.getBoundingClientRect();
      const cards = [...tray.querySelectorAll<HTMLElement>('[data-venue-id]')];
      const index = nearestCard(
        cards.map((card) => {
          const rect = card.getBoundingClientRect();
          return { left: rect.left, width: rect.width };
        }),
        box.left + box.width / 2,
      );
      const id = cards[index]?.dataset.venueId;
      const target = scrollingTo.get(tray);
      if (target && performance.now() - target.since < SCROLL_TO_MS && target.venueId !== id) {
        return;
      }
      scrollingTo.delete(tray);
      if (id) onSwipeRef.current(id);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, SETTLE_MS);
    };
    // The visitor's own hand on the tray ends a marker's scroll.
    const onTouch = () => scrollingTo.delete(tray);
    const inputs = ['pointerdown', 'touchstart', 'wheel'] as const;
    tray.addEventListener('scroll', onScroll, { passive: true });
    for (const input of inputs) tray.addEventListener(input, onTouch, { passive: true });
    return () => {
      clearTimeout(timer);
      tray.removeEventListener('scroll', onScroll);
      for (const input of inputs) tray.removeEventListener(input, onTouch);
    };
  }, [trayRef]);

  return (
    <ul ref={trayRef} className="map-tray" aria-label="Venues on the map">
      {items.map(({ venue, lines }) => {
        const night = nextLine(lines);
        const more = lines.length - 1;
        return (
          <li
            key={venue.id}
            data-venue-id={venue.id}
            data-active={venue.id === activeId ? '' : undefined}
            className="map-card"
          >
            <h3 className="map-card-name">
              <Link to={paths.venuePage(venue.slug)} discover="none" className="map-card-link">
                {venue.name}
              </Link>
            </h3>
            <p className="map-card-when">
              <span className="map-card-distance">
                {formatDistance(venue.distanceMiles)}
                <span className="sr-only"> away</span>
              </span>
              {night ? (
                <span>
                  {when(night, showDates, today)}
                  {night.hasEnded && !night.isCancelled ? ' · Over' : ''}
                </span>
              ) : null}
            </p>
            {night ? (
              <p className="map-card-more">
                {prizeText(night.prize)}
                {more > 0 ? ` · +${more} more ${more === 1 ? 'night' : 'nights'}` : ''}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
