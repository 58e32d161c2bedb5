import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru.ts';

/** Each value's size is its length: 3 fit in 30. */
const lru = () => new ByteLru<string>(30, (value) => value.length);
const ten = (letter: string) => letter.repeat(10);

describe('ByteLru', () => {
  it('drops the oldest entry not read since it was stored or last spared', () => {
    const cache = lru();
    for (const key of ['a', 'b', 'c']) cache.set(key, ten(key));
    expect(cache.get('a')).toBe(ten('a'));
    cache.set('d', ten('d'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(30);
    // a was spared once: unread since, it is now the oldest and goes next (c was spared by no read).
    cache.set('e', ten('e'));
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('a')).toBe(ten('a'));
  });

  it('keeps within its bytes when every entry has been read', () => {
    const cache = lru();
    for (const key of ['a', 'b', 'c']) cache.set(key, ten(key));
    for (const key of ['a', 'b', 'c']) cache.get(key);
    cache.set('d', ten('d'));
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(30);
    // All three were spared once, in order; the oldest of them went.
    expect(cache.get('a')).toBeUndefined();
    expect(['b', 'c', 'd'].map((key) => cache.get(key))).toEqual(['b', 'c', 'd'].map(ten));
  });

  it('replaces an entry in place, counting its new size', () => {
    const cache = lru();
    cache.set('a', ten('a'));
    cache.set('a', 'a'.repeat(25));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(25);
    cache.set('b', ten('b'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(10);
  });
});

describe('ByteLru, what is just stored', () => {
  it('is not what makes room for itself, unless it alone is over the bytes', () => {
    const cache = lru();
    for (const key of ['a', 'b', 'c']) cache.set(key, ten(key));
    for (const key of ['a', 'b', 'c']) cache.get(key);
    cache.set('d', ten('d'));
    expect(cache.get('d')).toBe(ten('d'));
    cache.set('big', 'x'.repeat(31));
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
