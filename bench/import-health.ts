import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { importVenuesAsOperator } from '../apps/server/src/services/venues/index.ts';
import { largestImportFile } from '../packages/testing/src/largest-import.ts';
import { healthWhile } from './health-while.ts';

/**
 * The largest venue import (5 MB, 20,000 rows) must not stall the server: `/api/health`'s p99
 * while one runs, as a ratio to its p99 at rest, measured side by side in one run on PGlite.
 * The import test (test/latency/venue-import-health.test.ts) asserts only that health keeps
 * answering; how fast is this ratio's.
 */

/** Health p99 during an import at most this many times its p99 at rest. */
export const IMPORT_HEALTH_RATIO = 25;
const REST_SECONDS = 5;

export interface ImportHealthResult {
  restP99Ms: number;
  phases: { format: 'csv' | 'json'; seconds: number; p99Ms: number; samples: number }[];
}

export async function benchImportHealth(
  log: (message: string) => void,
): Promise<ImportHealthResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-bench-import-'));
  const database = await openPglite(dataDir);
  try {
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DEMO: '0',
      JOBS_POLL_MS: '0',
    });
    const app = await buildApp({ config, database, logger: { level: 'warn' } });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      for (let warm = 0; warm < 50; warm += 1) await fetch(`${base}/api/health`);
      log('import health: at rest');
      const rest = await healthWhile(
        base,
        new Promise((resolve) => setTimeout(resolve, REST_SECONDS * 1000)),
      );
      const phases: ImportHealthResult['phases'] = [];
      for (const format of ['csv', 'json'] as const) {
        log(`import health: a 5 MB ${format.toUpperCase()} import`);
        const content = largestImportFile(format, `${format} ${crypto.randomUUID()}`);
        const started = performance.now();
        const { p99, samples } = await healthWhile(
          base,
          importVenuesAsOperator({ db: database.db, format, content }),
        );
        phases.push({ format, seconds: (performance.now() - started) / 1000, p99Ms: p99, samples });
      }
      return { restP99Ms: rest.p99, phases };
    } finally {
      await app.close();
    }
  } finally {
    await database.close().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the ratios; returns the missed ones. */
export function reportImportHealth(result: ImportHealthResult): string[] {
  const missed: string[] = [];
  console.info('');
  console.info(
    `/api/health during the largest venue import (PGlite), against ${result.restP99Ms.toFixed(1)} ms p99 at rest in the same run:`,
  );
  for (const phase of result.phases) {
    const ratio = phase.p99Ms / Math.max(result.restP99Ms, 0.1);
    console.info(
      `  ${phase.format.toUpperCase()}: import ${phase.seconds.toFixed(1)} s; health p99 ${phase.p99Ms.toFixed(1)} ms over ${phase.samples} requests = ${ratio.toFixed(1)} × at rest (target ≤ ${IMPORT_HEALTH_RATIO} ×)`,
    );
    if (ratio > IMPORT_HEALTH_RATIO) {
      missed.push(`/api/health during a ${phase.format} import ${ratio.toFixed(1)} × at rest`);
    }
  }
  return missed;
}
