import { beforeAll, describe, expect, it } from 'vitest';
import { expectServerError, useTestApp } from '../helpers/app.ts';
import { checkLoggedErrors } from './log-guard.ts';

describe('the server log guard', () => {
  const testApp = useTestApp();
  beforeAll(async () => {
    testApp.app.get('/api/test/log', (request) => {
      request.log.warn('a warning');
      request.log.error('something broke');
      return {};
    });
  });

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
