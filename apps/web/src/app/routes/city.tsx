import {
  CITY_PAGE_PATTERN,
  cityNameFromSlug,
  PROVIDER_PAGE_PATTERN,
  VENUE_PAGE_PATTERN,
} from '@trivia/shared';
import { useParams } from 'react-router';
import { CityPage } from '@/features/city-pages/components/city-page.tsx';
import { ProviderPage } from '@/features/venue-pages/components/provider-page.tsx';
import { VenuePage } from '@/features/venue-pages/components/venue-page.tsx';
import { NotFoundPage } from '../not-found.tsx';

/**
 * One-segment paths: `/trivia-near-{slug}` is a city page, `/trivia-at-{slug}` a venue page,
 * `/trivia-by-{slug}` a provider's page, anything else is not found.
 */
export function CityRoute() {
  const { page = '' } = useParams();
  const venueSlug = VENUE_PAGE_PATTERN.exec(`/${page}`)?.[1];
  if (venueSlug) return <VenuePage key={venueSlug} slug={venueSlug} />;
  const providerSlug = PROVIDER_PAGE_PATTERN.exec(`/${page}`)?.[1];
  if (providerSlug) return <ProviderPage key={providerSlug} slug={providerSlug} />;
  const slug = CITY_PAGE_PATTERN.exec(`/${page}`)?.[1];
  if (!slug || slug === 'me') return <NotFoundPage />;
  return <CityPage key={slug} slug={slug} name={cityNameFromSlug(slug)} />;
}
