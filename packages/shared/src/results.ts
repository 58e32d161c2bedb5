import { z } from 'zod';
import { TEAM_NAME_MAX, TEAM_RSVP_STATUSES } from './players.ts';
import { teamKey } from './standings.ts';
import { calendarDate, safeText, singleLineText } from './text.ts';

/**
 * A night's posted results (decision 205): its host posts the teams with their scores, or only
 * their places, typed or as a pasted CSV of `team,score`; a correction keeps the revision before
 * it. The requests and answers of the admin routes and the public read.
 */

/** The most teams one night's results hold. */
export const NIGHT_RESULTS_MAX_TEAMS = 100;
/** The highest score a team may post (scores are whole or to one decimal place). */
export const NIGHT_SCORE_MAX = 100_000;
/** The lowest place a night's results may give. */
export const NIGHT_PLACEMENT_MAX = 100;
/** A pasted CSV may be this long: NIGHT_RESULTS_MAX_TEAMS lines of a long name and a score. */
export const NIGHT_RESULTS_CSV_MAX = 16_000;
/** Results may be posted or corrected for this many weeks after a night. */
export const NIGHT_RESULTS_WEEKS_BACK = 8;
/** The most team names one suggestion answer holds. */
export const TEAM_NAME_SUGGESTIONS_MAX = 10;

export const SCORE_MESSAGE = `Must be a score from 0 to ${NIGHT_SCORE_MAX}, whole or to one decimal place`;
export const PLACEMENT_MESSAGE = `Must be a place from 1 to ${NIGHT_PLACEMENT_MAX}`;
export const TOO_MANY_TEAMS_MESSAGE = `At most ${NIGHT_RESULTS_MAX_TEAMS} teams`;
export const MIXED_RESULTS_MESSAGE =
  'Give every team a score, or every team a place: not some of each';
export const DUPLICATE_TEAM_MESSAGE = 'This team is already in the results';
export const RESULTS_SOURCE_MESSAGE = 'Give the teams, or a CSV of team,score — one of the two';

/** Whole, or to one decimal place (3, 41.5), as a host reads a scoresheet. */
const hasOneDecimalAtMost = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

export const NightResultScore = z
  .number({ error: SCORE_MESSAGE })
  .min(0, SCORE_MESSAGE)
  .max(NIGHT_SCORE_MAX, SCORE_MESSAGE)
  .refine(hasOneDecimalAtMost, SCORE_MESSAGE)
  .transform((value) => Math.round(value * 10) / 10);

export const NightResultPlacement = z
  .number({ error: PLACEMENT_MESSAGE })
  .int(PLACEMENT_MESSAGE)
  .min(1, PLACEMENT_MESSAGE)
  .max(NIGHT_PLACEMENT_MAX, PLACEMENT_MESSAGE);

/** One team's line as the host posts it. */
export const NightResultEntryInput = z.object({
  team: singleLineText({ max: TEAM_NAME_MAX }).min(1, 'Enter the team’s name'),
  score: NightResultScore.nullish(),
  placement: NightResultPlacement.nullish(),
});
export type NightResultEntryInput = z.output<typeof NightResultEntryInput>;

/** A problem with one line of a night's results: `index` is the line's, from 0; null for the list. */
export interface ResultEntriesIssue {
  index: number | null;
  message: string;
}

/**
 * The rules a night's list of lines keeps, whichever way it came (typed or CSV): one to
 * NIGHT_RESULTS_MAX_TEAMS teams, every one with a score or every one with a place, and no team
 * twice (by `teamKey`, the rule that makes names one team).
 */
