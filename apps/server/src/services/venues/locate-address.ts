import { loadGazetteer } from '../../geo/load-gazetteer.ts';
import { timezoneAt } from '../../geo/timezone.ts';

export interface Location {
  latitude: number;
  longitude: number;
  timezone: string;
}

const ZIP = /\b(\d{5})(?:-\d{4})?\s*$/;
const CITY_STATE = /([^,]+),\s*([A-Za-z][A-Za-z .]+?)\.?\s*(?:\d{5}(?:-\d{4})?)?\s*$/;

/**
 * Where a venue's address is, from the offline gazetteer: its ZIP code when it ends with one
 * (most precise), else its "City, ST". Street-level precision is not available offline; a ZIP's
 * centre is within a mile or two of any address in it. Null when neither can be found — the form
 * then asks for latitude and longitude.
 */
export async function locateAddress(address: string): Promise<Location | null> {
  const gazetteer = await loadGazetteer();
  const zip = ZIP.exec(address)?.[1];
  const cityState = CITY_STATE.exec(
    address.replace(ZIP, '').replace(/,\s*(USA|United States)\s*$/i, ''),
  );
  const queries = [zip, cityState ? `${cityState[1]?.trim()}, ${cityState[2]?.trim()}` : undefined];
  for (const query of queries) {
    if (!query) continue;
    const [place] = gazetteer.search(query, 1);
    if (!place) continue;
    if (zip && query === zip && place.address?.postcode !== zip) continue;
    const latitude = Number(place.lat);
    const longitude = Number(place.lon);
    return { latitude, longitude, timezone: timezoneAt(latitude, longitude) };
  }
  return null;
}
