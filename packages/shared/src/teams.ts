import { z } from 'zod';
import { TEAM_NAME_MAX } from './players.ts';
import { teamKey } from './standings.ts';
import { safeText, singleLineText } from './text.ts';

/**
 * A team's public page (decision 211): a team is a name at a provider, or at a venue for its
 * self-hosted nights; names that differ only by case, spacing, accents or punctuation are one
 * team (`teamKey`). Its page lists its recent nights and its seasons, and nothing personal.
 */

/** "The Quizly Bears!" → "the-quizly-bears": the team's part of its page's address. */
export const teamSlug = (name: string) => teamKey(name).replaceAll(' ', '-');

/** The team's name key from its slug (the inverse of `teamSlug`). */
export const teamKeyOfSlug = (slug: string) => slug.replaceAll('-', ' ');

export const TEAM_OWNER_KINDS = ['provider', 'venue'] as const;

/** `/trivia-by-{slug}/teams/{team}` or `/trivia-at-{slug}/teams/{team}`. */
export const TeamPageParams = z.object({
  kind: z.enum(TEAM_OWNER_KINDS, { error: 'must be provider or venue' }),
  slug: z
    .string()
    .max(120)
    .regex(/^(?:[a-z0-9]+-)+[0-9a-f]{4}$/, 'must be a provider’s or venue’s slug'),
  team: safeText({ max: 200 }).regex(
    /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u,
    'must be a team’s slug, like the-quizly-bears',
  ),
});

export const TeamNight = z.object({
  date: z.string(),
  eventTitle: z.string(),
  venueName: z.string(),
  venueSlug: z.string(),
  place: z.number().int(),
  score: z.number().nullable(),
  /** How many teams played that night. */
  teams: z.number().int(),
});
export type TeamNight = z.infer<typeof TeamNight>;

export const TeamSeason = z.object({
  slug: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  rank: z.number().int().nullable(),
  points: z.number(),
  nights: z.number().int(),
});
export type TeamSeason = z.infer<typeof TeamSeason>;

/** `GET /api/team-pages/{kind}/{slug}/{team}`. */
export const TeamPageResponse = z.object({
  team: z.object({ name: z.string(), slug: z.string() }),
  owner: z.object({ kind: z.enum(TEAM_OWNER_KINDS), name: z.string(), slug: z.string() }),
  /** Its latest nights with posted results, newest first. */
  nights: z.array(TeamNight),
  /** The owner's seasons it has played in, latest first. */
  seasons: z.array(TeamSeason),
});
export type TeamPageResponse = z.infer<typeof TeamPageResponse>;

/** How many nights a team page lists. */
export const TEAM_PAGE_NIGHTS = 20;

export const teamPageTitle = (page: Pick<TeamPageResponse, 'team' | 'owner'>) =>
  `${page.team.name} at ${page.owner.name} | Trivia Near Me`;

export const SAME_TEAM_MESSAGE = 'These names are one team already: choose two different teams';
export const TEAM_OWNER_MESSAGE = 'Give a provider or a venue, one of the two';

const teamName = singleLineText({ max: TEAM_NAME_MAX }).min(1, 'Enter the team’s name');

/**
 * `POST /api/admin/team-merges` (decision 211): the lines of team `from` count as team `into`'s
 * at the provider or the venue (its self-hosted nights), wherever its teams are read.
 */
export const TeamMergeInput = z
  .object({
    providerId: z.uuid('must be a provider id').optional(),
    venueId: z.uuid('must be a venue id').optional(),
    from: teamName,
    into: teamName,
  })
  .superRefine((input, context) => {
    if ((input.providerId === undefined) === (input.venueId === undefined)) {
      context.addIssue({ code: 'custom', path: ['providerId'], message: TEAM_OWNER_MESSAGE });
    }
    if (teamKey(input.from) === teamKey(input.into)) {
      context.addIssue({ code: 'custom', path: ['into'], message: SAME_TEAM_MESSAGE });
    }
  });
export type TeamMergeInput = z.input<typeof TeamMergeInput>;
export type TeamMergeData = z.output<typeof TeamMergeInput>;

export const TeamMerge = z.object({
  id: z.string(),
  owner: z.object({ kind: z.enum(TEAM_OWNER_KINDS), id: z.string(), name: z.string() }),
  /** The name merged away, and the team it now counts as. */
  from: z.string(),
  into: z.string(),
  createdAt: z.string(),
});
export type TeamMerge = z.infer<typeof TeamMerge>;

export const TeamMergesResponse = z.object({ merges: z.array(TeamMerge) });
export type TeamMergesResponse = z.infer<typeof TeamMergesResponse>;

export const TeamMergeParams = z.object({ id: z.uuid('must be a merge id') });
