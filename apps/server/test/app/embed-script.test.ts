import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, FIXTURE_WEB_DIST, type TestApp } from '../helpers/app.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const EMBED_CONFIG = path.resolve(here, '../../../web/vite.embed.config.ts');

/**
 * `/embed.js`, as the web build makes it (`vite.embed.config.ts`, built here into a
 * copy of the fixture build) and the server sends it to any site.
 */
describe('GET /embed.js', () => {
  let directory: string;
  let testApp: TestApp;
  let built: string;

  beforeAll(async () => {
    directory = await fs.mkdtemp(path.join(os.tmpdir(), 'trivia-embed-'));
    await fs.cp(FIXTURE_WEB_DIST, path.join(directory, 'web-dist'), { recursive: true });
    await build({
      configFile: EMBED_CONFIG,
      logLevel: 'silent',
      build: { outDir: path.join(directory, 'dist-embed') },
    });
    built = await fs.readFile(path.join(directory, 'dist-embed', 'embed.js'), 'utf8');
    testApp = await buildTestApp({ WEB_DIST_DIR: path.join(directory, 'web-dist') });
  });

  afterAll(async () => {
    await testApp?.close();
    await fs.rm(directory, { recursive: true, force: true });
  });

  it('is the built loader, at most 2 KB, that any site may load and keep for an hour', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/embed.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(built);
    expect(response.rawPayload.byteLength).toBeLessThanOrEqual(2048);
    expect(response.body).toContain('trivia-near-me:height');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('answers 304 to a client that holds this version', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/embed.js' });
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/embed.js',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 304 to a list of tags, a weak tag and * (decision 177, RFC 9110 §13.1.2)', async () => {
    const etag = String(
      (await testApp.app.inject({ method: 'GET', url: '/embed.js' })).headers.etag,
    );
    for (const ifNoneMatch of [`"an-older-one", ${etag}`, `W/${etag}`, '*']) {
      const again = await testApp.app.inject({
        method: 'GET',
        url: '/embed.js',
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(again.statusCode, ifNoneMatch).toBe(304);
    }
  });

  it('says how to build it when the web app is not built', async () => {
    const unbuilt = await buildTestApp();
    try {
      const response = await unbuilt.app.inject({ method: 'GET', url: '/embed.js' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('npm run build');
    } finally {
      await unbuilt.close();
    }
  });
});
