import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_TEAM_MESSAGE,
  MIXED_RESULTS_MESSAGE,
  NightResultsInput,
  RESULTS_SOURCE_MESSAGE,
  resultEntriesIssues,
  TOO_MANY_TEAMS_MESSAGE,
} from './results.ts';

/** Each refusal as `path: message`, as the server's 400 names it. */
const refusals = (input: unknown) => {
  const parsed = NightResultsInput.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe("a night's results as posted", () => {
  it('takes scores whole or to one decimal, or places, and folds a name onto one line', () => {
    const parsed = NightResultsInput.parse({
      entries: [
        { team: ' Quiz\nBears ', score: 41.5 },
        { team: 'Owls', score: 0.1 + 0.2 },
      ],
    });
    expect(parsed.entries).toEqual([
      { team: 'Quiz Bears', score: 41.5 },
      { team: 'Owls', score: 0.3 },
    ]);
    expect(
      refusals({
        entries: [
          { team: 'Owls', placement: 1 },
          { team: 'Cats', placement: 1 },
        ],
      }),
    ).toEqual([]);
    expect(refusals({ csv: 'team,score\nOwls,3' })).toEqual([]);
  });

  it('refuses what a scoresheet cannot say, naming the field', () => {
    expect(refusals({ entries: [{ team: 'Owls', score: 1.25 }] })[0]).toMatch(
      /^entries\.0\.score: /,
    );
    expect(refusals({ entries: [{ team: 'Owls', score: 100_000.5 }] })[0]).toMatch(
      /^entries\.0\.score: /,
    );
    expect(refusals({ entries: [{ team: 'Owls', placement: 101 }] })[0]).toMatch(
      /^entries\.0\.placement: /,
    );
    expect(refusals({})).toEqual([`entries: ${RESULTS_SOURCE_MESSAGE}`]);
    expect(
      refusals({
        entries: [
          { team: 'Owls', score: 2 },
          { team: 'owls!', score: 1 },
        ],
      }),
    ).toEqual([`entries.1.team: ${DUPLICATE_TEAM_MESSAGE}`]);
  });

  it('keeps a list to one kind of line, and to 100 teams', () => {
    expect(
      resultEntriesIssues([
        { team: 'Owls', score: 1 },
        { team: 'Cats', placement: 1 },
      ]),
    ).toEqual([{ index: null, message: MIXED_RESULTS_MESSAGE }]);
    expect(resultEntriesIssues([{ team: 'Owls' }])).toEqual([
      { index: null, message: MIXED_RESULTS_MESSAGE },
    ]);
    const teams = Array.from({ length: 101 }, (_, i) => ({ team: `Team ${i}`, score: i }));
    expect(resultEntriesIssues(teams)).toEqual([{ index: null, message: TOO_MANY_TEAMS_MESSAGE }]);
    expect(resultEntriesIssues(teams.slice(0, 100))).toEqual([]);
  });
});
