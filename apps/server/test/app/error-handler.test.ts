import { GENERIC_ERROR_MESSAGE } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/lib/app-error.ts';
import { CONCURRENT_CHANGE_MESSAGE } from '../../src/plugins/error-handler.ts';
import { expectServerError, useTestApp } from '../helpers/app.ts';
import { TestClient } from '../helpers/auth.ts';

/** Routes that fail on purpose, added to the real app before it is ready. */
const failingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/test/throw', () => {
    throw new Error('database password is hunter2');
  });
  // The database itself aborts the statement as it would a transaction caught in a deadlock.
  app.get('/api/test/deadlock', async () => {
    await app.db.execute(
      sql`do $$ begin raise exception 'deadlock detected' using errcode = 'deadlock_detected'; end $$`,
    );
  });
  app.get('/api/test/forbidden', () => {
    throw AppError.forbidden('You can only edit venues you own or manage');
  });
  app.post(
    '/api/test/validate',
    { schema: { body: z.object({ name: z.string().min(1), teams: z.number().int().min(1) }) } },
    (request) => request.body,
  );
};

describe('the error handler', () => {
  const testApp = useTestApp();
  beforeAll(async () => {
    await testApp.app.register(failingRoutes);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'There is no GET /api/no-such-thing.',
        requestId: response.headers['x-request-id'],
      },
    });
    const post = await new TestClient(testApp).post('/api/nothing/here');
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe('NOT_FOUND');
  });

  it('answers a transaction the database aborted for a concurrent one with 409: try again', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/deadlock' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CONFLICT',
      message: CONCURRENT_CHANGE_MESSAGE,
    });
  });

  it('answers a thrown error with 500 and a generic message, never the internals', async () => {
    expectServerError('unhandled error');
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/throw' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: 'INTERNAL',
        message: GENERIC_ERROR_MESSAGE,
        requestId: response.headers['x-request-id'],
      },
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
  });

  it('answers an AppError with its status, code and message', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        code: 'FORBIDDEN',
        message: 'You can only edit venues you own or manage',
        requestId: response.headers['x-request-id'],
      },
    });
  });

  it('answers invalid input with 400 naming each field', async () => {
    const response = await new TestClient(testApp).post('/api/test/validate', {
      name: '',
      teams: 0,
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toMatch(/^name: .*; teams: /);
    expect(error.details).toEqual([
      { field: 'name', message: expect.any(String) },
      { field: 'teams', message: expect.any(String) },
    ]);
  });

  it('answers a body that is not JSON with 400, not 500', async () => {
    const response = await new TestClient(testApp).request({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });
});
