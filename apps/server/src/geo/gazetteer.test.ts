import { placeLabel } from '@trivia/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Gazetteer } from './gazetteer.ts';
import { loadGazetteer } from './load-gazetteer.ts';

/** The ranking of the autocomplete, on the real derived data. */
describe('the gazetteer', () => {
  let gazetteer: Gazetteer;
  beforeAll(async () => {
    gazetteer = await loadGazetteer();
  }, 120_000);

  const labels = (query: string, limit = 5) => gazetteer.search(query, limit).map(placeLabel);

  it('holds every US ZIP and town', () => {
    expect(gazetteer.size.zips).toBeGreaterThan(40_000);
    expect(gazetteer.size.towns).toBeGreaterThan(30_000);
  });

  it.each([
    ['portland, or', 'Portland, OR'],
    ['Portland, Oregon', 'Portland, OR'],
    ['portland or', 'Portland, OR'],
    ['PORTLAND, ME', 'Portland, ME'],
    ['portland', 'Portland, OR'],
    ['Nash', 'Nashville, TN'],
    ['nashville, tenn', 'Nashville, TN'],
    ['st. louis', 'St. Louis, MO'],
    ['Saint Louis', 'St. Louis, MO'],
    ['winston salem', 'Winston-Salem, NC'],
    ['Coeur dAlene', "Coeur d'Alene, ID"],
    ['new york', 'New York City, NY'],
    ['helena, mt', 'Helena, MT'],
  ])('"%s" → %s first', (query, expected) => {
    expect(labels(query)[0]).toBe(expected);
  });

  it('ranks "spring" by population: the largest Springfield first', () => {
    const found = labels('spring');
    expect(found[0]).toBe('Springfield, MO');
    expect(found.filter((label) => label.startsWith('Springfield,')).length).toBeGreaterThan(1);
  });

  it('answers a ZIP first, then the ZIPs it starts', () => {
    expect(gazetteer.search('37064', 5).map((place) => place.name)).toEqual(['37064']);
    expect(gazetteer.search('37064-1234', 5).map((place) => place.name)).toEqual(['37064']);
    const prefix = gazetteer.search('3706', 5).map((place) => place.name);
    expect(prefix).toHaveLength(5);
    expect(prefix).toEqual([...prefix].sort());
    expect(prefix.every((zip) => zip.startsWith('3706'))).toBe(true);
    expect(gazetteer.search('02134', 1)[0]?.name).toBe('02134');
  });

  it('finds nothing for text that names no place', () => {
    expect(labels('qqxz')).toEqual([]);
    expect(labels('portland, zz')).toEqual([]);
    expect(labels(',')).toEqual([]);
  });

  it('names the town of a position, preferring the city over a neighbourhood', () => {
    expect(gazetteer.reverse(36.1627, -86.7816)).toBe('Nashville, TN');
    expect(gazetteer.reverse(36.033, -86.79)).toBe('Brentwood, TN');
    expect(gazetteer.reverse(41.8781, -87.6298)).toBe('Chicago, IL');
    expect(gazetteer.reverse(46.5958, -112.027)).toBe('Helena, MT');
    expect(gazetteer.reverse(30, -140)).toBeNull();
  });
});
