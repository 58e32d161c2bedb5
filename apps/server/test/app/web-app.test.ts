import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, FIXTURE_WEB_DIST, useTestApp } from '../helpers/app.ts';

describe('serving the web app', () => {
  const testApp = useTestApp();

  it('answers client routes with the app shell (history fallback)', async () => {
    for (const url of [
      '/',
      '/admin',
      '/admin/venues/123/edit',
      '/trivia-near-nashville-tn',
      '/beta?x=1',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers unknown pages with the shell and a 404 status, so the app can say so', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves hashed assets for a year, pre-compressed when the client accepts it', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/assets/app-test.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toContain('test build');

    const brotli = await testApp.app.inject({
      method: 'GET',
      url: '/assets/app-test.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it('serves the service worker and the shell it precaches for checking on every visit', async () => {
    const worker = await testApp.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');

    const shell = await testApp.app.inject({ method: 'GET', url: '/index.html' });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.body).toContain('<div id="root">');
  });

  it('serves the web app manifest with its registered content type', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.json()).toMatchObject({ display: 'standalone', start_url: '/' });
  });

  it('sends security headers with a CSP that allows exactly the inline theme script', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    const html = fs.readFileSync(path.join(FIXTURE_WEB_DIST, 'index.html'), 'utf8');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same security headers on every answer: a page, an API answer, a 404, a 400', async () => {
    const security = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(([name]) =>
          /^(content-security-policy|cross-origin-|origin-agent|referrer|x-(?!request-id))/.test(
            name,
          ),
        ),
      );
    const page = security((await testApp.app.inject({ method: 'GET', url: '/' })).headers);
    expect(Object.keys(page).length).toBeGreaterThanOrEqual(10);
    for (const url of ['/api/health', '/api/no-such-thing', '/api/venues/nearby?lat=500']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(security(response.headers), url).toEqual(page);
    }
  });

  it('adds the HTTPS-only headers when the public URL is https', async () => {
    const secure = await buildTestApp({ PUBLIC_URL: 'https://trivia.example' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(String(response.headers['content-security-policy'])).toContain(
        'upgrade-insecure-requests',
      );
    } finally {
      await secure.close();
    }
  });

  it("lets the map reach MAP_STYLE_URL's origin and start its worker, and tells the browser the style", async () => {
    const mapped = await buildTestApp({ MAP_STYLE_URL: 'https://maps.example/styles/dark.json' });
    try {
      const response = await mapped.app.inject({ method: 'GET', url: '/api/public-config' });
      expect(response.json()).toMatchObject({
        mapStyleUrl: 'https://maps.example/styles/dark.json',
      });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self' https://maps.example;");
      expect(csp).toContain("worker-src 'self' blob:");
    } finally {
      await mapped.close();
    }
    // Without it: the keyless OpenStreetMap-based public style.
    const response = await testApp.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.json().mapStyleUrl).toBe('https://tiles.openfreemap.org/styles/liberty');
    expect(String(response.headers['content-security-policy'])).toContain(
      "connect-src 'self' https://tiles.openfreemap.org;",
    );
  });

  it('says the web app is not built instead of failing when there is no build', async () => {
    const bare = await buildTestApp({ WEB_DIST_DIR: path.join(FIXTURE_WEB_DIST, 'missing') });
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
      const api = await bare.app.inject({ method: 'GET', url: '/api/health' });
      expect(api.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
