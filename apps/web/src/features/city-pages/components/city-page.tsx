import { cityPageTitle } from '@trivia/shared';
import { use } from 'react';
import { Link } from 'react-router';
import { CardControlsContext } from '@/components/trivia-list/card-controls.tsx';
import { TriviaList } from '@/components/trivia-list/trivia-list.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { SpinnerIcon } from '@/components/ui/icons.tsx';
import { Main } from '@/components/ui/main.tsx';
import { paths } from '@/config/paths.ts';
import { IslandsPage } from '@/islands/island.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useGoBack } from '@/lib/go-back.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useCityPlace } from '../api/get-city-place.ts';
import { CityFeedMenu } from './city-feed-menu.tsx';
import { cityListIslands, ISLAND_CARD_CONTROLS } from './city-islands.tsx';

/**
 * `/trivia-near-{slug}` (spec §2): the trivia list for the place the slug names. The server
 * renders it with its data; React takes over here.
 */
export function CityPage({ slug, name }: { slug: string; name: string }) {
  const place = useCityPlace(slug);
  const isIslandsPage = use(IslandsPage);
  const goBack = useGoBack(paths.home);
  const found = place.data?.place;
  useDocumentTitle(
    found || place.isPending ? cityPageTitle(name) : `We couldn't find ${name} | Trivia Near Me`,
  );

  if (place.isPending) {
    return (
      <Main className="flex min-h-dvh items-center justify-center gap-3 text-muted">
        <SpinnerIcon />
        Finding {name}...
      </Main>
    );
  }
  if (place.isError || !found) {
    return (
      <CityNotFound
        name={name}
        message={place.isError ? errorMessage(place.error, 'Please try again.') : null}
      />
    );
  }
  const location = { latitude: found.latitude, longitude: found.longitude, name: found.name };
  const list = (
    <TriviaList
      location={location}
      date={found.today}
      // This Week: the page a search engine keeps is not about one day (decision 025).
      defaultTab="week"
      // Spec §2: Back returns to the previous page — of this site; else the home page.
      backTo={paths.home}
      onBack={goBack}
      actions={<CityFeedMenu slug={slug} name={found.name} isIsland={isIslandsPage} />}
      islands={isIslandsPage ? cityListIslands(location) : undefined}
    />
  );
  // Sent as a page of islands, the list is the server's and only its controls hydrate (decision
  // 213); in the whole app (reached inside it) the list is the app's.
  return isIslandsPage ? (
    <CardControlsContext value={ISLAND_CARD_CONTROLS}>{list}</CardControlsContext>
  ) : (
    list
  );
}

function CityNotFound({ name, message }: { name: string; message: string | null }) {
  return (
    <Main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-5 text-center">
      <h1 className="text-3xl font-bold text-balance">We couldn't find {name}</h1>
      <p className="mt-3 text-muted">
        {message ??
          'We don’t know a town or ZIP code by that name. Search for your city or ZIP code instead.'}
      </p>
      <Link to={`${paths.home}?manual=1`} className={`${buttonClasses('primary', 'lg')} mt-8`}>
        Search for a city or ZIP
      </Link>
      <Link to={paths.home} className="mt-4 font-semibold text-accent underline">
        Go to the home page
      </Link>
    </Main>
  );
}
