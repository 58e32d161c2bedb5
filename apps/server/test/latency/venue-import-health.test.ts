import { IMPORT_LIMITS } from '@trivia/shared';
import { largestImportFile, STORED_EVERY } from '@trivia/testing/largest-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from '../helpers/auth.ts';

/**
 * The largest import the server takes (5 MB, 20,000 rows) must not stall it: while one runs,
 * `/api/health` is asked over HTTP again and again and keeps answering. How fast it answers
 * meanwhile is the bench's (bench/import-health.ts, a ratio to the same server at rest): a test
 * asserts no timings.
 */

/** Health answers that must come back while the import runs: a stalled server gives none. */
const ANSWERS_DURING_IMPORT = 10;

describe('/api/health while the largest import runs', () => {
  const { testApp, admin } = useAdminApp();
  let base = '';

  beforeAll(async () => {
    base = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await testApp.app.server.close();
  });

  for (const format of ['csv', 'json'] as const) {
    it(`keeps answering during a 5 MB, 20,000-row ${format.toUpperCase()} import, which completes`, {
      timeout: 300_000,
    }, async () => {
      const content = largestImportFile(format, `${format} ${crypto.randomUUID()}`);
      expect(Buffer.byteLength(content)).toBeLessThanOrEqual(IMPORT_LIMITS.fileBytes);
      expect(Buffer.byteLength(content)).toBeGreaterThan(
        IMPORT_LIMITS.fileBytes - IMPORT_LIMITS.rows,
      );
      let isImporting = true;
      const importing = admin
        .request({ method: 'POST', url: '/api/admin/venues/import', payload: { format, content } })
        .finally(() => {
          isImporting = false;
        });
      const statuses: number[] = [];
      while (isImporting) {
        const response = await fetch(`${base}/api/health`);
        await response.arrayBuffer();
        // Only answers that came back while the import still ran count.
        if (isImporting) statuses.push(response.status);
      }
      const response = await importing;
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const stored = IMPORT_LIMITS.rows / STORED_EVERY;
      expect(response.json()).toMatchObject({
        created: stored,
        rejectedCount: IMPORT_LIMITS.rows - stored,
      });
      expect(response.json().rejected).toHaveLength(IMPORT_LIMITS.reportedRejections);
      expect(statuses.length).toBeGreaterThanOrEqual(ANSWERS_DURING_IMPORT);
      expect(new Set(statuses)).toEqual(new Set([200]));
    });
  }
});
