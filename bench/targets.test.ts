import { describe, expect, it } from 'vitest';
import { cityPageRowMisses, cityPageSizeMisses } from './city-page.ts';
import { embedMisses } from './embed.ts';
import { gazetteerMemoryMisses, serverMemoryMisses } from './resident-memory.ts';
import { searchMisses } from './search-targets.ts';
import type { Row } from './table.ts';

const run = (overrides: Partial<Row> & Pick<Row, 'name' | 'connections'>): Row => ({
  p50: 1,
  p99: 2,
  rps: 10_000,
  errors: 0,
  ...overrides,
});

describe("npm run bench's targets", () => {
  it('name each search run that missed, in the order the runs went', () => {
    expect(
      searchMisses([
        run({ name: 'nearby (PGlite)', connections: 1, p50: 6, p99: 16 }),
        run({ name: 'nearby (PGlite)', connections: 10, rps: 299 }),
        run({
          name: 'nearby (PostgreSQL, 2 processes) at 1,000/s',
          connections: 10,
          offered: 1000,
          p99: 11,
          rps: 5,
        }),
        run({ name: 'autocomplete (PGlite)', connections: 10, p99: 6, rps: 4_999, errors: 1 }),
        run({ name: 'autocomplete (PGlite)', connections: 1, p99: 50, rps: 1 }),
      ]),
    ).toEqual([
      'nearby (PGlite) p50 6 ms',
      'nearby (PGlite) p99 16 ms',
      'nearby (PGlite) 299 requests/s < 300',
      'nearby (PostgreSQL, 2 processes) at 1,000/s p99 11 ms',
      'autocomplete (PGlite) at 10: 1 errors',
      'autocomplete (PGlite) p99 6 ms',
      'autocomplete (PGlite) 4999 requests/s',
    ]);
    expect(searchMisses([run({ name: 'nearby (PGlite)', connections: 10, rps: 300 })])).toEqual([]);
  });

  it('hold the city page to its rate, p99 and size at 10 connections', () => {
    const name = 'city page (PGlite, demo data)';
    expect(
      cityPageRowMisses([
        run({ name, connections: 10, rps: 999, p99: 21 }),
        run({ name, connections: 200, rps: 1, p99: 900, errors: 2 }),
      ]),
    ).toEqual([`${name} 999 requests/s`, `${name} p99 21 ms`, `${name} at 200: 2 errors`]);
    expect(cityPageSizeMisses({ rows: [], bytes: 61 * 1024, gzipBytes: 0 })).toEqual([
      'city page 61.0 KB',
    ]);
    expect(cityPageSizeMisses({ rows: [], bytes: 60 * 1024, gzipBytes: 0 })).toEqual([]);
  });

  it('hold each embed to 1,000 requests/s and p99 20 ms at 10 connections, and 20 KB', () => {
    const name = 'venue embed (PGlite, demo data)';
    expect(
      embedMisses({ rows: [run({ name, connections: 10, rps: 999, p99: 21 })], bytes: 21 * 1024 }),
    ).toEqual([`${name} 999 requests/s`, `${name} p99 21 ms`, 'embed 21.0 KB']);
    expect(
      embedMisses({
        rows: [run({ name, connections: 10, rps: 1_000, p99: 20 })],
        bytes: 20 * 1024,
      }),
    ).toEqual([]);
  });

  it('hold only the servers on the demo data to the memory targets at rest', () => {
    expect(
      serverMemoryMisses([
        { label: 'PGlite', atRestMb: 900, afterLoadMb: 900 },
        { label: 'PGlite, demo data', atRestMb: 301, afterLoadMb: 400 },
        { label: 'PostgreSQL, demo data', atRestMb: 201, afterLoadMb: 201 },
      ]),
    ).toEqual([
      'resident memory (PGlite, demo data) 301 MB at rest',
      'resident memory (PostgreSQL, demo data) 201 MB at rest',
    ]);
    expect(gazetteerMemoryMisses(60.5)).toEqual(['gazetteer memory 60.5 MB']);
    expect(gazetteerMemoryMisses(60)).toEqual([]);
  });
});
