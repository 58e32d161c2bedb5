import { randomUUID } from 'node:crypto';
import { DAYS_OF_WEEK } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import tzLookup from 'tz-lookup';
import type { Database } from '../apps/server/src/db/client.ts';
import type { GazetteerData } from '../apps/server/src/geo/gazetteer-data.ts';

/**
 * Benchmark data: venues spread across the US in proportion to town populations (so that, as in
 * life, most of them cluster around big cities), each with 3 events. Deterministic (seeded), and
 * bulk-loaded with multi-row INSERTs rather than through the per-row factories.
 */

export interface Point {
  latitude: number;
  longitude: number;
}

/** mulberry32: a small, fast, seeded generator, so that every run measures the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Town extends Point {
  name: string;
  state: string;
  population: number;
}

/** Picks towns with a probability proportional to their population. */
export class TownSampler {
  readonly #towns: Town[];
  readonly #cumulative: Float64Array;
  readonly #random: () => number;

  constructor(data: GazetteerData, random: () => number) {
    const names = data.towns.names.split('\n');
    this.#towns = names.flatMap((name, index) => {
      const population = data.towns.populations[index] ?? 0;
      if (population <= 0) return [];
      return [
        {
          name,
          state: data.towns.states.slice(index * 2, index * 2 + 2),
          latitude: data.towns.latitudes[index] ?? 0,
          longitude: data.towns.longitudes[index] ?? 0,
          population,
        },
      ];
    });
    this.#cumulative = new Float64Array(this.#towns.length);
    let total = 0;
    this.#towns.forEach((town, index) => {
      total += town.population;
      this.#cumulative[index] = total;
    });
    this.#random = random;
  }

  town(): Town {
    const target = this.#random() * (this.#cumulative.at(-1) ?? 0);
    let low = 0;
    let high = this.#cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.#cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return this.#towns[low] as Town;
  }

  /** A point around a town: big cities spread wider (up to 25 miles), villages stay close. */
  pointNear(town: Town): Point {
    const spreadMiles = Math.min(25, 1.5 + Math.sqrt(town.population) / 60);
    const distance = spreadMiles * Math.sqrt(this.#random());
    const angle = this.#random() * 2 * Math.PI;
    const latitude = town.latitude + (distance * Math.sin(angle)) / 69;
    const longitude =
      town.longitude +
      (distance * Math.cos(angle)) / (69 * Math.cos((town.latitude * Math.PI) / 180));
    return { latitude, longitude };
  }
}

const NAME_WORDS = ['Copper', 'Old Town', 'Lucky', 'Riverside', 'Oak', 'Union', 'Golden', 'Blue'];
const NAME_KINDS = ['Brewery', 'Pub', 'Restaurant', 'Bar', 'Pizza', 'Taproom', 'Tavern', 'Grill'];
const EVENT_TYPES = ['Trivia', 'Trivia', 'Trivia', 'Music Bingo', 'Pub Quiz', 'bingo'];
const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

export interface GenerateOptions {
  database: Database;
  gazetteer: GazetteerData;
  venues: number;
  eventsPerVenue: number;
  seed?: number;
}

/** Loads the benchmark data into a migrated, empty database. */
export async function generateVenues({
  database,
  gazetteer,
  venues,
  eventsPerVenue,
  seed = 2026,
}: GenerateOptions): Promise<void> {
  const random = seededRandom(seed);
  const sampler = new TownSampler(gazetteer, random);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const run = (statement: string) => database.db.execute(sql.raw(statement));

  const providers = ['Nerdy Talk', 'Quiz Riot', 'Pub Quiz Pros', 'Brain Brew Trivia'].map(
    (name) => ({ id: randomUUID(), name }),
  );
  await run(
    `insert into trivia_providers (id, name, status) values ${providers
      .map((provider) => `('${provider.id}', ${text(provider.name)}, 'approved')`)
      .join(', ')}`,
  );

  const BATCH = 2_000;
  for (let start = 0; start < venues; start += BATCH) {
    const venueRows: string[] = [];
    const eventRows: string[] = [];
    for (let index = start; index < Math.min(venues, start + BATCH); index += 1) {
      const town = sampler.town();
      const { latitude, longitude } = sampler.pointNear(town);
      const id = randomUUID();
      const name = `${pick(NAME_WORDS)} ${pick(NAME_KINDS)} ${index}`;
      const address = `${100 + (index % 9_000)} Main St, ${town.name}, ${town.state}`;
      venueRows.push(
        `('${id}', ${text(name)}, ${text(address)}, ${latitude.toFixed(6)}, ${longitude.toFixed(6)}, ${text(tzLookup(latitude, longitude))})`,
      );
      for (let event = 0; event < eventsPerVenue; event += 1) {
        const roll = random();
        const frequency = roll < 0.85 ? 'weekly' : roll < 0.95 ? 'monthly' : 'one-time';
        const provider = random() < 0.6 ? `'${pick(providers).id}'` : 'null';
        const hour = 17 + Math.floor(random() * 5);
        const prize = random() < 0.6 ? String(25 * (1 + Math.floor(random() * 6))) : 'null';
        eventRows.push(
          `('${id}', ${provider}, ${text(pick(EVENT_TYPES))}, '${pick(DAYS_OF_WEEK)}', '${hour}:${random() < 0.5 ? '00' : '30'}', '${frequency}', ${frequency === 'monthly' ? `'${pick(['1', '2', '3', '4', 'last'])}'` : 'null'}, ${prize}, ${random() < 0.95})`,
        );
      }
    }
    await run(
      `insert into venues (id, name_original, address_original, latitude, longitude, timezone) values ${venueRows.join(', ')}`,
    );
    await run(
      `insert into events (venue_id, provider_id, event_type, day_of_week, start_time, frequency, week_of_month, prize_amount, is_active) values ${eventRows.join(', ')}`,
    );
  }
  // As autovacuum would on PostgreSQL (PGlite has none): statistics and the visibility map.
  await run('vacuum analyze venues');
  await run('vacuum analyze events');
  await run('vacuum analyze event_occurrences');
}

/** Search positions drawn from the same distribution: people search where people live. */
export function queryPoints(gazetteer: GazetteerData, count: number, seed = 7): Point[] {
  const sampler = new TownSampler(gazetteer, seededRandom(seed));
  return Array.from({ length: count }, () => sampler.pointNear(sampler.town()));
}

/**
 * Named places drawn the same way, at their gazetteer positions exactly: what an autocomplete pick
 * or a city page searches from.
 */
export function namedPlaces(gazetteer: GazetteerData, count: number, seed = 11): Point[] {
  const sampler = new TownSampler(gazetteer, seededRandom(seed));
  const places = new Map<string, Point>();
  for (let draw = 0; draw < count * 20 && places.size < count; draw += 1) {
    const { latitude, longitude } = sampler.town();
    places.set(`${latitude},${longitude}`, { latitude, longitude });
  }
  return [...places.values()];
}
