import {
  directionsUrl,
  formatFrequency,
  formatOccurrenceDate,
  formatPrize,
  formatTime,
  type NearbyEvent,
  type PublicVenue,
  syncedLabel,
  todayIn,
  venuePageTitle,
  venueTimeZone,
} from '@trivia/shared';
import { Link } from 'react-router';
import { DownloadIcon } from '@/components/ui/action-icons.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { CalendarSubscribe } from '@/components/ui/calendar-subscribe.tsx';
import { ClockIcon, DirectionsIcon, SpinnerIcon, TrophyIcon } from '@/components/ui/icons.tsx';
import { Main } from '@/components/ui/main.tsx';
import { SaveButton } from '@/components/ui/save-button.tsx';
import { OccurrencePill } from '@/components/ui/status-pill.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useOrigin } from '@/lib/use-origin.ts';
import { useVenuePage } from '../api/get-venue-page.ts';
import { ShareButton } from './share-button.tsx';

/**
 * `/trivia-at-{slug}` (issue 15): one venue's trivia nights for the next four weeks, with its
 * calendar feed, directions and a share button. The server renders it with its data (and the
 * JSON-LD search engines read); React takes over here.
 */
export function VenuePage({ slug }: { slug: string }) {
  const page = useVenuePage(slug);
  const venue = page.data?.venue;
  useDocumentTitle(
    venue
      ? venuePageTitle(venue)
      : page.isPending
        ? 'Trivia Near Me'
        : 'Venue not found | Trivia Near Me',
  );
  if (page.isPending) {
    return (
      <Main className="flex min-h-dvh items-center justify-center gap-3 text-muted">
        <SpinnerIcon />
        Loading the venue...
      </Main>
    );
  }
  if (page.isError || !venue) {
    return (
      <Main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-5 text-center">
        <h1 className="text-3xl font-bold text-balance">We couldn't find this venue</h1>
        <p className="mt-3 text-muted">
          {page.isError
            ? errorMessage(page.error, 'Please try again.')
            : 'It may have closed or changed its name. Search for trivia near you instead.'}
        </p>
        <Link to={paths.home} className={`${buttonClasses('primary', 'lg')} mt-8`}>
          Find trivia near you
        </Link>
      </Main>
    );
  }
  return <VenueDetails venue={venue} events={page.data.events} />;
}

function Breadcrumbs({ venue }: { venue: PublicVenue }) {
  return (
    <nav aria-label="Breadcrumb" className="pr-14 text-sm text-muted sm:pr-0">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link to={paths.home} className="text-link underline">
            Home
          </Link>
        </li>
        {venue.town?.stateName ? (
          <li aria-hidden="false">
            <span aria-hidden="true">› </span>
            {venue.town.stateName}
          </li>
        ) : null}
        {venue.town ? (
          <li>
            <span aria-hidden="true">› </span>
            <Link to={paths.cityPage(venue.town.citySlug)} className="text-link underline">
              {venue.town.name}
            </Link>
          </li>
        ) : null}
        <li aria-current="page">
          <span aria-hidden="true">› </span>
          {venue.name}
        </li>
      </ol>
    </nav>
  );
}

function VenueDetails({ venue, events }: { venue: PublicVenue; events: NearbyEvent[] }) {
  const photo = venue.photoUrl ?? `/venue-art/${venue.photoCategory}.svg`;
  const origin = useOrigin();
  return (
    <Main className="mx-auto w-full max-w-3xl px-4 pt-4 pb-16 sm:px-6">
      <Breadcrumbs venue={venue} />
      <header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        <img
          src={photo}
          alt=""
          width={120}
          height={120}
          className="size-30 shrink-0 rounded-2xl bg-surface-2 object-cover"
        />
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance">
            Trivia at <span className="text-accent">{venue.name}</span>
          </h1>
          <p className="mt-2 text-muted">{venue.address}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            {venue.latitude !== undefined && venue.longitude !== undefined ? (
              <a
                href={directionsUrl(venue.latitude, venue.longitude)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-border bg-surface px-4 text-sm font-semibold text-link hover:bg-surface-2"
              >
                <DirectionsIcon />
                Directions
                <span className="sr-only"> to {venue.name} (opens a new tab)</span>
              </a>
            ) : null}
            <SaveButton venue={venue} />
            <ShareButton
              title={venuePageTitle(venue)}
              url={`${origin}${paths.venuePage(venue.slug)}`}
            />
          </div>
        </div>
      </header>

      <CalendarSubscribe
        id="subscribe-heading"
        heading="Subscribe"
        linkLabel="Subscribe in your calendar app"
        feedPath={paths.venueCalendar(venue.slug)}
      >
        Keep {venue.name}'s trivia nights in your calendar, cancellations included.
      </CalendarSubscribe>

      <section aria-labelledby="nights-heading" className="mt-8">
        <h2 id="nights-heading" className="text-2xl font-bold">
          Trivia nights
        </h2>
        {events.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-border border-dashed bg-surface p-6 text-muted">
            No trivia nights are listed here right now.
          </p>
        ) : (
          <ul className="mt-3 grid gap-4">
            {events.map((event) => (
              <li key={event.id}>
                <EventSection venue={venue} event={event} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Main>
  );
}

function EventSection({ venue, event }: { venue: PublicVenue; event: NearbyEvent }) {
  const time = event.endTime
    ? `${formatTime(event.startTime)} – ${formatTime(event.endTime)}`
    : formatTime(event.startTime);
  return (
    <article className="rounded-2xl border border-border bg-surface p-4">
      <h3 className="text-lg font-bold">{event.title}</h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted">
        <ClockIcon />
        <span>{event.dayOfWeek}</span>
        <span aria-hidden="true">·</span>
        <span>{time}</span>
        <span aria-hidden="true">·</span>
        <span>{formatFrequency(event.frequency)}</span>
      </p>
      <p className="mt-1 flex items-center gap-2 text-sm">
        <TrophyIcon className="text-accent" />
        <span>{formatPrize(event.prizeAmount ?? null, event.prizeDescription ?? null)}</span>
      </p>
      {event.providerName ? (
        <p className="mt-1 text-xs text-muted">Hosted by {event.providerName}</p>
      ) : null}
      <SyncedLine venue={venue} event={event} />
      <h4 className="mt-4 text-sm font-semibold">Next four weeks</h4>
      {event.occurrences.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No nights in the next four weeks.</p>
      ) : (
        <ul className="mt-2 divide-y divide-border">
          {event.occurrences.map((night) => (
            <li
              key={night.date}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
              data-night={night.date}
            >
              <span
                className={`min-w-36 font-medium ${night.status === 'cancelled' ? 'text-muted line-through' : ''}`}
              >
                {formatOccurrenceDate(night.date)}
              </span>
              <OccurrencePill status={night.status} />
              {/* Issue 14 puts the night's freshness label and "Report a problem" here. */}
              <a
                href={paths.venueCalendar(venue.slug, `${event.id}_${night.date}`)}
                download
                className="ml-auto inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-link underline"
              >
                <DownloadIcon width={16} height={16} />
                Add to calendar
                <span className="sr-only">
                  : {event.title}, {formatOccurrenceDate(night.date)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** Issue 30 §7: a listing kept by its provider's feed says so, while the feed reads well. */
function SyncedLine({ venue, event }: { venue: PublicVenue; event: NearbyEvent }) {
  const label = syncedLabel({
    feedSyncedOn: event.feedSyncedOn,
    feedSource: event.providerName,
    today: todayIn(venueTimeZone(venue.timezone)),
  });
  return label ? <p className="trust-synced mt-1 text-sm">{label}</p> : null;
}
