import { haversineMiles, type Place, REVERSE_GEOCODE_MAX_MILES, US_STATES } from '@trivia/shared';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { type GazetteerData, normalizePlaceName } from './gazetteer-data.ts';
import { lowerBound, lowerBoundNumber } from './sorted-search.ts';

/**
 * Offline US geocoding (DESIGN.md "Public search"): place search for the autocomplete and the
 * nearest town for a position. Everything is in memory; a search is a binary search and a short
 * scan, a reverse lookup a k-d tree walk.
 */

/** Abbreviated and spelled-out forms of the same word both find a town ("St Louis", "Saint Louis"). */
const WORD_VARIANTS: [RegExp, string][] = [
  [/\bst\b/g, 'saint'],
  [/\bsaint\b/g, 'st'],
  [/\bste\b/g, 'sainte'],
  [/\bsainte\b/g, 'ste'],
  [/\bmt\b/g, 'mount'],
  [/\bmount\b/g, 'mt'],
  [/\bft\b/g, 'fort'],
  [/\bfort\b/g, 'ft'],
];

/** How well a name matches what was typed; multiplies the population in the ranking. */
const EXACT = 2;
const WHOLE_WORDS = 1.2;
const PREFIX = 1;

const KM_PER_MILE = 1.609344;
/** Place ids of ZIPs, and of towns known only by their ZIP codes (no GeoNames id). */
const ZIP_PLACE_ID_BASE = 900_000_000;
const ZIP_TOWN_PLACE_ID_BASE = 800_000_000;

/** How many search answers are kept (a few MB at most). */
const RECENT_SEARCHES = 2_000;

const STATE_CODES = Object.keys(US_STATES);
const NORMALIZED_STATE_NAMES = new Map(
  STATE_CODES.map((code) => [code, normalizePlaceName(US_STATES[code] ?? '')]),
);

/** A town (or a ZIP's centre) and where it is. */
export interface TownPoint {
  name: string;
  stateCode: string;
  latitude: number;
  longitude: number;
}

interface Candidate {
  town: number;
  score: number;
}

export class Gazetteer {
  readonly #names: string[];
  readonly #states: string;
  readonly #latitudes: Float64Array;
  readonly #longitudes: Float64Array;
  readonly #populations: Uint32Array;
  readonly #weights: Float32Array;
  readonly #ids: Uint32Array;
  /** Normalized name forms, sorted, and the town each belongs to. */
  readonly #keys: string[];
  readonly #keyTown: Uint32Array;
  /** ZIP codes as numbers (sorted), so that a prefix is a numeric range. */
  readonly #zipCodes: Int32Array;
  readonly #zipTowns: Uint32Array;
  readonly #zipTownNames: string[];
  readonly #zipStates: string;
  readonly #zipLatitudes: Float64Array;
  readonly #zipLongitudes: Float64Array;
  /** Towns with a population, for reverse geocoding. */
  readonly #index: KDBush;
  /** The answers to recent searches, least recently used first. */
  readonly #recent = new Map<string, readonly Place[]>();
  readonly #indexTown: Uint32Array;

