import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import {
  createProcessHttpServer,
  NOT_READY_MESSAGE,
  type ProcessHttpServer,
} from '../../src/lib/process-http-server.ts';
import { Readiness } from '../../src/lib/readiness.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

/**
 * The server process listens before it migrates (decision 041): until the app takes over, the
 * readiness probe says what it is doing and every other request answers 503.
 */
describe('the process HTTP server', () => {
  let http: ProcessHttpServer | undefined;
  let testApp: TestApp | undefined;
  afterEach(async () => {
    if (http?.server.listening) await http.drain(1_000);
    await testApp?.close();
  });

  it('answers 503 while migrating, then hands every request to the app', async () => {
    const readiness = new Readiness('migrating');
    http = createProcessHttpServer(readiness);
    await http.listen(0, '127.0.0.1');
    const address = http.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const probe = await fetch(`${base}/api/ready`);
    expect(probe.status).toBe(503);
    expect(await probe.json()).toEqual({ status: 'migrating' });
    const api = await fetch(`${base}/api/health`);
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('5');
    expect(await api.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: NOT_READY_MESSAGE },
    });

    testApp = await buildTestApp();
    const app = await buildApp({
      config: testApp.config,
      database: testApp.database,
      logger: false,
      readiness,
      serverFactory: http.serverFactory,
    });
    await app.ready();
    http.handOver();
    readiness.set('ready');
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    await app.close();
  });
});
