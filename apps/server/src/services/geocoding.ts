import {
  AUTOCOMPLETE,
  citySlug,
  type Place,
  type PlaceSearchQuery,
  type ReverseGeocodeResponse,
} from '@trivia/shared';
import type { Gazetteer } from '../geo/gazetteer.ts';
import { loadGazetteer } from '../geo/load-gazetteer.ts';
import { AppError } from '../lib/app-error.ts';

async function gazetteer(): Promise<Gazetteer> {
  try {
    return await loadGazetteer();
  } catch (error) {
    throw new AppError('UNAVAILABLE', 'Place search is not available right now.', {
      cause: error,
    });
  }
}

/**
 * The autocomplete's place search (spec §7), answered from the offline gazetteer in Nominatim's
 * shape. Fewer than 2 characters, or countries other than the US, find nothing.
 */
export async function searchPlaces({ query }: { query: PlaceSearchQuery }): Promise<Place[]> {
  const text = query.q.trim();
  if (text.length < AUTOCOMPLETE.minChars) return [];
  const countries = query.countrycodes?.toLowerCase().split(',');
  if (countries && !countries.includes('us')) return [];
  const places = (await gazetteer()).search(text, query.limit);
  if (query.addressdetails === '1') return [...places];
  return places.map(({ address: _address, ...place }) => place);
}

/**
 * The city page of the best match for what someone typed (`/find`, decision 093): a ZIP code's
 * own page, else the town's (`nashville-tn`); null when nothing matches.
 */
export async function placeSlugFor({ text }: { text: string }): Promise<string | null> {
  const [best] = await searchPlaces({
    query: { q: text, format: 'json', limit: 1, countrycodes: 'us', addressdetails: '1' },
  });
  if (!best) return null;
  const { address } = best;
  if (address?.postcode && best.type === 'postcode') return address.postcode;
  const town = address?.city ?? address?.town ?? address?.village ?? best.name;
  const state = address?.['ISO3166-2-lvl4']?.replace(/^US-/, '');
  return town && state ? citySlug(town, state) : null;
}

/** The town for a position, as 'City, ST', or null when none lies within 50 miles. */
export async function reverseGeocode({
  latitude,
  longitude,
}: {
  latitude: number;
  longitude: number;
}): Promise<ReverseGeocodeResponse> {
  return { name: (await gazetteer()).reverse(latitude, longitude) };
}
