import { describe, expect, it } from 'vitest';
import { DataVersionReader } from '../db/data-version.ts';
import { PageCache, pageEncodingFor } from './page-cache.ts';

describe('rendered pages kept in memory (decision 072)', () => {
  it('renders a page once for requests that arrive while it is being rendered', async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { status: 200, html: '<p>Trivia tonight</p>'.repeat(100), keep: true };
    };
    const pages = await Promise.all(Array.from({ length: 5 }, () => cache.page('k', '1', render)));
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]?.encoded?.gzip.length).toBeGreaterThan(0);
    await cache.page('k', '2', render);
    expect(renders).toBe(2);
  });

  it('keeps no page it was told not to, and renders it again', async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return { status: 200, html: 'rendered by the browser', keep: false };
    };
    const page = await cache.page('k', '1', render);
    expect(page.encoded).toBeUndefined();
    await cache.page('k', '1', render);
    expect(renders).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keeps a page until the night it shows as to come ends, and not one rendered after (decision 219)', async () => {
    const cache = new PageCache();
    let renders = 0;
    const renderEndingIn = (ms: number) => async () => {
      renders += 1;
      return { status: 200, html: '<p>Tonight</p>', keep: true, expiresAt: Date.now() + ms };
    };
    await cache.page('k', '1', renderEndingIn(60));
    await cache.page('k', '1', renderEndingIn(60));
    expect(renders).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 120));
    // The night has ended since: the page is rendered again.
    await cache.page('k', '1', renderEndingIn(-1));
    expect(renders).toBe(2);
    // Wrong as soon as it was rendered: not kept.
    await cache.page('k', '1', renderEndingIn(-1));
    expect(renders).toBe(3);
    expect(cache.size).toBe(0);
  });

  it('answers br before gzip, and neither when refused', () => {
    expect(pageEncodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncodingFor('gzip')).toBe('gzip');
    expect(pageEncodingFor('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pageEncodingFor('*')).toBe('br');
    expect(pageEncodingFor('*;q=0')).toBeNull();
    expect(pageEncodingFor('identity')).toBeNull();
    expect(pageEncodingFor(undefined)).toBeNull();
  });
});

describe('the data version read for many requests at once (decision 079)', () => {
  /** A database whose version read takes a while, and which counts its reads. */
  function slowDatabase() {
    const database = { version: 1, reads: 0 };
    const read = async () => {
      database.reads += 1;
      const seen = database.version; // read when the statement starts
      await new Promise((resolve) => setTimeout(resolve, 20));
      return String(seen);
    };
    return { database, reader: new DataVersionReader(read) };
  }

  it('never answers a request with a read begun before it arrived', async () => {
    const { database, reader } = slowDatabase();
    const before = reader.read();
    database.version = 2; // a write acknowledged while that read is on its way
    const after = [reader.read(), reader.read(), reader.read()];
    expect(await before).toBe('1');
    expect(await Promise.all(after)).toEqual(['2', '2', '2']);
    // The three that arrived meanwhile shared one read.
    expect(database.reads).toBe(2);
  });

  it('reads again once nothing is on its way, and survives a failed read', async () => {
    let fail = true;
    const reader = new DataVersionReader(async () => {
      if (fail) throw new Error('The database is not answering.');
      return '7';
    });
    await expect(reader.read()).rejects.toThrow('not answering');
    fail = false;
    expect(await reader.read()).toBe('7');
  });
});
