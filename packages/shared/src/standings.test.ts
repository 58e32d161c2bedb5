import { describe, expect, it } from 'vitest';
import {
  computeStandings,
  placeEntries,
  type SeasonNight,
  SeasonRule,
  type StandingsRow,
  teamKey,
} from './standings.ts';

/** The table as rank, team and points: what a league's page prints. */
const table = (rows: StandingsRow[]) =>
  rows.map((row) => [row.rank, row.team, row.points, row.nights, row.qualified]);

describe('teamKey', () => {
  it('makes names that differ by case, spacing, accents or punctuation one team', () => {
    expect(teamKey('Quizly Bears!')).toBe('quizly bears');
    expect(teamKey('  quizly   BEARS ')).toBe('quizly bears');
    expect(teamKey('Les Quizérables')).toBe(teamKey('les quizerables'));
    expect(teamKey("Agatha Quiztie's")).toBe('agatha quiztie s');
    expect(teamKey('The Quizly Bears')).not.toBe(teamKey('Quizly Bears'));
  });
});

describe('placeEntries', () => {
  it('places by score, highest first; level scores share a place and the next is skipped', () => {
    const places = placeEntries([
      { team: 'A', score: 40 },
      { team: 'B', score: 52 },
      { team: 'C', score: 48 },
      { team: 'D', score: 48 },
    ]);
    expect(places.map(({ team, place }) => [team, place])).toEqual([
      ['A', 4],
      ['B', 1],
      ['C', 2],
      ['D', 2],
    ]);
  });

  it('keeps the places a host posted without scores, ties included', () => {
    const places = placeEntries([
      { team: 'A', placement: 2 },
      { team: 'B', placement: 1 },
      { team: 'C', placement: 2 },
    ]);
    expect(places.map(({ place }) => place)).toEqual([2, 1, 2]);
  });
});

