import { haversineMiles } from '@trivia/shared';
import { token_set_ratio, token_sort_ratio } from 'fuzzball';
import {
  DIRECTIONS,
  type NormalisedAddress,
  normaliseAddress,
  normaliseVenueName,
  STREET_TYPES,
} from './normalise.ts';

/**
 * How alike two venues are, and whether they are the same one. Distance alone
 * never makes a match: Eventasaurus's "any name within 50 m is the same venue" merged different
 * venues more often than not. A match rests on the name and the street address; coordinates can
 * only confirm an identical name next door, or rule a pair out.
 */

export interface MatchVenue {
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * 'same': same house number and street (units aside), no other town or ZIP; 'different': another
 * number, street, direction or street type, or another town or ZIP; 'unknown': too little to tell.
 */
export type AddressAgreement = 'same' | 'different' | 'unknown';

export type MatchKind = 'certain' | 'uncertain' | 'none';

export interface VenuePairScore {
  /** For ranking candidates, 0..1: mostly the name, then the address, then the distance. */
  score: number;
  /** 0..1; 1 for the same normalised name. */
  nameScore: number;
  /** 0..1; 0 when the addresses disagree. */
  addressScore: number;
  distanceMiles: number | null;
  address: AddressAgreement;
  /** More than a mile apart, or (without both coordinates) in different towns or ZIP codes. */
  isApart: boolean;
}

/** The thresholds of `classifyMatch`. */
export const MATCH_THRESHOLDS = {
  /** A name this alike is the same name ('Crown & Anchor Pub', 'Crown and Anchor'). */
  sameName: 0.9,
  /** Below this, two names are different ('Bar Louie', "Louie's"). */
  similarName: 0.7,
  /** An identical name this close is the same venue when the addresses do not disagree. */
  nearMiles: 0.1,
  /** Farther apart than this, only the same street address can still be asked about. */
  apartMiles: 1,
} as const;

interface PreparedAddress extends NormalisedAddress {
  /** The street's own words: no number, street type or direction ('1st' of '400 N 1st Ave'). */
  core: string;
  types: string;
  directions: string;
}

/** A venue's names and addresses, normalised once for the many pairs it is scored in. */
export interface PreparedVenue {
  names: readonly string[];
  addresses: readonly PreparedAddress[];
  latitude: number | null;
  longitude: number | null;
}

function prepareAddress(address: string): PreparedAddress {
  const normalised = normaliseAddress(address);
  const words = normalised.street.split(' ');
  if (normalised.number) words.shift();
  const core: string[] = [];
  const types: string[] = [];
  const directions: string[] = [];
  for (const word of words) {
    if (DIRECTIONS.has(word)) directions.push(word);
    else if (STREET_TYPES.has(word)) types.push(word);
    else if (word) core.push(word);
  }
  return {
    ...normalised,
    core: core.join(' '),
    types: types.sort().join(' '),
    directions: directions.sort().join(' '),
  };
}

/** Prepares a venue known by one or more names and addresses (a feed's, ours, Google's). */
export function prepareVenue(venue: {
  names: readonly (string | null)[];
  addresses: readonly (string | null)[];
  latitude: number | null;
  longitude: number | null;
}): PreparedVenue {
  const names = new Set<string>();
  for (const name of venue.names) {
    const normalised = normaliseVenueName(name);
    if (normalised) names.add(normalised);
  }
  const addresses = new Map<string, PreparedAddress>();
  for (const address of venue.addresses) {
    if (!address) continue;
    const prepared = prepareAddress(address);
    addresses.set(
      `${prepared.street}|${prepared.zip}|${prepared.town}|${prepared.state}`,
      prepared,
    );
  }
  const hasPosition = venue.latitude !== null && venue.longitude !== null;
  return {
    names: [...names],
    addresses: [...addresses.values()],
    latitude: hasPosition ? venue.latitude : null,
    longitude: hasPosition ? venue.longitude : null,
  };
}

/**
 * token_set_ratio forgives extra words ('Tin Roof' in 'Tin Roof Broadway' is 100); averaged with
 * token_sort_ratio, which does not, so that a shared word is not a shared name.
 */
function compareNames(a: string, b: string): number {
  if (a === b) return 1;
  const options = { full_process: false };
  return (token_set_ratio(a, b, options) + token_sort_ratio(a, b, options)) / 200;
}

function differ(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a !== b;
}

/** Different places: other ZIP codes, else other towns ('nashville' is in 'east nashville'). */
function placesDiffer(a: PreparedAddress, b: PreparedAddress): boolean {
  if (differ(a.state, b.state)) return true;
  if (a.zip && b.zip) return a.zip !== b.zip;
  return (
    a.town !== null &&
    b.town !== null &&
    a.town !== b.town &&
    token_set_ratio(a.town, b.town, { full_process: false }) < 100
  );
}

interface AddressComparison {
  score: number;
  agreement: AddressAgreement;
  placesDiffer: boolean;
}

function compareAddresses(
  a: PreparedAddress,
  b: PreparedAddress,
  distanceMiles: number | null,
): AddressComparison {
  const places = placesDiffer(a, b);
  // Coordinates within a mile outweigh a mistyped ZIP; without them, the ZIP or town decides.
  if (places && (distanceMiles === null || distanceMiles > MATCH_THRESHOLDS.apartMiles)) {
    return { score: 0, agreement: 'different', placesDiffer: true };
  }
  if (!a.street || !b.street) return { score: 0, agreement: 'unknown', placesDiffer: places };
  if (differ(a.number, b.number) || differ(a.directions || null, b.directions || null)) {
    return { score: 0, agreement: 'different', placesDiffer: places };
  }
  if (differ(a.types || null, b.types || null)) {
    return { score: 0, agreement: 'different', placesDiffer: places };
  }
  const core =
    a.core === b.core ? 1 : !a.core || !b.core ? 0.5 : token_sort_ratio(a.core, b.core) / 100;
  if (!a.number || !b.number) {
    return { score: core / 2, agreement: 'unknown', placesDiffer: places };
  }
  const agreement = core >= 0.9 ? 'same' : core < 0.7 ? 'different' : 'unknown';
  return { score: core, agreement, placesDiffer: places };
}

const AGREEMENT_RANK: Record<AddressAgreement, number> = { same: 2, unknown: 1, different: 0 };

function isBetterAddress(a: AddressComparison, b: AddressComparison): boolean {
  const rank = AGREEMENT_RANK[a.agreement] - AGREEMENT_RANK[b.agreement];
  return rank > 0 || (rank === 0 && a.score > b.score);
}

/** Scores two prepared venues: the best of their names, and the best of their addresses. */
export function scorePrepared(a: PreparedVenue, b: PreparedVenue): VenuePairScore {
  const distanceMiles =
    a.latitude !== null && a.longitude !== null && b.latitude !== null && b.longitude !== null
      ? haversineMiles(
          { latitude: a.latitude, longitude: a.longitude },
          { latitude: b.latitude, longitude: b.longitude },
        )
      : null;

  let nameScore = 0;
  for (const nameA of a.names) {
    for (const nameB of b.names) nameScore = Math.max(nameScore, compareNames(nameA, nameB));
  }

  let best: AddressComparison = { score: 0, agreement: 'unknown', placesDiffer: false };
  let isFirst = true;
  for (const addressA of a.addresses) {
    for (const addressB of b.addresses) {
      const comparison = compareAddresses(addressA, addressB, distanceMiles);
      if (isFirst || isBetterAddress(comparison, best)) best = comparison;
      isFirst = false;
    }
  }

  const proximity =
    distanceMiles === null ? 0 : Math.max(0, 1 - distanceMiles / MATCH_THRESHOLDS.apartMiles);
  const score = 0.6 * nameScore + 0.3 * best.score + 0.1 * proximity;
  return {
    score: Math.round(score * 1000) / 1000,
    nameScore: Math.round(nameScore * 1000) / 1000,
    addressScore: Math.round(best.score * 1000) / 1000,
    distanceMiles,
    address: best.agreement,
    isApart:
      distanceMiles !== null ? distanceMiles > MATCH_THRESHOLDS.apartMiles : best.placesDiffer,
  };
}

export function scoreVenuePair(a: MatchVenue, b: MatchVenue): VenuePairScore {
  const prepare = (venue: MatchVenue) =>
    prepareVenue({ ...venue, names: [venue.name], addresses: [venue.address] });
  return scorePrepared(prepare(a), prepare(b));
}

/**
 * The rule, in order:
 * 1. Apart (> 1 mile, or different town/ZIP without coordinates): 'uncertain' if the street
 *    addresses are the same (the coordinates contradict the address: a person decides), else 'none'.
 * 2. Same street address: 'certain' with the same name (≥ 0.9), else 'uncertain' (a food hall,
 *    a renamed bar, two venues in one building).
 * 3. Identical normalised names within 0.1 mile whose addresses do not disagree: 'certain'.
 * 4. The same name (≥ 0.9) at another or unknown address: 'uncertain' (moved, or mistyped).
 * 5. A similar name (≥ 0.7) whose address does not disagree: 'uncertain'.
 * 6. Otherwise 'none': proximity with another name is never a match.
 */
export function classifyMatch(pair: VenuePairScore): MatchKind {
  const { sameName, similarName, nearMiles } = MATCH_THRESHOLDS;
  if (pair.isApart) return pair.address === 'same' ? 'uncertain' : 'none';
  if (pair.address === 'same') return pair.nameScore >= sameName ? 'certain' : 'uncertain';
  if (
    pair.nameScore === 1 &&
    pair.distanceMiles !== null &&
    pair.distanceMiles <= nearMiles &&
    pair.address !== 'different'
  ) {
    return 'certain';
  }
  if (pair.nameScore >= sameName) return 'uncertain';
  if (pair.nameScore >= similarName && pair.address !== 'different') return 'uncertain';
  return 'none';
}
