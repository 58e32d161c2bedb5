import { describe, expect, it } from 'vitest';
import { EmbedQuery, normalizeAccent } from './embed-api.ts';

describe('an embed’s query', () => {
  it('follows the visitor’s theme unless told, and takes #rgb or #rrggbb', () => {
    expect(EmbedQuery.parse({})).toEqual({ theme: 'auto' });
    expect(EmbedQuery.parse({ theme: 'dark', accent: '#C40' })).toEqual({
      theme: 'dark',
      accent: '#C40',
    });
    for (const accent of ['red', '#abcd', 'c2410c', '#c2410c0', '#ggg']) {
      expect(EmbedQuery.safeParse({ accent }).success, accent).toBe(false);
    }
    expect(EmbedQuery.safeParse({ theme: 'blue' }).success).toBe(false);
  });

  it('spells one accent one way', () => {
    expect(normalizeAccent('#C40')).toBe('#cc4400');
    expect(normalizeAccent('#CC4400')).toBe('#cc4400');
    expect(normalizeAccent(undefined)).toBeNull();
  });
});
