import {
  type ProviderPageResponse,
  type ProviderVenue,
  type PublicProvider,
  plural,
  providerPageTitle,
} from '@trivia/shared';
import { Link } from 'react-router';
import { useMenuDismiss } from '@/components/ui/disclosure-menu.tsx';
import { Main } from '@/components/ui/main.tsx';
import { ShareButton } from '@/components/ui/share-button.tsx';
import { paths } from '@/config/paths.ts';
import { Island } from '@/islands/island.tsx';
import { useProviderPage } from '../api/get-provider-page.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { SubscribeMenu } from './calendar-menus.tsx';
import { SlugPage } from './slug-page.tsx';
import { NightsIsland } from './venue-nights.tsx';
import { VenueStandings } from './venue-standings.tsx';
import { WebsiteLink } from './website-link.tsx';

/**
 * `/trivia-by-{slug}`: a trivia provider's page — who it is, its website, one Subscribe
 * for all its nights, and each venue where it hosts (linking to the venue's page) with the next
 * four weeks of its own nights there, as the venue page lists them. The server renders it with its
 * data and its JSON-LD; React takes over here.
 */
export function ProviderPage({ slug }: { slug: string }) {
  const page = useProviderPage(slug);
  return (
    <SlugPage
      page={page}
      found={page.data?.provider}
      title={providerPageTitle}
      loading="Loading the trivia host..."
      notFound={{
        title: 'Trivia host not found | Trivia Near Me',
        heading: "We couldn't find this trivia host",
        hint: 'It may have changed its name, or has no trivia nights listed right now. Search for trivia near you instead.',
      }}
    >
      {(provider, data) => <ProviderDetails page={{ ...data, provider }} />}
    </SlugPage>
  );
}

function townsOf(venues: readonly ProviderVenue[]): string[] {
  return [
    ...new Set(
      venues.flatMap(({ venue }) =>
        venue.town ? [`${venue.town.name}, ${venue.town.stateCode}`] : [],
      ),
    ),
  ];
}

function ProviderDetails({ page }: { page: ProviderPageResponse & { provider: PublicProvider } }) {
  const { provider, venues } = page;
  const towns = townsOf(venues);
  useMenuDismiss();
  return (
    <Main className="mx-auto w-full max-w-5xl px-4 pt-4 pb-16 sm:px-6">
      <Breadcrumbs current={provider.name} />
      <header className="mt-4">
        <h1 className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
          Trivia by <span className="text-accent">{provider.name}</span>
        </h1>
        <p className="mt-1 text-sm text-muted">
          {plural(venues.length, 'venue')}
          {towns.length > 0 ? ` in ${towns.join(' · ')}` : ''}
        </p>
        {provider.description ? (
          <p className="mt-3 max-w-prose whitespace-pre-line">{provider.description}</p>
        ) : null}
        {provider.website ? <WebsiteLink url={provider.website} className="mt-2" /> : null}
      </header>
      <div className="mt-4 flex flex-wrap gap-2">
        <SubscribeMenu
          feedPath={paths.providerCalendar(provider.slug)}
          every={`by ${provider.name}`}
        />
        <Island
          name="share"
          component={ShareButton}
          props={{ title: providerPageTitle(provider), path: paths.providerPage(provider.slug) }}
        />
      </div>
      <p className="mt-6 text-sm text-muted">
        Their trivia nights for the next four weeks, by venue.
      </p>
      {venues.length > 1 ? (
        <nav aria-label="Venues" className="mt-2">
          <ul className="flex flex-wrap gap-2">
            {venues.map(({ venue }) => (
              <li key={venue.id}>
                <a
                  href={`#venue-${venue.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-border bg-surface px-3.5 text-sm font-semibold hover:border-accent"
                >
                  {venue.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        {venues.map((entry) => (
          <VenueNightsOf key={entry.venue.id} entry={entry} />
        ))}
      </div>
      {page.standings && page.standings.length > 0 ? (
        <div className="mt-8">
          <VenueStandings standings={page.standings} />
        </div>
      ) : null}
    </Main>
  );
}

/** One venue of the provider's: its name linking to its page, where it is, and its nights. */
function VenueNightsOf({ entry }: { entry: ProviderVenue }) {
  const { venue, events, today } = entry;
  const headingId = `venue-${venue.id}`;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="scroll-mt-4 text-xl font-bold">
        <Link to={paths.venuePage(venue.slug)} className="text-link underline">
          {venue.name}
        </Link>
      </h2>
      <p className="text-sm text-muted">{venue.address}</p>
      <NightsIsland venue={venue} events={events} today={today} isCompact />
    </section>
  );
}
