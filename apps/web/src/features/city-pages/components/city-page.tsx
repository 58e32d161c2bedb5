import { cityPageTitle, parseTriviaTab, type TriviaTab } from '@trivia/shared';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { SpinnerIcon } from '@/components/ui/icons.tsx';
import { paths } from '@/config/paths.ts';
import { TriviaList } from '@/features/finder/components/trivia-list.tsx';
import { readRadius, withParam } from '@/features/finder/utils/location-params.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useCityPlace } from '../api/get-city-place.ts';

/** A city page opens on This Week: the page a search engine keeps is not about one day (decision 025). */
const CITY_DEFAULT_TAB: TriviaTab = 'week';

function readCityTab(params: URLSearchParams): TriviaTab {
  const tab = params.get('tab');
  return tab ? parseTriviaTab(tab) : CITY_DEFAULT_TAB;
}

/**
 * `/trivia-near-{slug}` (spec §2): the trivia list for the place the slug names. The server
 * renders it with its data; React takes over here. Back returns to the previous page.
 */
export function CityPage({ slug, name }: { slug: string; name: string }) {
  const place = useCityPlace(slug);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const found = place.data?.place;
  useDocumentTitle(
    found || place.isPending ? cityPageTitle(name) : `We couldn't find ${name} | Trivia Near Me`,
  );

  if (place.isPending) {
    return (
      <main className="flex min-h-dvh items-center justify-center gap-3 text-muted">
        <SpinnerIcon />
        Finding {name}...
      </main>
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
  return (
    <TriviaList
      location={{ latitude: found.latitude, longitude: found.longitude, name: found.name }}
      date={found.today}
      tab={readCityTab(params)}
      radiusMiles={readRadius(params)}
      onTabChange={(tab) =>
        setParams(withParam(params, 'tab', tab === CITY_DEFAULT_TAB ? null : tab), {
          replace: true,
        })
      }
      onRadiusChange={(radius) =>
        setParams(withParam(params, 'radius', String(radius)), { replace: true })
      }
      onBack={() => {
        // The page someone came from — in the app, or a search result that linked here — else
        // the home page (opened from a bookmark or a new tab).
        if (location.key !== 'default' || document.referrer) void navigate(-1);
        else void navigate(paths.home);
      }}
    />
  );
}

function CityNotFound({ name, message }: { name: string; message: string | null }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-5 text-center">
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
    </main>
  );
}
