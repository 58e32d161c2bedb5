import { describe, expect, it } from 'vitest';
import { cityNameFromSlug } from './city-names.ts';
import { cityPageDescription, cityPageKeywords, cityPageTitle, citySlug } from './city-pages.ts';
import { CityPlaceParams } from './city-place.ts';

describe('cityNameFromSlug', () => {
  it.each([
    ['franklin-tn', 'Franklin, TN'],
    ['nashville-tn', 'Nashville, TN'],
    ['new-york-ny', 'New York, NY'],
    ['winston-salem-nc', 'Winston Salem, NC'],
    ['60601', '60601'],
    ['nashville', 'Nashville'],
    ['nowhere-zz', 'Nowhere Zz'],
  ])('%s → %s', (slug, name) => {
    expect(cityNameFromSlug(slug)).toBe(name);
  });
});

describe('citySlug', () => {
  it.each([
    ['Franklin', 'TN', 'franklin-tn'],
    ['Winston-Salem', 'NC', 'winston-salem-nc'],
    ['St. Louis', 'MO', 'st-louis-mo'],
    ["Coeur d'Alene", 'ID', 'coeur-dalene-id'],
    ['Española', 'NM', 'espanola-nm'],
  ])('(%s, %s) → %s', (town, state, slug) => {
    expect(citySlug(town, state)).toBe(slug);
    expect(CityPlaceParams.safeParse({ slug }).success).toBe(true);
  });
});

describe('city page metadata', () => {
  it('derives the title, description and keywords from the place', () => {
    expect(cityPageTitle('Franklin, TN')).toBe(
      'Trivia Near Franklin, TN — Trivia Nights This Week | Trivia Near Me',
    );
    expect(cityPageDescription('Franklin, TN', 12)).toContain('12 venues within 30 miles');
    expect(cityPageDescription('Franklin, TN', 1)).toContain('1 venue within');
    expect(cityPageDescription('Franklin, TN', 3, 50)).toContain('3 venues within 50 miles');
    expect(cityPageDescription('Nowhere', 0)).toContain('No trivia nights are listed near Nowhere');
    expect(cityPageKeywords('Franklin, TN', 'Tennessee')).toBe(
      'trivia near Franklin TN, trivia night Franklin TN, pub quiz Franklin TN, bar trivia Franklin, trivia tonight Franklin, trivia Tennessee',
    );
  });

  it('refuses slugs that are not lower-case words and dashes', () => {
    for (const slug of ['Franklin-TN', 'a--b', '-a', 'a b', 'x'.repeat(121)]) {
      expect(CityPlaceParams.safeParse({ slug }).success).toBe(false);
    }
  });
});
