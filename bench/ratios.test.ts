import { describe, expect, it } from 'vitest';
import { judgeRatio, judgeRatios, RATIOS, RUNS, type RunName } from './ratios.ts';
import type { Row } from './table.ts';

const row = (name: string, rps: number, p50 = 1, p99 = 2, errors = 0): Row => ({
  name,
  connections: 10,
  rps,
  p50,
  p99,
  errors,
});

const byName = (name: string) => {
  const ratio = RATIOS.find((each) => each.name === name);
  if (!ratio) throw new Error(name);
  return ratio;
};

/** Every run comfortably within its ratios. */
function passingRows(): Map<RunName, Row> {
  const rps: Record<RunName, number> = {
    health: 10_000,
    'static file': 4_000,
    anchor: 50,
    nearby: 1_000,
    'nearby, named place': 3_000,
    autocomplete: 8_000,
    'city page': 2_500,
    embed: 2_000,
  };
  const p50 = (run: RunName) => (run === 'anchor' ? 150 : 2);
  return new Map(RUNS.map((run) => [run, row(run, rps[run], p50(run), p50(run) * 2)]));
}

describe("npm run bench's ratios", () => {
  it('hold the nearby search to 10 × the anchor and its p99 to the anchor p50', () => {
    const ratio = byName('nearby / anchor');
    expect(
      judgeRatio(ratio, 'PGlite', row('n', 1_000, 2, 20), row('a', 100, 25, 60)).missed,
    ).toEqual([]);
    expect(judgeRatio(ratio, 'PGlite', row('n', 999, 2, 20), row('a', 100, 25, 60)).missed).toEqual(
      ['nearby / anchor (PGlite): 9.99 × < 10 × in requests/s'],
    );
    expect(
      judgeRatio(ratio, 'PostgreSQL', row('n', 2_000, 2, 26), row('a', 100, 25, 60)).missed,
    ).toEqual(["nearby / anchor (PostgreSQL): p99 26 ms > the anchor's p50 25 ms"]);
  });

  it('hold the named place and the city page to half the static file, the autocomplete to half of health', () => {
    expect(
      judgeRatio(byName('city page / static file'), 'PGlite', row('c', 499), row('s', 1_000))
        .missed,
    ).toEqual(['city page / static file (PGlite): 0.50 × < 0.5 × in requests/s']);
    expect(
      judgeRatio(byName('named place / static file'), 'PGlite', row('n', 500), row('s', 1_000))
        .missed,
    ).toEqual([]);
    expect(
      judgeRatio(byName('autocomplete / health'), 'PGlite', row('a', 600), row('h', 1_000)).times,
    ).toBeCloseTo(0.6);
  });

  it('miss on failed requests on either side', () => {
    const result = judgeRatio(
      byName('autocomplete / health'),
      'PGlite',
      row('autocomplete', 900),
      row('health', 1_000, 1, 2, 3),
    );
    expect(result.missed).toEqual(['autocomplete / health (PGlite): health had 3 failed requests']);
  });

  it('measure nothing again when every ratio is met', async () => {
    const measured: RunName[] = [];
    const results = await judgeRatios({
      label: 'PGlite',
      rows: passingRows(),
      measure: async (run) => {
        measured.push(run);
        return row(run, 1);
      },
      log: () => {},
    });
    expect(measured).toEqual([]);
    expect(results.flatMap((result) => result.missed)).toEqual([]);
  });

  it('measure both runs of a missed ratio once more, and judge it on the second measure', async () => {
    const rows = passingRows();
    rows.set('city page', row('city page', 100));
    const measured: RunName[] = [];
    const results = await judgeRatios({
      label: 'PGlite',
      rows,
      measure: async (run) => {
        measured.push(run);
        return row(run, run === 'city page' ? 3_000 : 4_000);
      },
      log: () => {},
    });
    expect(measured).toEqual(['static file', 'city page']);
    expect(results.flatMap((result) => result.missed)).toEqual([]);
  });

  it('fail a ratio missed twice in a row', async () => {
    const rows = passingRows();
    rows.set('autocomplete', row('autocomplete', 100));
    const results = await judgeRatios({
      label: 'PostgreSQL',
      rows,
      measure: async (run) => row(run, run === 'autocomplete' ? 200 : 10_000),
      log: () => {},
    });
    expect(results.flatMap((result) => result.missed)).toEqual([
      'autocomplete / health (PostgreSQL): 0.02 × < 0.5 × in requests/s',
    ]);
  });
});
