import { beforeAll, describe, expect, it } from 'vitest';
import { expectServerError, useTestApp } from '../helpers/app.ts';

describe('request ids', () => {
  const testApp = useTestApp();
  beforeAll(() => {
    const { app } = testApp;
    app.get('/api/test/logs', async (request) => {
      request.log.warn('through the request logger');
      await new Promise((resolve) => setTimeout(resolve, 5));
      app.log.warn('through the app logger, after an await');
      throw new Error('boom');
    });
  });

  it('answers every request with an id, and puts it in error bodies', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const second = await testApp.app.inject({ method: 'GET', url: '/api/venues/nearby' });
    const firstId = first.headers['x-request-id'];
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(firstId);
    expect(second.statusCode).toBe(400);
    expect(second.json().error.requestId).toBe(second.headers['x-request-id']);
  });

  it('ignores an incoming X-Request-Id unless TRUST_PROXY is on', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'from-the-proxy-1' },
    });
    expect(response.headers['x-request-id']).not.toBe('from-the-proxy-1');
  });

  it("writes the request's id on every line logged while handling it, by any logger", async () => {
    const { app, logs } = testApp;
    expectServerError('unhandled error');
    const response = await app.inject({ method: 'GET', url: '/api/test/logs' });
    const id = response.headers['x-request-id'];
    expect(response.json().error.requestId).toBe(id);
    const lines = logs.filter((entry) =>
      [
        'through the request logger',
        'through the app logger, after an await',
        'unhandled error',
      ].includes(entry.msg),
    );
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line.requestId).toBe(id);
    // Outside a request, no id.
    app.log.warn('outside any request');
    expect(logs.at(-1)).toMatchObject({ msg: 'outside any request' });
    expect(logs.at(-1)).not.toHaveProperty('requestId');
  });
});

describe('request ids behind a trusted proxy', () => {
  const testApp = useTestApp({ TRUST_PROXY: '1' });

  it("keeps the proxy's X-Request-Id when it looks like one", async () => {
    const kept = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'from-the-proxy-1' },
    });
    expect(kept.headers['x-request-id']).toBe('from-the-proxy-1');
    const replaced = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'not an id, it has spaces' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