  constructor({ towns, zips }: GazetteerData) {
    this.#names = towns.names.split('\n');
    this.#states = towns.states;
    this.#latitudes = Float64Array.from(towns.latitudes);
    this.#longitudes = Float64Array.from(towns.longitudes);
    this.#populations = Uint32Array.from(towns.populations);
    this.#weights = Float32Array.from(towns.weights);
    this.#ids = Uint32Array.from(towns.ids);

    const forms: string[] = [];
    const formTowns: number[] = [];
    this.#names.forEach((name, town) => {
      const key = normalizePlaceName(name);
      forms.push(key);
      formTowns.push(town);
      for (const [pattern, replacement] of WORD_VARIANTS) {
        const variant = key.replace(pattern, replacement);
        if (variant !== key) {
          forms.push(variant);
          formTowns.push(town);
        }
      }
    });
    const order = Array.from(forms.keys()).sort((a, b) => {
      const keyA = forms[a] ?? '';
      const keyB = forms[b] ?? '';
      return keyA < keyB ? -1 : keyA > keyB ? 1 : a - b;
    });
    this.#keys = order.map((at) => forms[at] ?? '');
    this.#keyTown = Uint32Array.from(order, (at) => formTowns[at] ?? 0);

    this.#zipCodes = Int32Array.from({ length: zips.codes.length / 5 }, (_, at) =>
      Number(zips.codes.slice(at * 5, at * 5 + 5)),
    );
    this.#zipTowns = Uint32Array.from(zips.towns);
    this.#zipTownNames = zips.townNames.split('\n');
    this.#zipStates = zips.states;
    this.#zipLatitudes = Float64Array.from(zips.latitudes);
    this.#zipLongitudes = Float64Array.from(zips.longitudes);

    const populated: number[] = [];
    this.#populations.forEach((population, town) => {
      if (population > 0) populated.push(town);
    });
    this.#index = new KDBush(Math.max(1, populated.length));
    for (const town of populated) {
      this.#index.add(this.#longitudes[town] ?? 0, this.#latitudes[town] ?? 0);
    }
    this.#index.finish();
    this.#indexTown = Uint32Array.from(populated);
  }

  get size(): { towns: number; zips: number } {
    return { towns: this.#names.length, zips: this.#zipCodes.length };
  }

  /**
   * Places matching what someone typed: a ZIP or the start of one (in ZIP order, so an exact ZIP
   * comes first), or a town: "spring", "Portland, OR", "portland or", "St. Louis, Missouri".
   * Towns rank by population, weighted by how well the name matches and by the kind of town.
   */
  search(query: string, limit: number): readonly Place[] {
    // People type the same prefixes ("nas", "chi", "san"): answers are cached, and never change.
    const key = `${limit}|${query.trim().toLowerCase()}`;
    const cached = this.#recent.get(key);
    if (cached) {
      this.#recent.delete(key);
      this.#recent.set(key, cached);
      return cached;
    }
    const places = Object.freeze(this.#search(query, limit));
    this.#recent.set(key, places);
    if (this.#recent.size > RECENT_SEARCHES) {
      const oldest = this.#recent.keys().next().value;
      if (oldest !== undefined) this.#recent.delete(oldest);
    }
    return places;
  }

  #search(query: string, limit: number): Place[] {
    const digits = /^\s*(\d{2,5})(?:[\s-]*\d{0,4})?\s*$/.exec(query);
    if (digits?.[1]) return this.#searchZips(digits[1], limit);

    const [townPart = '', ...rest] = query.split(',');
    const town = normalizePlaceName(townPart);
    if (!town) return [];
    if (rest.length > 0) {
      // After a comma, the start of a state's name or its code: "portland, or", "helena, mont".
      const state = normalizePlaceName(rest.join(' ')).replace(/\s*\d+$/, '');
      return this.#rank(this.#matchTowns(town, this.#statesStartingWith(state)), limit);
    }

    // Without a comma, a trailing state code or name ("portland or", "saint paul minnesota")
    // narrows the towns; those come first, then the whole text as a name ("new york").
    const words = town.split(' ');
    const narrowed: Candidate[] = [];
    for (let tail = 1; tail <= Math.min(3, words.length - 1); tail += 1) {
      const states = this.#statesNamed(words.slice(-tail).join(' '));
      if (states.size > 0)
        narrowed.push(...this.#matchTowns(words.slice(0, -tail).join(' '), states));
    }
    const first = this.#rank(narrowed, limit);
    const seen = new Set(first.map((place) => place.place_id));
    const whole = this.#rank(this.#matchTowns(town, null), limit).filter(
      (place) => !seen.has(place.place_id),
    );
    return [...first, ...whole].slice(0, limit);
  }

  /**
   * The place a city page's slug names: a ZIP ("60601"), or a town whose whole name is
   * the slug's words, in the state when the slug ends with a state code ("franklin-tn"); the most
   * populous such town. Prefixes do not count: "nash" is not Nashville.
   */
  findBySlug(slug: string): TownPoint | null {
    if (/^\d{5}$/.test(slug)) {
      const code = Number(slug);
      const at = lowerBoundNumber(this.#zipCodes, code);
      if (this.#zipCodes[at] !== code) return null;
      return {
        name: slug,
        stateCode: this.#zipStates.slice(at * 2, at * 2 + 2),
        latitude: this.#zipLatitudes[at] ?? 0,
        longitude: this.#zipLongitudes[at] ?? 0,
      };
    }
    const words = slug.split('-');
    const last = (words.at(-1) ?? '').toUpperCase();
    const state = words.length > 1 && last in US_STATES ? last : null;
    const name = (state ? words.slice(0, -1) : words).join(' ');
    let best = -1;
    for (let at = lowerBound(this.#keys, name); this.#keys[at] === name; at += 1) {
      const town = this.#keyTown[at] ?? 0;
      if (state && this.#stateOf(town) !== state) continue;
      if (best < 0 || (this.#populations[town] ?? 0) > (this.#populations[best] ?? 0)) best = town;
    }
    return best < 0 ? null : this.#townPoint(best);
  }

  /** Every town's and ZIP's position as `latitude,longitude`, made on first use. */
  #placePositions: Set<string> | null = null;

  /**
   * Whether a town or ZIP of the gazetteer is exactly at this position: a search from a named
   * place (an autocomplete pick, a city page) asks with its numbers as the gazetteer writes them.
   */
  isPlaceAt(latitude: number, longitude: number): boolean {
    if (!this.#placePositions) {
      const positions = new Set<string>();
      for (const [town, at] of this.#latitudes.entries()) {
        positions.add(`${at},${this.#longitudes[town]}`);
      }
      for (const [zip, at] of this.#zipLatitudes.entries()) {
        positions.add(`${at},${this.#zipLongitudes[zip]}`);
      }
      this.#placePositions = positions;
    }
    return this.#placePositions.has(`${latitude},${longitude}`);
  }

  /** The town people would name for a position: 'Nashville, TN', or null beyond 50 miles. */
  reverse(latitude: number, longitude: number): string | null {
    const town = this.nearestTown(latitude, longitude);
    return town ? `${town.name}, ${town.stateCode}` : null;
  }

  /** The town people would name for a position, or null when none lies within 50 miles. */
  nearestTown(latitude: number, longitude: number): TownPoint | null {
    const nearby = around(
      this.#index,
      longitude,
      latitude,
      12,
      REVERSE_GEOCODE_MAX_MILES * KM_PER_MILE,
    );
    // Without town boundaries, the nearest point may be a neighbourhood or a village next to a
    // city's centre. Weigh population against distance (a gravity model): inside a city its own
    // centre wins; in a suburb with its own name, the suburb does.
    let best = -1;
    let bestWeight = -1;
    for (const item of nearby) {
      const town = this.#indexTown[item] ?? 0;
      const miles = haversineMiles(
        { latitude, longitude },
        { latitude: this.#latitudes[town] ?? 0, longitude: this.#longitudes[town] ?? 0 },
      );
      const weight = (this.#populations[town] ?? 0) / (miles + 1) ** 2;
      if (weight > bestWeight) {
        best = town;
        bestWeight = weight;
      }
    }
    return best < 0 ? null : this.#townPoint(best);
  }

  #townPoint(town: number): TownPoint {
    return {
      name: this.#names[town] ?? '',
      stateCode: this.#stateOf(town),
      latitude: this.#latitudes[town] ?? 0,
      longitude: this.#longitudes[town] ?? 0,
    };
  }

  #stateOf(town: number): string {
    return this.#states.slice(town * 2, town * 2 + 2);
  }

  /** States whose code or whole name this is. */
  #statesNamed(text: string): Set<string> {
    return new Set(
      STATE_CODES.filter(
        (code) => code.toLowerCase() === text || NORMALIZED_STATE_NAMES.get(code) === text,
      ),
    );
  }

  /** States whose code is this, or whose name starts with it; every state for nothing. */
  #statesStartingWith(text: string): Set<string> {
    return new Set(
      STATE_CODES.filter(
        (code) =>
          !text ||
          code.toLowerCase() === text ||
          (NORMALIZED_STATE_NAMES.get(code) ?? '').startsWith(text),
      ),
    );
  }

  /** Towns whose name starts with `prefix`, in the given states (any state for null). */
  #matchTowns(prefix: string, states: Set<string> | null): Candidate[] {
    if (!prefix || states?.size === 0) return [];
    const best = new Map<number, number>();
    for (let at = lowerBound(this.#keys, prefix); at < this.#keys.length; at += 1) {
      const key = this.#keys[at] ?? '';
      if (!key.startsWith(prefix)) break;
      const town = this.#keyTown[at] ?? 0;
      if (states && !states.has(this.#stateOf(town))) continue;
      const quality =
        key.length === prefix.length ? EXACT : key[prefix.length] === ' ' ? WHOLE_WORDS : PREFIX;
      const score = ((this.#populations[town] ?? 0) + 1) * (this.#weights[town] ?? 1) * quality;
      if (score > (best.get(town) ?? 0)) best.set(town, score);
    }
    return Array.from(best, ([town, score]) => ({ town, score }));
  }

  #rank(candidates: Candidate[], limit: number): Place[] {
    return candidates
      .sort((a, b) => {
        if (b.score !== a.score) return b.score - a.score;
        const nameA = this.#names[a.town] ?? '';
        const nameB = this.#names[b.town] ?? '';
        return nameA.length - nameB.length || nameA.localeCompare(nameB);
      })
      .slice(0, limit)
      .map(({ town }) => this.#townPlace(town));
  }

  #searchZips(prefix: string, limit: number): Place[] {
    // "37" is every ZIP from 37000 to 37999.
    const scale = 10 ** (5 - prefix.length);
    const low = Number(prefix) * scale;
    const high = low + scale;
    const places: Place[] = [];
    for (let at = lowerBoundNumber(this.#zipCodes, low); places.length < limit; at += 1) {
      const code = this.#zipCodes[at];
      if (code === undefined || code >= high) break;
      places.push(this.#zipPlace(at));
    }
    return places;
  }

  #townPlace(town: number): Place {
    const name = this.#names[town] ?? '';
    const state = this.#stateOf(town);
    const stateName = US_STATES[state] ?? state;
    const population = this.#populations[town] ?? 0;
    // Nominatim's address names a place city, town or village by its size.
    const kind = population >= 10_000 ? 'city' : population >= 1_000 ? 'town' : 'village';
    return {
      place_id: this.#ids[town] || ZIP_TOWN_PLACE_ID_BASE + town,
      lat: String(this.#latitudes[town]),
      lon: String(this.#longitudes[town]),
      class: 'place',
      type: kind,
      name,
      display_name: `${name}, ${stateName}, United States`,
      address: {
        [kind]: name,
        state: stateName,
        'ISO3166-2-lvl4': `US-${state}`,
        country: 'United States',
        country_code: 'us',
      },
    };
  }

  #zipPlace(at: number): Place {
    const zip = String(this.#zipCodes[at]).padStart(5, '0');
    const town = this.#zipTownNames[this.#zipTowns[at] ?? 0] ?? '';
    const state = this.#zipStates.slice(at * 2, at * 2 + 2);
    const stateName = US_STATES[state] ?? state;
    return {
      place_id: ZIP_PLACE_ID_BASE + Number(zip),
      lat: String(this.#zipLatitudes[at]),
      lon: String(this.#zipLongitudes[at]),
      class: 'place',
      type: 'postcode',
      name: zip,
      display_name: `${zip}, ${town}, ${stateName}, United States`,
      address: {
        city: town,
        state: stateName,
        'ISO3166-2-lvl4': `US-${state}`,
        postcode: zip,
        country: 'United States',
        country_code: 'us',
      },
    };
  }
}
