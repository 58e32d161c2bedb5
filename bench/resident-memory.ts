import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The memory targets of `npm run bench` (decisions 077 and 201): a server's resident memory at rest
 * on the demo data (bench/memory.ts), and what the gazetteer adds to a server's.
 */

const root = path.resolve(import.meta.dirname, '..');

/**
 * MB per server process on the demo data at rest (PGlite on a restart, and on the first start that
 * creates and seeds the database; PostgreSQL), and MB the gazetteer may add.
 */
export const MEMORY_TARGETS = {
  pgliteRssMb: 300,
  pgliteFirstStartRssMb: 350,
  postgresRssMb: 240,
  gazetteerRssMb: 60,
};

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

export function gazetteerMemoryMisses(rssMb: number): string[] {
  return rssMb > MEMORY_TARGETS.gazetteerRssMb ? [`gazetteer memory ${rssMb.toFixed(1)} MB`] : [];
}
