import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../src/db/factories.ts';
import { buildTestApp, useTestApp } from '../../helpers/app.ts';
import { TestClient } from '../../helpers/auth.ts';

describe('signing in and out', () => {
  const testApp = useTestApp();
  const password = 'correct horse';
  let email: string;

  beforeAll(async () => {
    ({
      user: { email },
    } = await createUser(testApp.database.db, { password, name: 'Quinn Quizmaster' }));
  });

  it('signs in with email and password into an HttpOnly, SameSite=Lax session cookie', async () => {
    const client = new TestClient(testApp);
    const response = await client.signIn(email.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'trivia.session_token');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBeFalsy();

    const me = (await client.get('/api/me')).json();
    expect(me.user).toMatchObject({
      email,
      name: 'Quinn Quizmaster',
      metadata: { full_name: 'Quinn Quizmaster' },
    });

    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect((await client.get('/api/me')).json().user).toBeNull();
  });

  it('refuses a wrong password with a message', async () => {
    const response = await new TestClient(testApp).signIn(email, 'wrong password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: {
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Invalid email or password',
        requestId: response.headers['x-request-id'],
      },
    });
  });

  it('answers malformed bodies with 400 naming the field', async () => {
    const client = new TestClient(testApp);
    const noEmail = await client.post('/api/auth/sign-in/email', { password: 'x' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.message).toMatch(/^email: /);
    const badEmail = await client.post('/api/auth/sign-in/email', {
      email: 'not-an-email',
      password: 'x',
    });
    expect(badEmail.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'email' }],
    });
    const noPassword = await client.post('/api/auth/sign-in/email', { email });
    expect(noPassword.json().error.message).toMatch(/^password: /);
  });

  it('refuses state-changing requests without a matching Origin', async () => {
    const missing = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.cookies).toHaveLength(0);
    const foreign = await new TestClient(testApp, { origin: 'https://evil.example' }).signIn(
      email,
      password,
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toContain('https://evil.example');
  });

  it('does not offer open sign-up: accounts come from provider registration', async () => {
    const response = await new TestClient(testApp).post('/api/auth/sign-up/email', {
      email: 'new@example.test',
      password: 'password',
      name: 'New',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('marks the cookie Secure when the public URL is https', async () => {
    const secure = await buildTestApp({ PUBLIC_URL: 'https://trivia.example' });
    try {
      const { user } = await createUser(secure.database.db, { password });
      const response = await new TestClient(secure).signIn(user.email, password);
      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((c) => c.name.endsWith('trivia.session_token'));
      expect(cookie?.secure).toBe(true);
      expect(cookie?.httpOnly).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('sign-in rate limits', () => {
  const testApp = useTestApp();

  it('answers the 11th rapid failed sign-in of an account with 429, even with the right password', async () => {
    const { user, password } = await createUser(testApp.database.db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      // Each from its own address: the account is limited, not just the address.
      const client = new TestClient(testApp);
      const response = await client.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: user.email, password: 'wrong' },
        remoteAddress: `10.0.0.${attempt + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const blocked = await new TestClient(testApp).signIn(user.email, password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(
      /^Too many failed sign-in attempts\. Please wait 15 minutes/,
    );
  });

  it('limits failed sign-ins per address across accounts', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await new TestClient(testApp).request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: `nobody-${attempt}@example.test`, password: 'wrong' },
        remoteAddress: '10.9.9.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses[9]).toBe(401);
    expect(statuses[10]).toBe(429);
  });

  it('does not count successful sign-ins', async () => {
    const { user, password } = await createUser(testApp.database.db);
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await new TestClient(testApp).request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: user.email, password },
        remoteAddress: '10.7.7.7',
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
