import { US_STATES } from '@trivia/shared';

/**
 * The forms of a venue's name and address that the matcher compares: what differs
 * between two spellings of the same place (case, accents, '&', punctuation, 'The …', '… Pub',
 * 'Street' or 'St.', 'Suite 100') is taken out; what tells two places apart (words, numbers) stays.
 */

/** Words of a text: lower case, without accents or punctuation; '&' is 'and', "Louie's" 'louies'. */
function toWords(text: string): string[] {
  // Most names and addresses are ASCII: they skip the Unicode decomposition.
  const ascii = /^[\x20-\x7e]*$/.test(text);
  const decomposed = ascii ? text : text.normalize('NFKD').replace(/\p{M}/gu, '');
  // Some letters decompose into marks alone ('ﹴ'): then keep the text as it is written.
  const letters = ascii || /[\p{L}\p{N}]/u.test(decomposed) ? decomposed : text.normalize('NFC');
  const plain = letters
    .toLowerCase()
    .replace(/[&+]/g, ' and ')
    .replace(/['’‘`´]/g, '')
    .replace(ascii ? /[^a-z0-9]+/g : /[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return plain ? plain.split(' ') : [];
}

/** Words a name may carry or leave out (read from the end, longest first). */
const GENERIC_ENDINGS: readonly string[][] = [
  'sports bar',
  'sports grill',
  'sports pub',
  'tap room',
  'brew pub',
  'bar',
  'pub',
  'brewpub',
  'grill',
  'grille',
  'tavern',
  'taproom',
  'saloon',
  'restaurant',
  'brewery',
  'brewing',
  'co',
  'company',
  'llc',
  'inc',
  'ltd',
].map((ending) => ending.split(' '));

function endsWithWords(words: readonly string[], ending: readonly string[]): boolean {
  if (ending.length > words.length) return false;
  const start = words.length - ending.length;
  return ending.every((word, at) => words[start + at] === word);
}

/**
 * A venue's name as compared: 'The Crown & Anchor Pub' → 'crown and anchor'. Leading 'the' and
 * trailing generic words ('… Bar and Grill', '… Brewing Co.') are dropped, but never the last
 * word: 'The Pub' is 'pub'.
 */
export function normaliseVenueName(name: string | null | undefined): string {
  const words = toWords(name ?? '');
  if (words.length > 1 && words[0] === 'the') words.shift();
  let dropped = true;
  while (dropped) {
    dropped = false;
    for (const ending of GENERIC_ENDINGS) {
      if (words.length > ending.length && endsWithWords(words, ending)) {
        words.length -= ending.length;
        dropped = true;
        break;
      }
    }
    // '… Bar and Grill' leaves '… Bar and' once 'grill' is gone.
    if (words.length > 1 && words.at(-1) === 'and') {
      words.length -= 1;
      dropped = true;
    }
  }
  return words.join(' ');
}

export interface NormalisedAddress {
  /** Number and street, USPS abbreviations: '123 main st', '400 n 1st ave'; '' when none. */
  street: string;
  number: string | null;
  zip: string | null;
  /** Lower case, without punctuation. */
  town: string | null;
  /** The postal code: 'TN'. */
  state: string | null;
}

/** USPS Publication 28 abbreviations of the street words people spell out. */
const STREET_WORDS: Readonly<Record<string, string>> = {
  street: 'st',
  str: 'st',
  avenue: 'ave',
  av: 'ave',
  avn: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  blv: 'blvd',
  drive: 'dr',
  drv: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  parkway: 'pkwy',
  pky: 'pkwy',
  pkway: 'pkwy',
  highway: 'hwy',
  hiway: 'hwy',
  square: 'sq',
  terrace: 'ter',
  circle: 'cir',
  trail: 'trl',
  alley: 'aly',
  crossing: 'xing',
  expressway: 'expy',
  freeway: 'fwy',
  turnpike: 'tpke',
  center: 'ctr',
  centre: 'ctr',
  plaza: 'plz',
  point: 'pt',
  route: 'rte',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
  first: '1st',
  second: '2nd',
  third: '3rd',
  fourth: '4th',
  fifth: '5th',
  sixth: '6th',
  seventh: '7th',
  eighth: '8th',
  ninth: '9th',
  tenth: '10th',
  eleventh: '11th',
  twelfth: '12th',
};

/** Street types, after abbreviation: in an address without commas, the town follows the last. */
export const STREET_TYPES = new Set([
  'st',
  'ave',
  'rd',
  'blvd',
  'dr',
  'ln',
  'ct',
  'pl',
  'pkwy',
  'hwy',
  'sq',
  'ter',
  'cir',
  'trl',
  'way',
  'pike',
  'aly',
  'xing',
  'expy',
  'fwy',
  'tpke',
  'plz',
  'row',
  'walk',
]);

/**
 * A unit within a building: 'Suite 100', 'Ste. 100', '#100', 'Unit 5', 'Apt 2B', 'Fl 2', '2nd
 * Floor'. A five-digit number is a ZIP, not a unit ('FL 33101').
 */
const UNIT =
  /(?:^|\s)(?:#|(?:suite|ste|unit|apt|apartment|fl|flr|floor|rm|room|bldg|building|spc|space)\.?\s*#?)\s*(?!\d{5}(?:-\d{4})?(?:\s|$))(?:[a-z]?\d+[a-z0-9-]*|[a-z])\.?(?=\s|$)/g;
const FLOOR = /(?:^|\s)\d{1,3}(?:st|nd|rd|th)\s+(?:floor|flr|fl)\.?(?=\s|$)/g;
const COUNTRY = /^(?:usa|us|u\.?s\.?a?\.?|united states(?: of america)?)$/i;
const ZIP_AT_END = /(?:^|\s)(\d{5})(?:-\d{4})?$/;
/** Directions, after abbreviation: '400 1st Ave N' and '400 1st Ave S' are different streets. */
export const DIRECTIONS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']);
const STATE_NAMES = Object.entries(US_STATES)
  .map(([code, name]) => ({ code, name: name.toLowerCase() }))
  .sort((a, b) => b.name.length - a.name.length);

function withoutUnits(text: string): string {
  return text.toLowerCase().replace(UNIT, ' ').replace(FLOOR, ' ').trim();
}

/** The state a text ends with ('TN', 'Tenn' is not one, 'Tennessee'), and what comes before it. */
function splitState(text: string): { rest: string; state: string | null } {
  const lower = text.toLowerCase().replace(/\.$/, '').trim();
  const code = /(?:^|\s)([a-z]{2})$/.exec(lower);
  if (code?.[1] && code[1].toUpperCase() in US_STATES) {
    return { rest: text.slice(0, code.index).trim(), state: code[1].toUpperCase() };
  }
  for (const { code: stateCode, name } of STATE_NAMES) {
    if (lower === name || lower.endsWith(` ${name}`)) {
      return { rest: text.slice(0, lower.length - name.length).trim(), state: stateCode };
    }
  }
  return { rest: text.trim(), state: null };
}

const hasDigit = (text: string) => /\d/.test(text);

function normaliseTown(text: string): string | null {
  return toWords(text).join(' ') || null;
}

/** Street words, abbreviated; the house number ('123', '123a'; '123-125' is 123) first. */
function normaliseStreet(text: string): { street: string; number: string | null } {
  const lower = withoutUnits(text).replace(/^(\d+[a-z]?)\s*-\s*\d+[a-z]?\b/, '$1');
  const words = toWords(lower).map((word) => STREET_WORDS[word] ?? word);
  const number = words[0] && /^\d+[a-z]?$/.test(words[0]) ? words[0] : null;
  return { street: words.join(' '), number };
}

/**
 * An address as compared, parsed loosely from '123 Main Street, Suite 100, Nashville, TN 37203,
 * USA' (or without commas: '123 Main St Nashville TN 37203'). Whatever cannot be read is null;
 * never throws.
 */
export function normaliseAddress(address: string | null | undefined): NormalisedAddress {
  const segments = (address ?? '')
    .split(/[,;\n]+/)
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '' && withoutUnits(segment) !== '');
  if (segments.length > 1 && COUNTRY.test(segments.at(-1) ?? '')) segments.pop();

  let zip: string | null = null;
  let state: string | null = null;
  let town: string | null = null;
  let streetText: string;

  if (segments.length > 1) {
    const tail = segments.pop() ?? '';
    const zipMatch = ZIP_AT_END.exec(tail);
    zip = zipMatch?.[1] ?? null;
    const split = splitState(zipMatch ? tail.slice(0, zipMatch.index) : tail);
    state = split.state;
    if (split.rest === '') {
      // 'Nashville, TN 37203': the town is the segment before.
      const before = segments.at(-1);
      if (before !== undefined && !hasDigit(before)) {
        town = normaliseTown(before);
        if (segments.length > 1) segments.pop();
        else segments[0] = '';
      }
    } else if (!hasDigit(split.rest) || zip || state) {
      town = normaliseTown(split.rest);
    } else {
      // 'Crown & Anchor, 123 Main St': the last segment is the street.
      segments.push(tail);
      zip = null;
      state = null;
    }
    streetText = segments.find((segment) => /^\s*\d/.test(segment)) ?? segments[0] ?? '';
  } else if (/^\s*\d{5}(?:-\d{4})?\s*$/.test(segments[0] ?? '')) {
    zip = segments[0]?.trim().slice(0, 5) ?? null;
    streetText = '';
  } else {
    streetText = segments[0] ?? '';
    const zipMatch = ZIP_AT_END.exec(streetText);
    if (zipMatch?.[1] && zipMatch.index > 0) {
      // '123 Main St Nashville TN 37203': the town is what follows the last street type.
      zip = zipMatch[1];
      const split = splitState(streetText.slice(0, zipMatch.index));
      state = split.state;
      const words = split.rest.split(/\s+/);
      const typeAt = words.findLastIndex((word) => {
        const plain = toWords(word)[0] ?? '';
        return STREET_TYPES.has(STREET_WORDS[plain] ?? plain);
      });
      if (typeAt >= 0 && typeAt < words.length - 1) {
        town = normaliseTown(words.slice(typeAt + 1).join(' '));
        streetText = words.slice(0, typeAt + 1).join(' ');
      } else {
        streetText = split.rest;
      }
    }
  }

  const { street, number } = normaliseStreet(streetText);
  return { street, number, zip, town, state };
}
