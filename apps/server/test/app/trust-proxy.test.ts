import { describe, expect, it } from 'vitest';
import { createUser } from '../../src/db/factories.ts';
import { RESET_REQUESTS_PER_ADDRESS } from '../../src/plugins/auth.ts';
import type { TestApp } from '../helpers/app.ts';
import { useTestApp } from '../helpers/app.ts';
import { TestClient } from '../helpers/auth.ts';

/**
 * TRUST_PROXY (decision 162): the client's address is read from the right end of X-Forwarded-For,
 * where the proxies write, never from what the client wrote at its left; and every reader of the
 * address (/metrics, rate limits, request ids, sessions) goes by that one rule.
 */

const scrape = (testApp: TestApp, remoteAddress: string, forwardedFor?: string) =>
  testApp.app.inject({
    method: 'GET',
    url: '/metrics',
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });

let requests = 0;
/** "Forgot password" for a new address each time, so only the per-address limit can add up. */
const askForReset = (testApp: TestApp, remoteAddress: string, forwardedFor: string) =>
  new TestClient(testApp).request({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email: `forgetful-${++requests}@example.test` },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

/** Signs in as a new user through the given hop; the address the session records of it. */
async function sessionAddress(testApp: TestApp, remoteAddress: string, forwardedFor: string) {
  const { user, password } = await createUser(testApp.database.db);
  const client = new TestClient(testApp);
  const signIn = await client.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: user.email, password },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  expect(signIn.statusCode).toBe(200);
  const sessions = (await client.get('/api/profile/sessions')).json().sessions;
  return sessions[0]?.ipAddress;
}

describe('TRUST_PROXY=1: one proxy in front, the address it saw', () => {
  const testApp = useTestApp({ TRUST_PROXY: '1' });

  it('refuses /metrics to a remote client that writes 127.0.0.1 into its own header', async () => {
    // The client sent "X-Forwarded-For: 127.0.0.1"; the proxy on this machine appended its address.
    const forged = await scrape(testApp, '127.0.0.1', '127.0.0.1, 203.0.113.9');
    expect(forged.statusCode).toBe(403);
    expect((await scrape(testApp, '127.0.0.1', '203.0.113.9')).statusCode).toBe(403);
    // A client on this machine, through the proxy or not.
    expect((await scrape(testApp, '127.0.0.1', '127.0.0.1')).statusCode).toBe(200);
    expect((await scrape(testApp, '127.0.0.1')).statusCode).toBe(200);
  });

  it('counts a rate limit against the address the proxy saw, whatever the client prepends', async () => {
    for (let attempt = 0; attempt < RESET_REQUESTS_PER_ADDRESS.max; attempt++) {
      const response = await askForReset(
        testApp,
        '127.0.0.1',
        `198.51.100.${attempt}, 203.0.113.20`,
      );
      expect(response.statusCode).toBe(200);
    }
    const limited = await askForReset(testApp, '127.0.0.1', '198.51.100.250, 203.0.113.20');
    expect(limited.statusCode).toBe(429);
    // Another client behind the same proxy is not held back.
    expect((await askForReset(testApp, '127.0.0.1', '203.0.113.21')).statusCode).toBe(200);
  });

  it("records the proxy's view of the client on the session, not the client's claim", async () => {
    expect(await sessionAddress(testApp, '127.0.0.1', '10.9.9.9, 203.0.113.30')).toBe(
      '203.0.113.30',
    );
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  const testApp = useTestApp({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' });

  it('believes X-Forwarded-For only from a listed proxy, in rate limits', async () => {
    // From a listed proxy: each client is its own address, so none reaches the limit.
    for (let attempt = 0; attempt <= RESET_REQUESTS_PER_ADDRESS.max; attempt++) {
      const response = await askForReset(testApp, '10.0.0.5', `203.0.113.${100 + attempt}`);
      expect(response.statusCode).toBe(200);
    }
    // From anywhere else the header is the client's own claim: the limit counts the connection.
    for (let attempt = 0; attempt < RESET_REQUESTS_PER_ADDRESS.max; attempt++) {
      const response = await askForReset(testApp, '198.51.100.7', `203.0.113.${200 + attempt}`);
      expect(response.statusCode).toBe(200);
    }
    expect((await askForReset(testApp, '198.51.100.7', '203.0.113.250')).statusCode).toBe(429);
  });

  it('records the address a listed proxy saw on the session, and the connection’s otherwise', async () => {
    expect(await sessionAddress(testApp, '10.1.2.3', '198.51.100.40, 203.0.113.40')).toBe(
      '203.0.113.40',
    );
    expect(await sessionAddress(testApp, '198.51.100.8', '203.0.113.41')).toBe('198.51.100.8');
  });

  it('does not open /metrics to a request an unlisted local proxy passed on', async () => {
    expect((await scrape(testApp, '127.0.0.1', '203.0.113.9')).statusCode).toBe(403);
    expect((await scrape(testApp, '127.0.0.1')).statusCode).toBe(200);
    expect((await scrape(testApp, '10.0.0.5', '203.0.113.9')).statusCode).toBe(403);
  });

  it('keeps an X-Request-Id only from a listed proxy', async () => {
    const fromProxy = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.0.0.5',
      headers: { 'x-request-id': 'from-the-proxy-2' },
    });
    expect(fromProxy.headers['x-request-id']).toBe('from-the-proxy-2');
    const fromClient = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '198.51.100.9',
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    expect(fromClient.headers['x-request-id']).not.toBe('chosen-by-the-client');
  });
});

describe('TRUST_PROXY unset', () => {
  const testApp = useTestApp();

  it('reads no header: the address is the connection’s', async () => {
    expect(await sessionAddress(testApp, '198.51.100.50', '203.0.113.50')).toBe('198.51.100.50');
    expect((await scrape(testApp, '127.0.0.1', '127.0.0.1')).statusCode).toBe(403);
  });
});