export function resultEntriesIssues(
  entries: readonly NightResultEntryInput[],
): ResultEntriesIssue[] {
  if (entries.length === 0) return [{ index: null, message: 'Enter at least one team' }];
  if (entries.length > NIGHT_RESULTS_MAX_TEAMS) {
    return [{ index: null, message: TOO_MANY_TEAMS_MESSAGE }];
  }
  const scored = entries.filter((entry) => entry.score != null).length;
  const placed = entries.filter((entry) => entry.placement != null).length;
  if (
    !(scored === entries.length && placed === 0) &&
    !(placed === entries.length && scored === 0)
  ) {
    return [{ index: null, message: MIXED_RESULTS_MESSAGE }];
  }
  const seen = new Set<string>();
  const issues: ResultEntriesIssue[] = [];
  entries.forEach((entry, index) => {
    const key = teamKey(entry.team);
    if (seen.has(key)) issues.push({ index, message: DUPLICATE_TEAM_MESSAGE });
    seen.add(key);
  });
  return issues;
}

/**
 * `PUT /api/admin/events/:eventId/nights/:date/results`: the night's lines, or a pasted CSV of
 * `team,score` (a `team,score` header line optional; names with commas in double quotes), which
 * the server reads and checks line by line. The whole list replaces what was posted.
 */
export const NightResultsInput = z
  .object({
    entries: z
      .array(NightResultEntryInput)
      .max(NIGHT_RESULTS_MAX_TEAMS, TOO_MANY_TEAMS_MESSAGE)
      .optional(),
    csv: safeText({ max: NIGHT_RESULTS_CSV_MAX }).optional(),
  })
  .superRefine((input, context) => {
    if ((input.entries === undefined) === (input.csv === undefined)) {
      context.addIssue({ code: 'custom', path: ['entries'], message: RESULTS_SOURCE_MESSAGE });
      return;
    }
    if (input.entries === undefined) return;
    for (const issue of resultEntriesIssues(input.entries)) {
      context.addIssue({
        code: 'custom',
        path: issue.index === null ? ['entries'] : ['entries', issue.index, 'team'],
        message: issue.message,
      });
    }
  });
export type NightResultsInput = z.input<typeof NightResultsInput>;

export const NightResultsParams = z.object({
  eventId: z.uuid('must be an event id'),
  date: calendarDate('Use a date like 2026-12-31'),
});

/** One team's line as stored: its score (null when only places were posted) and its place. */
export const NightResultEntry = z.object({
  team: z.string(),
  score: z.number().nullable(),
  placement: z.number().int(),
});
export type NightResultEntry = z.infer<typeof NightResultEntry>;

/**
 * A night's results: revision 0 with no lines until they are posted. The admin answer adds
 * `suggestions`: the teams that said they were coming (coming first, then the waitlist), which a
 * form fills in before anything is posted.
 */
export const NightResultsResponse = z.object({
  eventId: z.string(),
  date: z.string(),
  entries: z.array(NightResultEntry),
  /** When the current revision was posted; null before anything is. */
  postedAt: z.string().nullable(),
  /** 1 for the first posting, one more for each correction; 0 before anything is posted. */
  revision: z.number().int(),
  suggestions: z
    .array(z.object({ team: z.string(), status: z.enum(TEAM_RSVP_STATUSES) }))
    .optional(),
});
export type NightResultsResponse = z.infer<typeof NightResultsResponse>;

/** `GET …/results/history`: every revision, newest first, with who posted it. */
export const NightResultsHistory = z.object({
  eventId: z.string(),
  date: z.string(),
  revisions: z.array(
    z.object({
      revision: z.number().int(),
      postedAt: z.string(),
      /** The poster's name, else their address; null once their account is gone. */
      postedBy: z.string().nullable(),
      entries: z.array(NightResultEntry),
    }),
  ),
});
export type NightResultsHistory = z.infer<typeof NightResultsHistory>;

export const VenueTeamNamesParams = z.object({ venueId: z.uuid('must be a venue id') });

/** `GET /api/admin/venues/:venueId/team-names?q=`: what the host has typed so far. */
export const VenueTeamNamesQuery = z.object({
  q: singleLineText({ max: TEAM_NAME_MAX }).default(''),
});

/** Names posted at the venue before whose `teamKey` starts with the query's, latest first. */
export const VenueTeamNamesResponse = z.object({ names: z.array(z.string()) });
export type VenueTeamNamesResponse = z.infer<typeof VenueTeamNamesResponse>;
