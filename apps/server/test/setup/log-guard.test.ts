import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectServerError, type TestApp } from '../helpers/app.ts';
import { checkLoggedErrors } from './log-guard.ts';

describe('the server log guard', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
    testApp.app.get('/api/test/log', (request) => {
      request.log.warn('a warning');
      request.log.error('something broke');
      return {};
    });
  });
  afterAll(() => testApp.close());

  it('fails the test during which the server logged an error nobody expected', async () => {
    await testApp.app.inject({ method: 'GET', url: '/api/test/log' });
    expect(() => checkLoggedErrors()).toThrow(/unexpected error: .*"msg":"something broke"/);
    // The guard forgot what it reported: the test's own afterEach check passes.
    expect(() => checkLoggedErrors()).not.toThrow();
  });

  it('lets a declared error (and warnings) through, and fails on a declared one that never came', async () => {
    expectServerError('something broke');
    await testApp.app.inject({ method: 'GET', url: '/api/test/log' });
    expect(() => checkLoggedErrors()).not.toThrow();

    expectServerError(/never logged/);
    expect(() => checkLoggedErrors()).toThrow(
      'the server did not log the expected error /never logged/',
    );
  });
});
