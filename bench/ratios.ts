import type { Row } from './table.ts';

/**
 * The targets of `npm run bench`, each a ratio of two runs measured side by side in one run, on
 * the same server, database, load generator and connections (decision 181). Absolute figures are
 * printed, never held to a target: on a shared machine they move from one hour to the next.
 */

/** The runs a server is measured by, in the order they run. */
export const RUNS = [
  'health',
  'static file',
  'anchor',
  'nearby',
  'nearby, named place',
  'autocomplete',
  'city page',
  'embed',
] as const;
export type RunName = (typeof RUNS)[number];

export interface Ratio {
  name: string;
  /** What is measured over what it is held against. */
  ours: RunName;
  against: RunName;
  /** Throughput: ours ≥ `atLeast` × against's requests/s. */
  atLeast: number;
  /** And, when set, ours p99 ≤ against's p50. */
  p99UnderP50?: boolean;
}

export const RATIOS: Ratio[] = [
  { name: 'nearby / anchor', ours: 'nearby', against: 'anchor', atLeast: 10, p99UnderP50: true },
  {
    name: 'named place / static file',
    ours: 'nearby, named place',
    against: 'static file',
    atLeast: 0.5,
  },
  { name: 'city page / static file', ours: 'city page', against: 'static file', atLeast: 0.5 },
  { name: 'autocomplete / health', ours: 'autocomplete', against: 'health', atLeast: 0.5 },
];

export interface RatioResult {
  ratio: Ratio;
  label: string;
  times: number;
  ours: Row;
  against: Row;
  missed: string[];
}

/** A ratio's figures and what it missed (failed requests miss too). */
export function judgeRatio(ratio: Ratio, label: string, ours: Row, against: Row): RatioResult {
  const times = ours.rps / Math.max(against.rps, Number.EPSILON);
  const missed: string[] = [];
  const where = `${ratio.name} (${label})`;
  if (times < ratio.atLeast) {
    missed.push(`${where}: ${times.toFixed(2)} × < ${ratio.atLeast} × in requests/s`);
  }
  if (ratio.p99UnderP50 && ours.p99 > against.p50) {
    missed.push(`${where}: p99 ${ours.p99} ms > the ${ratio.against}'s p50 ${against.p50} ms`);
  }
  for (const row of [ours, against]) {
    if (row.errors > 0) missed.push(`${where}: ${row.name} had ${row.errors} failed requests`);
  }
  return { ratio, label, times, ours, against, missed };
}

/**
 * Judges each ratio on the runs measured; a missed one has both its runs measured again, side by
 * side, and is judged once more on them: one slow second on a shared machine is not a regression,
 * the same miss twice is.
 */
export async function judgeRatios(options: {
  label: string;
  rows: Map<RunName, Row>;
  measure: (run: RunName) => Promise<Row>;
  log: (message: string) => void;
}): Promise<RatioResult[]> {
  const { label, rows, measure, log } = options;
  const results: RatioResult[] = [];
  for (const ratio of RATIOS) {
    const ours = rows.get(ratio.ours);
    const against = rows.get(ratio.against);
    if (!ours || !against) throw new Error(`${ratio.name}: a run is missing`);
    const first = judgeRatio(ratio, label, ours, against);
    if (first.missed.length === 0) {
      results.push(first);
      continue;
    }
    log(`${first.missed.join('; ')}: measuring ${ratio.name} (${label}) again`);
    const againstAgain = await measure(ratio.against);
    const oursAgain = await measure(ratio.ours);
    results.push(judgeRatio(ratio, label, oursAgain, againstAgain));
  }
  return results;
}

/** The ratios as a Markdown table, with their runs' absolute figures. */
export function printRatios(results: RatioResult[]): void {
  console.info(
    '| ratio | database | measured | target | ours p50 / p99 ms | against p50 / p99 ms |',
  );
  console.info('|---|---|--:|--:|--:|--:|');
  for (const result of results) {
    const { ratio, ours, against } = result;
    const target = `≥ ${ratio.atLeast} ×${ratio.p99UnderP50 ? `, p99 ≤ ${ratio.against} p50` : ''}`;
    const mark = result.missed.length === 0 ? '' : ' (missed)';
    console.info(
      `| ${ratio.name} | ${result.label} | ${result.times.toFixed(2)} ×${mark} | ${target} | ${ours.p50} / ${ours.p99} | ${against.p50} / ${against.p99} |`,
    );
  }
}
