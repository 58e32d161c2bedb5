import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';

describe('GET /api/health', () => {
  const testApp = useTestApp();

  it('answers ok, names the database it runs on and how long a round trip to it took', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DB,
      databaseRoundTripMs: expect.any(Number),
    });
    expect(response.json().databaseRoundTripMs).toBeGreaterThan(0);
  });
});

describe('GET /api/ready', () => {
  const testApp = useTestApp();

  it('answers 200 when ready, and 503 naming the state while starting, migrating or stopping', async () => {
    const ready = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });

    for (const state of ['starting', 'migrating', 'stopping'] as const) {
      testApp.app.readiness.set(state);
      const response = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: state });
    }
    testApp.app.readiness.set('ready');
  });

  it('tells clients to reconnect elsewhere while it stops, but still answers them', async () => {
    testApp.app.readiness.set('stopping');
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.headers.connection).toBe('close');
    } finally {
      testApp.app.readiness.set('ready');
    }
    const after = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(after.headers.connection).not.toBe('close');
  });
});
