import { describe, expect, it } from 'vitest';
import { FragmentCache } from './fragments.ts';

const empty = { plain: Buffer.alloc(0), deflated: Buffer.alloc(0), crc: 0, shift: 0 };
const fragment = (version: string, size: number) => ({
  version,
  head: { ...empty, plain: Buffer.from('h'.repeat(size)) },
  tail: empty,
});

describe('the nearby answer fragments kept in memory (decision 070)', () => {
  it('answers a fragment only for its version and week', () => {
    const cache = new FragmentCache();
    cache.set('venue', '2031-12-01', fragment('7', 10));
    expect(cache.get('venue', '2031-12-01', '7')?.head.plain.toString()).toBe('h'.repeat(10));
    expect(cache.get('venue', '2031-12-01', '8')).toBeUndefined();
    expect(cache.get('venue', '2031-12-02', '7')).toBeUndefined();
  });

  it("keeps one fragment a venue: another week's replaces it (decision 110)", () => {
    const cache = new FragmentCache();
    cache.set('venue', '2031-12-01', fragment('7', 10));
    cache.set('venue', '2031-12-02', fragment('7', 20));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(20 + 1 + 64);
    expect(cache.get('venue', '2031-12-01', '7')).toBeUndefined();
    expect(cache.get('venue', '2031-12-02', '7')?.head.plain.length).toBe(20);
  });

  it('drops the least recently used past its bytes', () => {
    // Each fragment counts its bytes and a fixed 64: 3 fit in 600.
    const cache = new FragmentCache(600);
    cache.set('a', '2031-12-01', fragment('1', 100));
    cache.set('b', '2031-12-01', fragment('1', 100));
    cache.set('c', '2031-12-01', fragment('1', 100));
    expect(cache.get('a', '2031-12-01', '1')).toBeDefined(); // a is now the most recent
    cache.set('d', '2031-12-01', fragment('1', 100));
    expect(cache.size).toBe(3);
    expect(cache.get('b', '2031-12-01', '1')).toBeUndefined();
    expect(cache.get('a', '2031-12-01', '1')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(600);
    // A newer version replaces the old one in place.
    cache.set('a', '2031-12-01', fragment('2', 100));
    expect(cache.size).toBe(3);
    expect(cache.get('a', '2031-12-01', '2')).toBeDefined();
  });
});
