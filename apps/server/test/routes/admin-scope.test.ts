import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../helpers/app.ts';
import { signInNewUser, TestClient } from '../helpers/auth.ts';

/** Every route registered under /api/admin, as the app itself lists them. */
function adminRoutes(testApp: TestApp): { method: string; url: string }[] {
  return testApp.app.routeTable.filter(
    ({ method, url }) => url.startsWith('/api/admin/') && method !== 'HEAD',
  );
}

describe('the /api/admin scope', () => {
  const testApp = useTestApp();

  it('answers every admin endpoint with 401 for anonymous requests', async () => {
    const routes = adminRoutes(testApp);
    expect(routes.length).toBeGreaterThan(0);
    for (const { method, url } of routes) {
      const response = await new TestClient(testApp).request({
        method: method as 'GET',
        url: url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000'),
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('keeps admin-only endpoints from other users (403 with the spec message)', async () => {
    const client = await signInNewUser(testApp);
    const response = await client.get('/api/admin/notifications/summary');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      'This page is only accessible to platform administrators.',
    );
  });

  it('answers admins', async () => {
    const client = await signInNewUser(testApp, { role: 'admin' });
    const response = await client.get('/api/admin/notifications/summary');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unreadNewProviders: 0 });
  });
});
