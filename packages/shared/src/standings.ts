import { z } from 'zod';

/**
 * A season's standings from its nights' posted results (decision 204): how a league turns each
 * night's placings into a table. Pure: the server computes it from what is stored, the tests from
 * hand-computed tables.
 */

/** Points by placement: `points[0]` for first, `points[1]` for second …; lower places get `rest`. */
export const PlacementScoring = z.object({
  kind: z.literal('placement'),
  points: z
    .array(z.number().int('Must be whole points').min(0, 'Must be 0 or more').max(1000))
    .min(1, 'Give the points of at least first place')
    .max(50, 'At most 50 places'),
  /** Points for taking part below the table (0 unless the league gives some). */
  rest: z.number().int('Must be whole points').min(0, 'Must be 0 or more').max(1000).default(0),
});

/** The night's own scores, added up. */
export const TotalScoreScoring = z.object({ kind: z.literal('score') });

export const SeasonScoring = z.discriminatedUnion('kind', [PlacementScoring, TotalScoreScoring]);
export type SeasonScoring = z.infer<typeof SeasonScoring>;

/** What decides between teams level on points, in order; still level, they share the rank. */
export const TIE_BREAKS = ['wins', 'best-night', 'nights'] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];

export const SeasonRule = z.object({
  scoring: SeasonScoring,
  /** Only a team's best N nights count ("best 8 of 10"); every night when absent. */
  bestOf: z.number().int('Must be a whole number').min(1, 'Must be 1 or more').max(366).optional(),
  /** Nights a team must play to be ranked; fewer, it is listed after the ranked teams. */
  minNights: z
    .number()
    .int('Must be a whole number')
    .min(0, 'Must be 0 or more')
    .max(366)
    .default(0),
  tieBreaks: z.array(z.enum(TIE_BREAKS)).max(TIE_BREAKS.length).default([]),
});
export type SeasonRule = z.infer<typeof SeasonRule>;

/** One team's line of one night: its score, or only its place when the host posted places. */
export interface NightEntry {
  team: string;
  score?: number | null;
  placement?: number | null;
}

export interface SeasonNight {
  date: string;
  entries: NightEntry[];
}

export interface StandingsRow {
  /** 1 for the leader; teams still level after the tie-breaks share it; null when unqualified. */
  rank: number | null;
  /** The team's name as it was last posted. */
  team: string;
  points: number;
  nights: number;
  /** Nights won (first place, shared or not). */
  wins: number;
  /** The team's best single night's points. */
  bestNight: number;
  qualified: boolean;
}

/**
 * The key that makes names one team: case, spacing, accents and punctuation aside
 * ("The Quizly Bears!" and "the quizly  bears" are one team).
 */
export function teamKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Each entry's place on its night: the place the host posted, else by score, highest first, the
 * level scores sharing a place and the next place skipped ("1, 2, 2, 4").
 */
export function placeEntries(
  entries: NightEntry[],
): { team: string; place: number; score: number }[] {
  const scored = entries.map((entry) => ({ ...entry, score: entry.score ?? 0 }));
  return scored.map((entry) => ({
    team: entry.team,
    score: entry.score,
    place:
      entry.placement ??
      1 + scored.filter((other) => other.placement == null && other.score > entry.score).length,
  }));
}

function nightPoints(scoring: SeasonScoring, place: number, score: number): number {
  if (scoring.kind === 'score') return score;
  return scoring.points[place - 1] ?? scoring.rest;
}

interface Tally {
  team: string;
  perNight: number[];
  wins: number;
}

/** The season's table: ranked teams first, by points and the tie-breaks, then the unqualified. */
export function computeStandings(rule: SeasonRule, nights: SeasonNight[]): StandingsRow[] {
  const tallies = new Map<string, Tally>();
  const byDate = [...nights].sort((a, b) => a.date.localeCompare(b.date));
  for (const night of byDate) {
    // A name posted twice on one night counts once, at its better place.
    const best = new Map<string, { team: string; place: number; score: number }>();
    for (const entry of placeEntries(night.entries)) {
      const key = teamKey(entry.team);
      const kept = best.get(key);
      if (!kept || entry.place < kept.place) best.set(key, entry);
    }
    for (const [key, entry] of best) {
      const tally = tallies.get(key) ?? { team: entry.team, perNight: [], wins: 0 };
      tally.team = entry.team;
      tally.perNight.push(nightPoints(rule.scoring, entry.place, entry.score));
      if (entry.place === 1) tally.wins += 1;
      tallies.set(key, tally);
    }
  }
  const rows = [...tallies.values()].map((tally): StandingsRow => {
    const counted = [...tally.perNight].sort((a, b) => b - a).slice(0, rule.bestOf);
    return {
      rank: null,
      team: tally.team,
      points: counted.reduce((sum, points) => sum + points, 0),
      nights: tally.perNight.length,
      wins: tally.wins,
      bestNight: Math.max(...tally.perNight),
      qualified: tally.perNight.length >= rule.minNights,
    };
  });
  const compare = (a: StandingsRow, b: StandingsRow) => {
    if (a.points !== b.points) return b.points - a.points;
    for (const tieBreak of rule.tieBreaks) {
      const difference = tieBreakValue(b, tieBreak) - tieBreakValue(a, tieBreak);
      if (difference !== 0) return difference;
    }
    return 0;
  };
  const ranked = rows.filter((row) => row.qualified).sort((a, b) => compare(a, b) || byName(a, b));
  ranked.forEach((row, index) => {
    const previous = ranked[index - 1];
    row.rank = previous && compare(previous, row) === 0 ? previous.rank : index + 1;
  });
  const unranked = rows
    .filter((row) => !row.qualified)
    .sort((a, b) => compare(a, b) || byName(a, b));
  return [...ranked, ...unranked];
}

function tieBreakValue(row: StandingsRow, tieBreak: TieBreak): number {
  if (tieBreak === 'wins') return row.wins;
  if (tieBreak === 'best-night') return row.bestNight;
  return row.nights;
}

const byName = (a: StandingsRow, b: StandingsRow) => a.team.localeCompare(b.team);
