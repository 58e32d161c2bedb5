import { z } from 'zod';
import { teamKey } from './standings.ts';
import { safeText } from './text.ts';

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
