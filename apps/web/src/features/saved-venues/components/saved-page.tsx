import {
  CALENDAR_FEED_MAX_VENUES,
  type EventLine,
  eventLines,
  formatOccurrenceDate,
  formatTime,
  type IsoDate,
  paths,
} from '@trivia/shared';
import { Link } from 'react-router';
import { FollowButton } from '@/components/follow-venues/follow-button.tsx';
import { OfflineNote } from '@/components/trivia-list/offline-note.tsx';
import { TrustLine } from '@/components/trivia-list/trust-line.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useMenuDismiss } from '@/components/ui/disclosure-menu.tsx';
import { SpinnerIcon } from '@/components/ui/icons.tsx';
import { Main } from '@/components/ui/main.tsx';
import { SaveButton } from '@/components/ui/save-button.tsx';
import { OccurrencePill } from '@/components/ui/status-pill.tsx';
import { FeedSubscribeMenu } from '@/components/ui/subscribe-menu.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { type SavedVenue, useSavedVenues } from '@/lib/saved-venues.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useOnlineStatus } from '@/lib/use-online-status.ts';
import { type SavedVenueResult, useSavedVenueNights } from '../api/get-saved-venue.ts';

/** How many venues one follow request may name (`FollowInput`). */
const FOLLOW_MAX_VENUES = 100;

/** How many of a venue's next nights the Saved view lists. */
const NIGHTS_SHOWN = 4;

/** A venue's next nights, soonest first, every event together, each night once (as the list). */
function nextNights(result: SavedVenueResult): EventLine[] {
  const dates = [
    ...new Set(result.events.flatMap((event) => event.occurrences.map((night) => night.date))),
  ];
  // The venue's time zone dates its checks (decision 101).
  return eventLines({ events: result.events, timezone: result.venue?.timezone }, dates).slice(
    0,
    NIGHTS_SHOWN,
  );
}

/**
 * `/saved`: the venues saved on this device with their next nights and how sure each
 * is (the list's trust words), one calendar feed for all of them, and email about all of
 * them. Offline it shows what it last loaded, saying so.
 */
export function SavedPage() {
  useDocumentTitle('Saved venues | Trivia Near Me');
  const saved = useSavedVenues();
  const results = useSavedVenueNights(saved);
  const isOnline = useOnlineStatus();
  const cachedAt = results.find((result) => result.data?.servedFromCacheAt)?.data
    ?.servedFromCacheAt;
  const loadedAt = cachedAt ? new Date(cachedAt) : null;
  const feedIds = saved.slice(0, CALENDAR_FEED_MAX_VENUES).map((venue) => venue.id);
  useMenuDismiss();
  return (
    <Main className="mx-auto w-full max-w-3xl px-4 pt-4 pb-16 sm:px-6">
      <Link to={paths.home} className="text-sm text-link underline">
        Find trivia near you
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight">Saved venues</h1>
      <p className="mt-2 text-muted">
        Kept on this device. Tap a star to save a venue or to let it go.
      </p>
      {!isOnline || cachedAt ? <OfflineNote loadedAt={loadedAt} /> : null}

      {saved.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-border border-dashed bg-surface p-8 text-center">
          <h2 className="text-xl font-bold">No saved venues yet</h2>
          <p className="mt-2 text-muted">
            Save a venue with its star, in the trivia list or on its page.
          </p>
          <Link to={paths.home} className={`${buttonClasses('primary', 'md')} mt-4`}>
            Find trivia near you
          </Link>
        </div>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap gap-2">
            <FeedSubscribeMenu feedPath={paths.venuesCalendar(feedIds)}>
              Every saved venue's trivia nights in your calendar, kept up to date, cancellations
              included
              {saved.length > CALENDAR_FEED_MAX_VENUES
                ? ` (the first ${CALENDAR_FEED_MAX_VENUES} venues)`
                : ''}
              .
            </FeedSubscribeMenu>
            <FollowButton
              target={{
                venueIds: saved.slice(0, FOLLOW_MAX_VENUES).map((venue) => venue.id),
                name: saved.length === 1 ? (saved[0]?.name ?? '') : 'your saved venues',
              }}
            />
          </div>
          <h2 className="sr-only">Venues</h2>
          <ul className="mt-6 grid gap-4">
            {saved.map((venue, index) => (
              <li key={venue.id}>
                <SavedVenueCard venue={venue} result={results[index]} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Main>
  );
}

function SavedVenueCard({
  venue,
  result,
}: {
  venue: SavedVenue;
  result: ReturnType<typeof useSavedVenueNights>[number] | undefined;
}) {
  const data = result?.data;
  return (
    <article className="rounded-2xl border border-border bg-surface p-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-bold">
            <Link to={paths.venuePage(venue.slug)} className="hover:underline">
              {venue.name}
            </Link>
          </h3>
          {data?.venue ? <p className="mt-0.5 text-sm text-muted">{data.venue.address}</p> : null}
        </div>
        <SaveButton venue={venue} />
      </div>
      {!result || result.isPending ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted">
          <SpinnerIcon width={16} height={16} /> Loading its nights...
        </p>
      ) : result.isError ? (
        <p className="mt-3 text-sm text-danger">
          {errorMessage(result.error, 'Its nights could not be loaded.')}
        </p>
      ) : !data?.venue ? (
        <p className="mt-3 text-sm text-muted">This venue is no longer listed.</p>
      ) : (
        <NightList nights={nextNights(data)} today={data.today} />
      )}
    </article>
  );
}

function NightList({ nights, today }: { nights: EventLine[]; today: IsoDate }) {
  if (nights.length === 0) {
    return <p className="mt-3 text-sm text-muted">No trivia nights in the next four weeks.</p>;
  }
  return (
    <ul className="mt-3 divide-y divide-border border-border border-t">
      {nights.map((night) => (
        <li key={night.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
          <span
            className={`min-w-32 font-medium ${night.isCancelled ? 'text-muted line-through' : ''}`}
          >
            {formatOccurrenceDate(night.date)}
          </span>
          <span className={night.isCancelled ? 'text-muted line-through' : undefined}>
            {night.title} · {formatTime(night.startTime)}
          </span>
          {/* The list's trust words; a cancelled night its pill and the host's note. */}
          {night.isCancelled ? (
            <>
              <OccurrencePill status="cancelled" />
              {night.note ? <span>{night.note}</span> : null}
            </>
          ) : (
            <TrustLine line={night} today={today} />
          )}
        </li>
      ))}
    </ul>
  );
}
