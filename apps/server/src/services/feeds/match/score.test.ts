import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyMatch, type MatchKind, type MatchVenue, scoreVenuePair } from './score.ts';

const venue = (
  name: string,
  address: string,
  position: [number, number] | null = null,
): MatchVenue => ({
  name,
  address,
  latitude: position?.[0] ?? null,
  longitude: position?.[1] ?? null,
});

const classify = (a: MatchVenue, b: MatchVenue) => classifyMatch(scoreVenuePair(a, b));

/** About 10 m east of a point in Nashville. */
const BROADWAY: [number, number] = [36.1612, -86.7775];
const NEXT_DOOR: [number, number] = [36.1612, -86.7774];

describe('classifyMatch: when two venues are one', () => {
  it('never matches on distance alone: different names 10 m apart', () => {
    const tinRoof = venue('Tin Roof', '316 Broadway, Nashville, TN 37201', BROADWAY);
    expect(
      scoreVenuePair(tinRoof, venue('Honky Tonk Central', '', NEXT_DOOR)).distanceMiles,
    ).toBeLessThan(0.01);
    // The addresses agree: a person decides.
    expect(
      classify(
        tinRoof,
        venue('Honky Tonk Central', '316 Broadway, Nashville, TN 37201', NEXT_DOOR),
      ),
    ).toBe('uncertain');
    // They disagree, or one is unknown: not a match.
    expect(
      classify(
        tinRoof,
        venue('Honky Tonk Central', '329 Broadway, Nashville, TN 37201', NEXT_DOOR),
      ),
    ).toBe('none');
    expect(
      classify(tinRoof, venue('Honky Tonk Central', 'Lower Broadway, Nashville', NEXT_DOOR)),
    ).toBe('none');
    expect(classify(tinRoof, venue('Honky Tonk Central', '', NEXT_DOOR))).toBe('none');
  });

  it('holds for any two names at one spot: certain only with the same name', () => {
    const names = fc.constantFrom(
      'Tin Roof',
      'Honky Tonk Central',
      'The Pub',
      'Pub 52',
      'Bar Louie',
      "Louie's",
      'Crown & Anchor',
      'Oak Bar',
      'Acme Feed & Seed',
      'Losers Bar',
      'Winners Bar & Grill',
    );
    const addresses = fc.constantFrom(
      '',
      'Broadway, Nashville',
      '316 Broadway, Nashville, TN 37201',
      '329 Broadway',
    );
    fc.assert(
      fc.property(names, names, addresses, addresses, (nameA, nameB, addressA, addressB) => {
        const pair = scoreVenuePair(
          venue(nameA, addressA, BROADWAY),
          venue(nameB, addressB, NEXT_DOOR),
        );
        if (classifyMatch(pair) === 'certain') expect(pair.nameScore).toBeGreaterThanOrEqual(0.9);
        if (pair.nameScore < 0.7 && pair.address !== 'same')
          expect(classifyMatch(pair)).toBe('none');
      }),
    );
  });

  it('matches the same name at the same number and street, without coordinates', () => {
    const pair = scoreVenuePair(
      venue('Crown and Anchor', '123 Main St, Nashville, TN 37203'),
      venue('Crown and Anchor', '123 Main St, Nashville, TN 37203'),
    );
    expect(pair).toMatchObject({
      nameScore: 1,
      addressScore: 1,
      address: 'same',
      distanceMiles: null,
    });
    expect(classifyMatch(pair)).toBe('certain');
  });

  it("matches 'The Crown & Anchor Pub' at 123 Main Street with 'Crown and Anchor' at 123 Main St.", () => {
    expect(
      classify(
        venue('The Crown & Anchor Pub', '123 Main Street'),
        venue('Crown and Anchor', '123 Main St.'),
      ),
    ).toBe('certain');
  });

  it('asks about the same name in the same town at another street number', () => {
    const a = venue('Crown & Anchor', '123 Main St, Nashville, TN');
    const b = venue('Crown and Anchor', '125 Main St, Nashville, TN');
    expect(scoreVenuePair(a, b).address).toBe('different');
    expect(classify(a, b)).toBe('uncertain');
  });

  it('asks about different names at the same street address: a food hall, a renamed bar', () => {
    expect(
      classify(
        venue('Assembly Food Hall', '5055 Broadway Pl, Nashville, TN 37203'),
        venue("Hattie B's Hot Chicken", '5055 Broadway Place, Suite 100, Nashville, TN 37203'),
      ),
    ).toBe('uncertain');
    expect(
      classify(
        venue('Dan McGuinness Irish Pub', '1538 Demonbreun St, Nashville, TN 37203'),
        venue('Tavern 1810', '1538 Demonbreun Street, Nashville, TN 37203'),
      ),
    ).toBe('uncertain');
  });

  it('never matches similar names more than a mile apart', () => {
    const pair = scoreVenuePair(
      venue('Crown & Anchor', '123 Main St, Nashville, TN 37203', [36.1531, -86.7906]),
      venue('Crown and Anchor', '900 Gallatin Ave, Nashville, TN 37206', [36.1885, -86.7463]),
    );
    expect(pair.nameScore).toBe(1);
    expect(pair.distanceMiles).toBeGreaterThan(1);
    expect(classifyMatch(pair)).toBe('none');
  });

  it("reads 'Suite 100' and no unit as the same street", () => {
    const pair = scoreVenuePair(
      venue('Pinewood Social', '33 Peabody St, Suite 100, Nashville, TN 37210'),
      venue('Pinewood Social', '33 Peabody St, Nashville, TN 37210'),
    );
    expect(pair.address).toBe('same');
    expect(classifyMatch(pair)).toBe('certain');
  });

  it('keeps scores between 0 and 1, and symmetric', () => {
    const a = venue('The Crown & Anchor Pub', '123 Main Street, Nashville', BROADWAY);
    const b = venue('Crown', '125 Main St', NEXT_DOOR);
    const ab = scoreVenuePair(a, b);
    expect(ab).toEqual(scoreVenuePair(b, a));
    for (const value of [ab.score, ab.nameScore, ab.addressScore]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });
});

/** Nashville-style pairs, with what a person who knows the town would expect the matcher to do. */
const EXAMPLES: [string, MatchVenue, MatchVenue, MatchKind][] = [
  // The same venue, written two ways.
  [
    'spelled-out street and possessive',
    venue("McFadden's Restaurant & Saloon", '134 2nd Ave N, Nashville, TN 37201'),
    venue("McFadden's", '134 Second Avenue North, Nashville, TN 37201'),
    'certain',
  ],
  [
    'Brewery / Brewing Co. and a suite',
    venue('Tailgate Brewery', '7300 Charlotte Pike, Nashville, TN 37209'),
    venue('TailGate Brewing Co.', '7300 Charlotte Pike, Suite 100, Nashville, TN 37209'),
    'certain',
  ],
  [
    'Google form of the address',
    venue('Pinewood Social', '33 Peabody St, Nashville, TN 37210'),
    venue('Pinewood Social', '33 Peabody Street #1, Nashville, TN 37210, USA'),
    'certain',
  ],
  [
    '+ and &',
    venue('Hops + Crafts', '319 Church St, Nashville, TN 37201'),
    venue('Hops & Crafts', '319 Church Street, Nashville TN 37201'),
    'certain',
  ],
  [
    'accents and a spelled-out direction',
    venue('Café Roma', '1 Music Sq W, Nashville'),
    venue('Cafe Roma', '1 Music Square West, Nashville, TN'),
    'certain',
  ],
  [
    'a typo in the name',
    venue('Mellow Mushroom', '2012 Broadway, Nashville, TN 37203'),
    venue('Mellow Mushrom', '2012 Broadway, Nashville, TN 37203'),
    'certain',
  ],
  [
    'Tavern dropped, Ste 100',
    venue("Bobby's Idle Hour Tavern", '9 Music Sq S, Nashville, TN 37203'),
    venue('Bobbys Idle Hour', '9 Music Square South Ste 100, Nashville, TN 37203'),
    'certain',
  ],
  [
    'the same name next door, no street number on either',
    venue('Pub 52', 'Riverfront Park, Nashville', BROADWAY),
    venue('Pub 52', 'Nashville, TN', NEXT_DOOR),
    'certain',
  ],
  [
    'coordinates and the same address, one without a ZIP',
    venue('The Crown & Anchor Pub', '1204 Division St, Nashville, TN 37203', BROADWAY),
    venue('Crown and Anchor', '1204 Division Street, Nashville, TN', NEXT_DOOR),
    'certain',
  ],
  // Worth a person's look.
  [
    'a food hall and a stall in it',
    venue('Assembly Food Hall', '5055 Broadway Pl, Nashville, TN 37203'),
    venue("Hattie B's Hot Chicken", '5055 Broadway Pl, Suite 100, Nashville, TN 37203'),
    'uncertain',
  ],
  [
    'a renamed bar',
    venue('Dan McGuinness Irish Pub', '1538 Demonbreun St, Nashville, TN 37203'),
    venue('Tavern 1810', '1538 Demonbreun St, Nashville, TN 37203'),
    'uncertain',
  ],
  [
    'two venues in the same building',
    venue('Third Coast Comedy Club', '1310 Clinton St, Suite 1, Nashville, TN 37203'),
    venue('Fat Bottom Brewing', '1310 Clinton St Suite 2, Nashville, TN 37203'),
    'uncertain',
  ],
  [
    'a longer Google name at the same address',
    venue('Mellow Mushroom', '2012 Broadway, Nashville, TN 37203'),
    venue('Mellow Mushroom Pizza Bakers', '2012 Broadway, Nashville, TN 37203'),
    'uncertain',
  ],
  [
    'same name, same street, another number',
    venue('Crown & Anchor', '123 Main St, Nashville, TN'),
    venue('Crown and Anchor', '125 Main St, Nashville, TN'),
    'uncertain',
  ],
  [
    'same name and address, pins three miles apart',
    venue('Crown & Anchor', '123 Main St, Nashville, TN 37203', [36.1531, -86.7906]),
    venue('Crown and Anchor', '123 Main Street, Nashville, TN 37203', [36.1885, -86.7463]),
    'uncertain',
  ],
  [
    'same name, the other side of the avenue',
    venue('Crown & Anchor', '400 1st Ave N, Nashville, TN'),
    venue('Crown and Anchor', '400 1st Ave S, Nashville, TN'),
    'uncertain',
  ],
  [
    'similar names, streets without numbers, half a mile apart',
    venue('Tin Roof', 'Demonbreun St, Nashville', [36.1531, -86.7906]),
    venue('Tin Roof Broadway', 'Broadway, Nashville', [36.1585, -86.7835]),
    'uncertain',
  ],
  // Not the same venue.
  [
    'different names next door',
    venue('Tin Roof', '316 Broadway, Nashville, TN 37201', BROADWAY),
    venue('Honky Tonk Central', '329 Broadway, Nashville, TN 37201', NEXT_DOOR),
    'none',
  ],
  [
    'different names next door, no street addresses',
    venue('Tootsies Orchid Lounge', 'Lower Broadway, Nashville', BROADWAY),
    venue("Robert's Western World", 'Broadway, Nashville, TN', NEXT_DOOR),
    'none',
  ],
  [
    "'Bar Louie' and 'Louie's' a block apart",
    venue('Bar Louie', '1 Main St, Nashville, TN 37203', [36.16, -86.78]),
    venue("Louie's", '20 Elm St, Nashville, TN 37203', [36.161, -86.781]),
    'none',
  ],
  [
    "'The Pub' and 'Pub 52' a block apart",
    venue('The Pub', '1 Main St, Nashville, TN 37203', [36.16, -86.78]),
    venue('Pub 52', '52 Elm St, Nashville, TN 37203', [36.161, -86.781]),
    'none',
  ],
  [
    "'Tin Roof' and 'Tin Roof Broadway' at their own addresses",
    venue('Tin Roof', '1516 Demonbreun St, Nashville, TN 37203', [36.1531, -86.7906]),
    venue('Tin Roof Broadway', '316 Broadway, Nashville, TN 37201', [36.1612, -86.7775]),
    'none',
  ],
  [
    "'The Local' and 'Local Taco' nearby",
    venue('The Local', '1 Main St, Nashville, TN 37203', [36.16, -86.78]),
    venue('Local Taco', '5 Elm St, Nashville, TN 37203', [36.162, -86.78]),
    'none',
  ],
  [
    'one chain, two branches miles apart',
    venue('Buffalo Wild Wings', '322 Broadway, Nashville, TN 37201', [36.1612, -86.7775]),
    venue(
      'Buffalo Wild Wings Sports Bar',
      '2400 West End Ave, Nashville, TN 37203',
      [36.1497, -86.8079],
    ),
    'none',
  ],
  [
    'the same street address in another town, no coordinates',
    venue('Crown and Anchor', '123 Main St, Franklin, TN 37064'),
    venue('Crown and Anchor', '123 Main St, Nashville, TN 37203'),
    'none',
  ],
  [
    'the same name far away, no street addresses',
    venue('Pub 52', 'Nashville, TN', [36.1612, -86.7775]),
    venue('Pub 52', 'Franklin, TN', [35.9251, -86.8689]),
    'none',
  ],
  [
    'the other side of the avenue, another name',
    venue('Oak Bar', '400 1st Ave N, Nashville, TN', BROADWAY),
    venue('Elm Tavern', '400 1st Ave S, Nashville, TN', NEXT_DOOR),
    'none',
  ],
];

describe('classifyMatch: Nashville-style examples', () => {
  it('has at least 25 examples', () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(25);
  });

  it.each(EXAMPLES)('%s', (_, a, b, expected) => {
    expect(classify(a, b)).toBe(expected);
    expect(classify(b, a)).toBe(expected);
  });
});
