import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const cwd = '/srv/trivia';

describe('loadConfig', () => {
  it('has working defaults: the embedded database in ./data with the demo data', () => {
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(3000);
    expect(config.host).toBe('localhost');
    expect(config.dataDir).toBe('/srv/trivia/data');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/srv/trivia/data' });
    expect(config.demo).toBe(true);
    expect(config.showDemoSignIns).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.adminEmails).toEqual([]);
  });

  it('uses PostgreSQL when DATABASE_URL is set, without the demo data unless asked', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/trivia' }, cwd);
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/trivia',
      readUrls: [],
      readMaxLagSeconds: 5,
    });
    expect(config.demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/trivia', DEMO: '1' }, cwd).demo).toBe(true);
  });

  it('reads the replicas, their lag bound and the direct URL (decisions 194, 195)', () => {
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://u:p@pooler:6432/trivia',
        DATABASE_DIRECT_URL: 'postgres://u:p@db:5432/trivia',
        DATABASE_READ_URL: 'postgres://u:p@r1:5432/trivia, postgres://u:p@r2:5432/trivia',
        DATABASE_READ_MAX_LAG: '2.5',
      },
      cwd,
    );
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@pooler:6432/trivia',
      directUrl: 'postgres://u:p@db:5432/trivia',
      readUrls: ['postgres://u:p@r1:5432/trivia', 'postgres://u:p@r2:5432/trivia'],
      readMaxLagSeconds: 2.5,
    });
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://db/t', DATABASE_READ_URL: 'http://r1/t' }, cwd),
    ).toThrow(/DATABASE_READ_URL has "http:\/\/r1\/t", which must be a PostgreSQL URL/);
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://db/t', DATABASE_READ_MAX_LAG: 'soon' }, cwd),
    ).toThrow(/DATABASE_READ_MAX_LAG must be a number of seconds/);
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://r1/t' }, cwd)).toThrow(
      /DATABASE_READ_URL and DATABASE_DIRECT_URL need DATABASE_URL/,
    );
  });

  it('never shows the demo sign-ins in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', DEMO: 'true' }, cwd);
    expect(config.demo).toBe(true);
    expect(config.showDemoSignIns).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }, cwd).demo).toBe(false);
  });

  it('refuses a MAP_STYLE_URL that is not an http(s) URL, naming it', () => {
    expect(() => loadConfig({ MAP_STYLE_URL: 'ftp://maps.example/style.json' }, cwd)).toThrow(
      /MAP_STYLE_URL must be the http\(s\) URL of a MapLibre style/,
    );
    expect(loadConfig({ MAP_STYLE_URL: 'http://127.0.0.1:8080/style.json' }, cwd).mapStyleUrl).toBe(
      'http://127.0.0.1:8080/style.json',
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' }, cwd).database.kind).toBe('pglite');
  });

  it('reads the admin emails and the public URL', () => {
    const config = loadConfig(
      {
        ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,',
        PUBLIC_URL: 'https://trivia.example/',
      },
      cwd,
    );
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.publicUrl).toBe('https://trivia.example');
  });

  it('reads FEED_ALLOW_HOSTS as exact addresses and host names, none by default', () => {
    expect(loadConfig({}, cwd).feedAllowHosts).toEqual([]);
    expect(
      loadConfig({ FEED_ALLOW_HOSTS: ' 127.0.0.1, ::1 ,Feeds.Internal, localhost,' }, cwd)
        .feedAllowHosts,
    ).toEqual(['127.0.0.1', '::1', 'feeds.internal', 'localhost']);
    for (const bad of ['http://feeds.internal', '127.0.0.1:8080', '10.0.0.0/8', '127.1', 'a b']) {
      expect(() => loadConfig({ FEED_ALLOW_HOSTS: `::1, ${bad}` }, cwd)).toThrow(
        `FEED_ALLOW_HOSTS "${bad}" is not an IP address or host name`,
      );
    }
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, trusting none by default (decision 162)', () => {
    expect(loadConfig({}, cwd).trustProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: '0' }, cwd).trustProxy).toEqual({ kind: 'none' });
    // What was the switch `1` is one hop: the address the nearest proxy saw.
    expect(loadConfig({ TRUST_PROXY: '1' }, cwd).trustProxy).toEqual({ kind: 'hops', hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '2' }, cwd).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    expect(
      loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16 ,fd00::/8,::ffff:192.0.2.1' }, cwd)
        .trustProxy,
    ).toEqual({
      kind: 'addresses',
      addresses: ['10.0.0.5', '10.1.0.0/16', 'fd00::/8', '::ffff:192.0.2.1'],
    });
    // Trusting every proxy is what let any client choose its address: no longer a value.
    for (const bad of [
      'true',
      'yes',
      'on',
      '11',
      '-1',
      '1.5',
      '10.0.0.300',
      '10.0.0.0/33',
      'proxy.internal',
      '10.1',
      '10.0.0.5/8/1',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }, cwd)).toThrow(
        /TRUST_PROXY .*must be a number of proxies in front of this server/,
      );
    }
  });

  it('runs one process on the embedded database, and one per CPU on PostgreSQL unless told', () => {
    expect(loadConfig({}, cwd).workers).toBe(1);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/trivia' }, cwd).workers,
    ).toBeGreaterThanOrEqual(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/trivia', WORKERS: '3' }, cwd).workers).toBe(3);
    expect(() => loadConfig({ WORKERS: '2' }, cwd)).toThrow(
      /WORKERS must be 1 with the embedded database/,
    );
  });

  it.each([
    ['WORKERS', 'many'],
    ['WORKERS', '0'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '3.5'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://db/trivia'],
    ['DEMO', 'maybe'],
    ['PUBLIC_URL', 'ftp://x'],
    ['ADMIN_EMAILS', 'boss@example.com, nope'],
    ['SMTP_URL', 'http://mail'],
    ['LOG_LEVEL', 'loud'],
    ['FEED_ALLOW_HOSTS', '10.0.0.1, https://feeds.internal'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.5, proxy.internal'],
  ])('refuses %s=%s with a message naming it', (variable, value) => {
    expect(() => loadConfig({ [variable]: value }, cwd)).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value }, cwd)).toThrow(new RegExp(`\\b${variable}\\b`));
  });

  it('lists every bad variable at once', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'x', DEMO: 'y' }, cwd);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('PORT');
    expect(message).toContain('DEMO');
  });
});
