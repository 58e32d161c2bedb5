import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseAddress, normaliseVenueName } from './normalise.ts';

describe('normaliseVenueName', () => {
  it.each([
    ['The Crown & Anchor Pub', 'crown and anchor'],
    ['Crown and Anchor', 'crown and anchor'],
    ['CROWN & ANCHOR', 'crown and anchor'],
    ['Café Rústico', 'cafe rustico'],
    ["McFadden's Restaurant & Saloon", 'mcfaddens'],
    ['Mellow Mushroom Bar & Grill', 'mellow mushroom'],
    ['Tailgate Brewery', 'tailgate'],
    ['TailGate Brewing Co.', 'tailgate'],
    ['Acme Feed & Seed, LLC', 'acme feed and seed'],
    ['Bar Louie', 'bar louie'],
    ["Louie's", 'louies'],
    ['Pub 52', 'pub 52'],
    ['Tin Roof Broadway', 'tin roof broadway'],
    ['  Dan   McGuinness  Irish   Pub ', 'dan mcguinness irish'],
    ['Buffalo Wild Wings Sports Bar', 'buffalo wild wings'],
  ])('%j → %j', (name, expected) => {
    expect(normaliseVenueName(name)).toBe(expected);
  });

  it('never drops the last word: a name of generic words keeps one', () => {
    expect(normaliseVenueName('The Pub')).toBe('pub');
    expect(normaliseVenueName('Brewery Bar')).toBe('brewery');
    expect(normaliseVenueName('Bar & Grill')).toBe('bar');
    expect(normaliseVenueName('The')).toBe('the');
  });

  it('is empty only for a name without letters or digits', () => {
    expect(normaliseVenueName('')).toBe('');
    expect(normaliseVenueName(' - ')).toBe('');
    // A letter that decomposes into a space and a mark (found by the property below).
    expect(normaliseVenueName('ﹴ')).not.toBe('');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (name) => {
        if (/[\p{L}\p{N}]/u.test(name)) expect(normaliseVenueName(name)).not.toBe('');
      }),
    );
  });
});

describe('normaliseAddress', () => {
  it.each([
    [
      '123 Main Street, Suite 100, Nashville, TN 37203, USA',
      { street: '123 main st', number: '123', zip: '37203', town: 'nashville', state: 'TN' },
    ],
    [
      '123 Main St., Nashville, TN 37203',
      { street: '123 main st', number: '123', zip: '37203', town: 'nashville', state: 'TN' },
    ],
    [
      '123 Main St Nashville TN 37203-1234',
      { street: '123 main st', number: '123', zip: '37203', town: 'nashville', state: 'TN' },
    ],
    [
      '123 Main St #100, Nashville TN 37203',
      { street: '123 main st', number: '123', zip: '37203', town: 'nashville', state: 'TN' },
    ],
    [
      '400 North First Avenue, Ste. 2B, Nashville, Tennessee',
      { street: '400 n 1st ave', number: '400', zip: null, town: 'nashville', state: 'TN' },
    ],
    [
      '2nd Floor, 55 Music Square West, Nashville, TN 37203',
      { street: '55 music sq w', number: '55', zip: '37203', town: 'nashville', state: 'TN' },
    ],
    [
      '100 Biscayne Boulevard, Fl 2, Miami, FL 33101',
      { street: '100 biscayne blvd', number: '100', zip: '33101', town: 'miami', state: 'FL' },
    ],
    [
      '5055 Broadway Pl Unit A, Nashville, TN 37203',
      { street: '5055 broadway pl', number: '5055', zip: '37203', town: 'nashville', state: 'TN' },
    ],
    [
      '7300 Charlotte Pike Apt 2B, Nashville, TN',
      { street: '7300 charlotte pike', number: '7300', zip: null, town: 'nashville', state: 'TN' },
    ],
    [
      '123-125 Broadway, New York, New York 10006',
      { street: '123 broadway', number: '123', zip: '10006', town: 'new york', state: 'NY' },
    ],
    [
      'Crown & Anchor, 123 Main St',
      { street: '123 main st', number: '123', zip: null, town: null, state: null },
    ],
    [
      '1516 Demonbreun St, Nashville',
      { street: '1516 demonbreun st', number: '1516', zip: null, town: 'nashville', state: null },
    ],
    [
      'Broadway at 5th Ave, Nashville',
      { street: 'broadway at 5th ave', number: null, zip: null, town: 'nashville', state: null },
    ],
    ['Nashville, TN', { street: '', number: null, zip: null, town: 'nashville', state: 'TN' }],
    ['37203', { street: '', number: null, zip: '37203', town: null, state: null }],
    ['', { street: '', number: null, zip: null, town: null, state: null }],
  ])('%j', (address, expected) => {
    expect(normaliseAddress(address)).toEqual(expected);
  });

  it('reads a unit the same whichever way it is written', () => {
    const streets = [
      '123 Main St',
      '123 Main St Suite 100',
      '123 Main St Ste. 100',
      '123 Main St #100',
      '123 Main St, # 100',
      '123 Main St Unit 5',
      '123 Main St Apt 2B',
      '123 Main St Fl 2',
      '123 Main Street, 3rd Floor',
    ].map((address) => normaliseAddress(address).street);
    expect(new Set(streets)).toEqual(new Set(['123 main st']));
  });

  it('never throws', () => {
    expect(normaliseAddress(null).street).toBe('');
    expect(normaliseAddress(undefined).street).toBe('');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (address) => {
        expect(typeof normaliseAddress(address).street).toBe('string');
      }),
    );
  });
});
