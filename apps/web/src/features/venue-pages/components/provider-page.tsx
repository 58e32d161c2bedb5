import {
  type ProviderPageResponse,
  type ProviderVenue,
  type PublicProvider,
  plural,
  providerPageTitle,
} from '@trivia/shared';
import { Link } from 'react-router';
import { GlobeIcon } from '@/components/ui/action-icons.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useMenuDismiss } from '@/components/ui/disclosure-menu.tsx';
import { SpinnerIcon } from '@/components/ui/icons.tsx';
import { Main } from '@/components/ui/main.tsx';
import { FeedSubscribeMenu } from '@/components/ui/subscribe-menu.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useOrigin } from '@/lib/use-origin.ts';
import { useProviderPage } from '../api/get-provider-page.ts';
import { ShareButton } from './share-button.tsx';
import { websiteLabel } from './venue-location.tsx';
import { NightItem, venueNightLines } from './venue-nights.tsx';

/**
 * `/trivia-by-{slug}` (issue 33): a trivia provider's page — who it is, its website, one Subscribe
 * for all its nights, and each venue where it hosts (linking to the venue's page) with the next
 * four weeks of its own nights there, as the venue page lists them. The server renders it with its
 * data and its JSON-LD; React takes over here.
 */
export function ProviderPage({ slug }: { slug: string }) {
  const page = useProviderPage(slug);
  const provider = page.data?.provider;
  useDocumentTitle(
    provider
      ? providerPageTitle(provider)
      : page.isPending
        ? 'Trivia Near Me'
        : 'Trivia host not found | Trivia Near Me',
  );
  if (page.isPending) {
    return (
      <Main className="flex min-h-dvh items-center justify-center gap-3 text-muted">
        <SpinnerIcon />
        Loading the trivia host...
      </Main>
    );
  }
  if (page.isError || !provider) {
    return (
      <Main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-5 text-center">
        <h1 className="text-3xl font-bold text-balance">We couldn't find this trivia host</h1>
        <p className="mt-3 text-muted">
          {page.isError
            ? errorMessage(page.error, 'Please try again.')
            : 'It may have changed its name, or has no trivia nights listed right now. Search for trivia near you instead.'}
        </p>
        <Link to={paths.home} className={`${buttonClasses('primary', 'lg')} mt-8`}>
          Find trivia near you
        </Link>
      </Main>
    );
  }
  return <ProviderDetails page={{ ...page.data, provider }} />;
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
  const origin = useOrigin();
  const towns = townsOf(venues);
  useMenuDismiss();
  return (
    <Main className="mx-auto w-full max-w-5xl px-4 pt-4 pb-16 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <li>
            <Link to={paths.home} className="text-link underline">
              Home
            </Link>
          </li>
          <li aria-current="page">
            <span aria-hidden="true">› </span>
            {provider.name}
          </li>
        </ol>
      </nav>
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
        {provider.website ? (
          <a
            href={provider.website}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-link underline"
          >
            <GlobeIcon width={18} height={18} />
            {websiteLabel(provider.website)}
            <span className="sr-only"> (website, opens a new tab)</span>
          </a>
        ) : null}
      </header>
      <div className="mt-4 flex flex-wrap gap-2">
        <FeedSubscribeMenu feedPath={paths.providerCalendar(provider.slug)}>
          Every night by {provider.name} in your calendar, kept up to date, cancellations included.
        </FeedSubscribeMenu>
        <ShareButton
          title={providerPageTitle(provider)}
          url={`${origin}${paths.providerPage(provider.slug)}`}
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
    </Main>
  );
}

/** One venue of the provider's: its name linking to its page, where it is, and its nights. */
function VenueNightsOf({ entry }: { entry: ProviderVenue }) {
  const { venue, events } = entry;
  const { today } = entry;
  const lines = venueNightLines(events);
  const next = lines.find((line) => !line.isCancelled);
  const headingId = `venue-${venue.id}`;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="scroll-mt-4 text-xl font-bold">
        <Link to={paths.venuePage(venue.slug)} className="text-link underline">
          {venue.name}
        </Link>
      </h2>
      <p className="text-sm text-muted">{venue.address}</p>
      {lines.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-border border-dashed bg-surface p-4 text-muted">
          No trivia nights are listed here in the next four weeks.
        </p>
      ) : (
        <ul className="mt-3 grid gap-2.5">
          {lines.map((line) => (
            <NightItem
              key={line.key}
              venue={venue}
              line={line}
              today={today}
              isNext={line === next}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
