import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The memory part of `npm run bench` (decisions 077 and 082): each server's resident
 * memory at rest and after its load, and what the gazetteer adds to a server's. `npm run
 * bench:memory` holds a server on the demo data to the same targets.
 */

const root = path.resolve(import.meta.dirname, '..');

/** MB per server process on the demo data at rest, and MB the gazetteer may add. */
export const MEMORY_TARGETS = { pgliteRssMb: 300, postgresRssMb: 200, gazetteerRssMb: 60 };

export interface MemoryRow {
  label: string;
  atRestMb: number;
  afterLoadMb: number;
}

/** What loading the gazetteer and answering searches adds to resident memory, in a fresh process. */
export function gazetteerRssMb(): number {
  const output = execFileSync(
    process.execPath,
    ['--expose-gc', '--experimental-strip-types', path.join(root, 'bench/gazetteer-memory.ts')],
    { encoding: 'utf8' },
  );
  return Number(JSON.parse(output).rssIncreaseMb);
}

export function printGazetteerMemory(rssMb: number): void {
  console.info(
    `Gazetteer resident memory: +${rssMb.toFixed(1)} MB (target ≤ ${MEMORY_TARGETS.gazetteerRssMb})`,
  );
}

export function printServerMemory(memory: MemoryRow[]): void {
  for (const row of memory) {
    console.info(
      `Server resident memory (${row.label}): ${row.atRestMb.toFixed(0)} MB at rest, ${row.afterLoadMb.toFixed(0)} MB after the load`,
    );
  }
}

/** The servers on the demo data over their target at rest (the others carry the generated venues). */
export function serverMemoryMisses(memory: MemoryRow[]): string[] {
  const missed: string[] = [];
  for (const row of memory) {
    const target = row.label.startsWith('PostgreSQL')
      ? MEMORY_TARGETS.postgresRssMb
      : MEMORY_TARGETS.pgliteRssMb;
    if (row.label.includes('demo') && row.atRestMb > target)
      missed.push(`resident memory (${row.label}) ${row.atRestMb.toFixed(0)} MB at rest`);
  }
  return missed;
}

export function gazetteerMemoryMisses(rssMb: number): string[] {
  return rssMb > MEMORY_TARGETS.gazetteerRssMb ? [`gazetteer memory ${rssMb.toFixed(1)} MB`] : [];
}
