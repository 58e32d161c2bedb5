import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';

describe('GET /api/health', () => {
  const testApp = useTestApp();

  it('answers ok and names the database it runs on', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: process.env.TEST_DB });
  });
});
