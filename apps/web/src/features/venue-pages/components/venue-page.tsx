import { type PublicVenue, type VenuePageResponse, venuePageTitle } from '@trivia/shared';
import { Link } from 'react-router';
import { FollowButton } from '@/components/follow-venues/follow-button.tsx';
import { useMenuDismiss } from '@/components/ui/disclosure-menu.tsx';
import { Main } from '@/components/ui/main.tsx';
import { SaveButton } from '@/components/ui/save-button.tsx';
import { ShareButton } from '@/components/ui/share-button.tsx';
import { paths } from '@/config/paths.ts';
import { Island } from '@/islands/island.tsx';
import { useVenuePage } from '../api/get-venue-page.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { SubscribeMenu } from './calendar-menus.tsx';
import { SlugPage } from './slug-page.tsx';
import { VenueAbout } from './venue-about.tsx';
import { VenueLocation } from './venue-location.tsx';
import { VenueNearby } from './venue-nearby.tsx';
import { VenueNights, venueNightLines } from './venue-nights.tsx';
import { VenueResults } from './venue-results.tsx';
import { VenueStandings } from './venue-standings.tsx';

/**
 * `/trivia-at-{slug}`: one venue's trivia nights for the next four weeks first,
 * each with its Add to calendar menu; one Subscribe for the venue; what the trivia is, with Report
 * a problem; where it is (a map card, Directions, phone, website); and more trivia nearby. The
 * server renders it with its data (and the JSON-LD search engines read); React takes over here.
 */
export function VenuePage({ slug }: { slug: string }) {
  const page = useVenuePage(slug);
  return (
    <SlugPage
      page={page}
      found={page.data?.venue}
      title={venuePageTitle}
      loading="Loading the venue..."
      notFound={{
        title: 'Venue not found | Trivia Near Me',
        heading: "We couldn't find this venue",
        hint: 'It may have closed or changed its name. Search for trivia near you instead.',
      }}
    >
      {(venue, data) => <VenueDetails page={{ ...data, venue }} />}
    </SlugPage>
  );
}

/** Home › the state › the town (its city page) › the venue. */
function VenueBreadcrumbs({ venue }: { venue: PublicVenue }) {
  return (
    <Breadcrumbs current={venue.name}>
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
    </Breadcrumbs>
  );
}

function VenueDetails({ page }: { page: VenuePageResponse & { venue: PublicVenue } }) {
  const { venue, events, nearby, today } = page;
  // An answer kept offline from before provider pages has no providers.
  const providers = page.providers ?? [];
  const photo = venue.photoUrl ?? `/venue-art/${venue.photoCategory}.svg`;
  // What the server judges (no clock): the nights' own list is judged again in the browser.
  const lines = venueNightLines(events, venue.timezone);
  useMenuDismiss();
  return (
    <Main className="mx-auto w-full max-w-5xl px-4 pt-4 pb-16 sm:px-6">
      <VenueBreadcrumbs venue={venue} />
      <header className="mt-4 flex items-start gap-4">
        <img
          src={photo}
          alt=""
          width={72}
          height={72}
          className="size-18 shrink-0 rounded-2xl bg-surface-2 object-cover"
        />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
            Trivia at <span className="text-accent">{venue.name}</span>
          </h1>
          <p className="mt-1 text-sm text-muted">{venue.address}</p>
          {providers.length > 0 ? (
            <p className="mt-1 text-sm">
              Hosted by{' '}
              {providers.map((provider, index) => (
                <span key={provider.slug}>
                  {index > 0 ? ' and ' : ''}
                  <Link
                    to={paths.providerPage(provider.slug)}
                    className="font-semibold text-link underline"
                  >
                    {provider.name}
                  </Link>
                </span>
              ))}
            </p>
          ) : null}
        </div>
      </header>
      <div className="mt-4 flex flex-wrap gap-2">
        <SubscribeMenu feedPath={paths.venueCalendar(venue.slug)} every={`at ${venue.name}`} />
        <Island
          name="save"
          component={SaveButton}
          props={{ venue: { id: venue.id, slug: venue.slug, name: venue.name } }}
        />
        <Island
          name="share"
          component={ShareButton}
          props={{ title: venuePageTitle(venue), path: paths.venuePage(venue.slug) }}
        />
        <Island
          name="follow"
          component={FollowButton}
          props={{ target: { venueIds: [venue.id], name: venue.name } }}
        />
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-8">
          <VenueNights venue={venue} events={events} today={today} />
          <VenueResults results={page.results ?? []} />
          <VenueStandings standings={page.standings ?? []} />
          <VenueAbout
            venue={venue}
            events={events}
            lines={lines}
            today={today}
            providers={providers}
          />
        </div>
        <div className="grid content-start gap-8">
          <VenueLocation venue={venue} nearby={nearby} />
          <VenueNearby nearby={nearby} today={today} />
        </div>
      </div>
    </Main>
  );
}
