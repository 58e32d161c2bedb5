import { describe, expect, it } from 'vitest';
import { createUser } from '../../src/db/factories.ts';
import { useTestApp } from '../helpers/app.ts';
import { TestClient } from '../helpers/auth.ts';

/**
 * The CSRF check (plugins/origin-check.ts) judges the route a request reaches, not how its path is
 * spelled (decision 164): the router decodes `/%61pi/...` to `/api/...`.
 */
describe('the origin check', () => {
  const testApp = useTestApp();

  /** A signed-in session's cookie, to send as another site's page would: without our Origin. */
  async function sessionCookie(): Promise<string> {
    const { user, password } = await createUser(testApp.database.db);
    const signIn = await new TestClient(testApp).signIn(user.email, password);
    expect(signIn.statusCode).toBe(200);
    return signIn.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  }

  const rename = (cookie: string, url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'PUT',
      url,
      payload: { displayName: 'Renamed elsewhere' },
      headers: { cookie, ...headers },
    });

  const displayName = async (cookie: string, url = '/api/me') =>
    (await testApp.app.inject({ method: 'GET', url, headers: { cookie } })).json().profile
      .displayName;

  it('refuses a state-changing API request without Origin however its path is spelled', async () => {
    const cookie = await sessionCookie();
    const before = await displayName(cookie);
    const plain = await rename(cookie, '/api/profile/display-name');
    expect(plain.statusCode).toBe(403);
    for (const url of [
      '/%61pi/profile/display-name',
      '/%61%70%69/profile/display-name',
      '/%61pi/%70rofile/display-name',
      '/api/./profile/display-name',
    ]) {
      const spelled = await rename(cookie, url);
      expect(spelled.statusCode, url).toBe(403);
      expect(spelled.json().error, url).toEqual({
        ...plain.json().error,
        requestId: spelled.headers['x-request-id'],
      });
    }
    expect(await displayName(cookie)).toBe(before);
  });

  it("still takes the site's own requests, and reads without an Origin", async () => {
    const cookie = await sessionCookie();
    const origin = new URL(testApp.config.publicUrl).origin;
    const own = await rename(cookie, '/%61pi/profile/display-name', { origin });
    expect(own.statusCode).toBe(200);
    expect(await displayName(cookie, '/%61pi/me')).toBe('Renamed elsewhere');
    const foreign = await rename(cookie, '/api/profile/display-name', {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('leaves state-changing requests outside /api to their own checks', async () => {
    // RFC 8058 one-click unsubscribe comes from mail clients without an Origin: its signed token
    // decides, so a bad one is the route's answer, not the origin check's 403.
    const response = await testApp.app.inject({ method: 'POST', url: '/unsubscribe/not-a-token' });
    expect(response.statusCode).not.toBe(403);
  });
});