describe('computeStandings', () => {
  // A pub league: 10/8/6/4/2 for the first five, 1 for taking part, a team's best 3 of 4 nights,
  // level teams split by wins, then by their best night.
  it('points by placement, best 3 of 4 nights, with a tie the tie-breaks leave level', () => {
    const rule = SeasonRule.parse({
      scoring: { kind: 'placement', points: [10, 8, 6, 4, 2], rest: 1 },
      bestOf: 3,
      tieBreaks: ['wins', 'best-night'],
    });
    const nights: SeasonNight[] = [
      {
        date: '2026-09-01',
        entries: [
          { team: 'Quizly Bears', score: 52 },
          { team: 'Trivia Newtons', score: 48 },
          { team: 'Les Quizerables', score: 48 },
          { team: 'Agatha Quiztie', score: 40 },
        ],
      },
      {
        date: '2026-09-08',
        entries: [
          { team: 'Trivia Newtons', score: 60 },
          { team: 'Quizly Bears', score: 55 },
          { team: 'Agatha Quiztie', score: 50 },
          { team: 'Les Quizerables', score: 45 },
        ],
      },
      {
        date: '2026-09-15',
        entries: [
          { team: 'Agatha Quiztie', score: 58 },
          { team: 'Les Quizerables', score: 57 },
          { team: 'quizly bears', score: 30 },
        ],
      },
      {
        date: '2026-09-22',
        entries: [
          { team: 'Les Quizerables', score: 70 },
          { team: 'Trivia Newtons', score: 65 },
          { team: 'Agatha Quiztie', score: 64 },
          { team: 'Quizly Bears!', score: 20 },
          { team: 'Late Arrivals', score: 10 },
          { team: 'Last Orders', score: 5 },
        ],
      },
    ];
    // By hand, nights 1–4 (— not played):
    //   Quizly Bears     10  8  6  4 → best 3: 24, 1 win
    //   Trivia Newtons    8 10  —  8 → 26, 1 win, best night 10
    //   Les Quizerables   8  4  8 10 → 26, 1 win, best night 10
    //   Agatha Quiztie    4  6 10  6 → 22
    //   Late Arrivals     —  —  —  2 → 2
    //   Last Orders       —  —  —  1 → 1 (sixth: below the table)
    expect(table(computeStandings(rule, nights))).toEqual([
      [1, 'Les Quizerables', 26, 4, true],
      [1, 'Trivia Newtons', 26, 3, true],
      [3, 'Quizly Bears!', 24, 4, true],
      [4, 'Agatha Quiztie', 22, 4, true],
      [5, 'Late Arrivals', 2, 1, true],
      [6, 'Last Orders', 1, 1, true],
    ]);
    // Every night counted, the table is another: 28, 26, 30, 26.
    const everyNight = SeasonRule.parse({ ...rule, bestOf: undefined });
    expect(table(computeStandings(everyNight, nights)).slice(0, 4)).toEqual([
      [1, 'Les Quizerables', 30, 4, true],
      [2, 'Quizly Bears!', 28, 4, true],
      [3, 'Agatha Quiztie', 26, 4, true],
      [3, 'Trivia Newtons', 26, 3, true],
    ]);
  });

  // A quiz league ranked by its running total of points scored, level totals split by the best
  // single night, then by wins.
  it('total score, with tie-breaks taken in their order', () => {
    const rule = SeasonRule.parse({
      scoring: { kind: 'score' },
      tieBreaks: ['best-night', 'wins'],
    });
    const nights: SeasonNight[] = [
      {
        date: '2026-10-06',
        entries: [
          { team: 'Quizly Bears', score: 52 },
          { team: 'Trivia Newtons', score: 48 },
          { team: 'Les Quizerables', score: 48 },
        ],
      },
      {
        date: '2026-10-13',
        entries: [
          { team: 'Trivia Newtons', score: 60 },
          { team: 'Les Quizerables', score: 52 },
          { team: 'Quizly Bears', score: 48 },
        ],
      },
    ];
    // Newtons 108; Bears 100 and Quizerables 100, both best nights 52: the Bears won a night.
    const rows = computeStandings(rule, nights);
    expect(table(rows)).toEqual([
      [1, 'Trivia Newtons', 108, 2, true],
      [2, 'Quizly Bears', 100, 2, true],
      [3, 'Les Quizerables', 100, 2, true],
    ]);
    expect(rows.map((row) => row.wins)).toEqual([1, 1, 0]);
  });

  // 3/2/1 points from posted places (ties allowed), two nights to qualify, level teams split by
  // the nights they played.
  it('a qualification minimum: teams short of it are listed after the ranked, unranked', () => {
    const rule = SeasonRule.parse({
      scoring: { kind: 'placement', points: [3, 2, 1] },
      minNights: 2,
      tieBreaks: ['nights'],
    });
    const nights: SeasonNight[] = [
      {
        date: '2026-11-03',
        entries: [
          { team: 'Alpha', placement: 1 },
          { team: 'Bravo', placement: 2 },
          { team: 'Charlie', placement: 3 },
        ],
      },
      {
        date: '2026-11-10',
        entries: [
          { team: 'Delta', placement: 1 },
          { team: 'Alpha', placement: 2 },
          { team: 'Bravo', placement: 3 },
        ],
      },
      {
        date: '2026-11-17',
        entries: [
          { team: 'Delta', placement: 1 },
          { team: 'Bravo', placement: 2 },
          { team: 'Echo', placement: 2 },
        ],
      },
    ];
    // Delta 6 (2 nights); Alpha 5 (2); Bravo 5 (3): more nights; Echo 2 and Charlie 1 played one.
    expect(table(computeStandings(rule, nights))).toEqual([
      [1, 'Delta', 6, 2, true],
      [2, 'Bravo', 5, 3, true],
      [3, 'Alpha', 5, 2, true],
      [null, 'Echo', 2, 1, false],
      [null, 'Charlie', 1, 1, false],
    ]);
  });

  it('counts a name posted twice on one night once, at its better place', () => {
    const rule = SeasonRule.parse({ scoring: { kind: 'placement', points: [3, 2, 1] } });
    const rows = computeStandings(rule, [
      {
        date: '2026-11-03',
        entries: [
          { team: 'Alpha', score: 50 },
          { team: 'ALPHA', score: 30 },
          { team: 'Bravo', score: 40 },
        ],
      },
    ]);
    expect(table(rows)).toEqual([
      [1, 'Alpha', 3, 1, true],
      [2, 'Bravo', 2, 1, true],
    ]);
  });
});

describe('SeasonRule', () => {
  it('refuses negative points, an empty table and a best-of of none, naming the field', () => {
    const refused = SeasonRule.safeParse({
      scoring: { kind: 'placement', points: [10, -1] },
      bestOf: 0,
    });
    expect(refused.success).toBe(false);
    const paths = refused.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['scoring.points.1', 'bestOf']);
    expect(
      SeasonRule.safeParse({ scoring: { kind: 'placement', points: [] } }).error?.issues[0]
        ?.message,
    ).toBe('Give the points of at least first place');
  });
});
