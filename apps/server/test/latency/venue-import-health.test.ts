import { IMPORT_LIMITS } from '@trivia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from '../helpers/auth.ts';

/**
 * Issue 13: the largest import the server takes (5 MB, 20,000 rows) must not stall it. While one
 * runs, `/api/health` is asked over HTTP again and again; its 99th percentile stays under 50 ms.
 */

const P99_LIMIT_MS = 50;
/** One row in this many is stored; the rest are checked and rejected (latitude 91). */
const STORED_EVERY = 10;

function percentile(samples: number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function fileOf(format: 'csv' | 'json', run: string, padding: number): string {
  const rows = Array.from({ length: IMPORT_LIMITS.rows }, (_, index) => ({
    name: `Load ${run} Pub ${index}`,
    address: `${index} Broadway, Nashville, TN 37203`,
    latitude: index % STORED_EVERY === 0 ? 36.16 : 91,
    longitude: -86.78,
    google_photo_reference: 'p'.repeat(padding),
  }));
  if (format === 'json') return `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]`;
  return [
    'name,address,latitude,longitude,google_photo_reference',
    ...rows.map((row) =>
      [row.name, `"${row.address}"`, row.latitude, row.longitude, row.google_photo_reference].join(
        ',',
      ),
    ),
  ].join('\n');
}

/** A file of exactly IMPORT_LIMITS.rows rows, padded to just under IMPORT_LIMITS.fileBytes. */
function largestFile(format: 'csv' | 'json', run: string): string {
  const unpadded = Buffer.byteLength(fileOf(format, run, 0));
  const padding = Math.floor((IMPORT_LIMITS.fileBytes - unpadded) / IMPORT_LIMITS.rows);
  const file = fileOf(format, run, padding);
  expect(Buffer.byteLength(file)).toBeLessThanOrEqual(IMPORT_LIMITS.fileBytes);
  expect(Buffer.byteLength(file)).toBeGreaterThan(IMPORT_LIMITS.fileBytes - IMPORT_LIMITS.rows);
  return file;
}

describe('/api/health while the largest import runs', () => {
  const { testApp, admin } = useAdminApp();
  let base = '';

  beforeAll(async () => {
    base = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    // Warm up: connections, the health route, the gazetteer the import may use.
    for (let index = 0; index < 20; index += 1) await fetch(`${base}/api/health`);
    await fetch(`${base}/api/nominatim/search?q=Nashville`);
  });
  afterAll(async () => {
    await testApp.app.server.close();
  });

  for (const format of ['csv', 'json'] as const) {
    // Retried: on a machine that other work keeps busy a pause can be the machine's, not ours; a
    // server that stalls during imports fails every try.
    it(`stays under ${P99_LIMIT_MS} ms p99 during a 5 MB, 20,000-row ${format.toUpperCase()} import`, {
      timeout: 120_000,
      retry: 2,
    }, async () => {
      const content = largestFile(format, `${format} ${crypto.randomUUID()}`);
      let isImporting = true;
      const importing = admin
        .request({ method: 'POST', url: '/api/admin/venues/import', payload: { format, content } })
        .finally(() => {
          isImporting = false;
        });
      const samples: number[] = [];
      while (isImporting) {
        const started = performance.now();
        const response = await fetch(`${base}/api/health`);
        await response.arrayBuffer();
        samples.push(performance.now() - started);
        expect(response.status).toBe(200);
      }
      const response = await importing;
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const stored = IMPORT_LIMITS.rows / STORED_EVERY;
      expect(response.json()).toMatchObject({
        created: stored,
        rejectedCount: IMPORT_LIMITS.rows - stored,
      });
      expect(response.json().rejected).toHaveLength(IMPORT_LIMITS.reportedRejections);
      // Enough samples for a 99th percentile to mean something.
      expect(samples.length).toBeGreaterThan(100);
      const p99 = percentile(samples, 0.99);
      const summary = `${samples.length} health checks during the import: p50 ${percentile(samples, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`;
      expect(p99, summary).toBeLessThan(P99_LIMIT_MS);
    });
  }
});
