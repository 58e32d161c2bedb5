import { z } from 'zod';
import { daysBetween } from './dates.ts';
import { type Actor, canCreateEventAt, type Permission, type VenueFacts } from './permissions.ts';
import { SeasonRule } from './standings.ts';
import { calendarDate, singleLineText } from './text.ts';
import { slugWords, VENUE_SHORT_ID_LENGTH } from './venue-pages.ts';

/**
 * A season (decision 207): a provider's or a self-hosting venue's league over some of its events
 * and a range of dates, scored by a `SeasonRule` (decision 204). Its standings are computed from
 * the nights' posted results on each read.
 */

export const SEASON_NAME_MAX = 80;
/** The most events one season counts. */
export const SEASON_EVENTS_MAX = 50;
/** The longest season, in days from its first to its last (a leap year's 366 days). */
export const SEASON_DAYS_MAX = 366;

export const SEASON_OWNER_MESSAGE = 'Give the season’s provider or its venue: one of the two';
export const SEASON_ENDS_BEFORE_START = 'The season must end on or after the day it starts';
export const SEASON_TOO_LONG = `A season is at most ${SEASON_DAYS_MAX} days long`;
export const NOT_YOUR_SEASON =
  'You can only manage the seasons of a provider you belong to or of a venue you manage';

const DATE_MESSAGE = 'Use a date like 2026-12-31';

/** `POST /api/admin/seasons` and `PUT /api/admin/seasons/:id`: the whole season. */
export const SeasonInput = z
  .object({
    name: singleLineText({ max: SEASON_NAME_MAX }).min(1, 'Enter the season’s name'),
    providerId: z.uuid('must be a provider id').optional(),
    venueId: z.uuid('must be a venue id').optional(),
    startsOn: calendarDate(DATE_MESSAGE),
    endsOn: calendarDate(DATE_MESSAGE),
    eventIds: z
      .array(z.uuid('must be an event id'))
      .min(1, 'Choose at least one event')
      .max(SEASON_EVENTS_MAX, `At most ${SEASON_EVENTS_MAX} events`),
    rule: SeasonRule,
  })
  .superRefine((input, context) => {
    if ((input.providerId === undefined) === (input.venueId === undefined)) {
      context.addIssue({ code: 'custom', path: ['providerId'], message: SEASON_OWNER_MESSAGE });
    }
    if (input.endsOn < input.startsOn) {
      context.addIssue({ code: 'custom', path: ['endsOn'], message: SEASON_ENDS_BEFORE_START });
    } else if (daysBetween(input.startsOn, input.endsOn) + 1 > SEASON_DAYS_MAX) {
      context.addIssue({ code: 'custom', path: ['endsOn'], message: SEASON_TOO_LONG });
    }
  });
export type SeasonInput = z.input<typeof SeasonInput>;
export type SeasonData = z.output<typeof SeasonInput>;

export const SeasonParams = z.object({ id: z.uuid('must be a season id') });

/** Who runs the season: a provider, or a venue for its self-hosted nights. */
export const SeasonOwner = z.object({
  kind: z.enum(['provider', 'venue']),
  id: z.string(),
  name: z.string(),
});
export type SeasonOwner = z.infer<typeof SeasonOwner>;

export const SeasonResponse = z.object({
  id: z.string(),
  /** The end of its public addresses: stays as created when the season is renamed. */
  slug: z.string(),
  name: z.string(),
  owner: SeasonOwner,
  startsOn: z.string(),
  endsOn: z.string(),
  eventIds: z.array(z.string()),
  rule: SeasonRule,
});
export type SeasonResponse = z.infer<typeof SeasonResponse>;

export const SeasonsResponse = z.object({ seasons: z.array(SeasonResponse) });
export type SeasonsResponse = z.infer<typeof SeasonsResponse>;

/** `/api/v1/seasons/{slug}/standings`: the name's words and a short id, as a venue's slug. */
export const SEASON_SLUG_PATTERN = /^(?:[a-z0-9]+-)+[0-9a-f]{4}$/;

export const SeasonSlugParams = z.object({
  slug: z
    .string()
    .max(120)
    .regex(SEASON_SLUG_PATTERN, 'must be a season’s slug, like winter-league-3f9a'),
});

/** ("Winter League 2027", "3f9a…") → "winter-league-2027-3f9a". */
export function seasonSlug(season: { id: string; name: string }): string {
  const name = slugWords(season.name).slice(0, 60).replace(/-+$/, '') || 'season';
  return `${name}-${season.id.slice(0, VENUE_SHORT_ID_LENGTH).toLowerCase()}`;
}

export const StandingsRowSchema = z.object({
  rank: z.number().int().nullable(),
  team: z.string(),
  points: z.number(),
  nights: z.number().int(),
  wins: z.number().int(),
  bestNight: z.number(),
  qualified: z.boolean(),
});

/** A season's table as computed now from its nights' posted results (`computeStandings`). */
export const StandingsResponse = z.object({
  season: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    /** Who runs it, with its page's slug (`/trivia-by-…` or `/trivia-at-…`). */
    owner: z.object({ kind: SeasonOwner.shape.kind, name: z.string(), slug: z.string() }),
    startsOn: z.string(),
    endsOn: z.string(),
    rule: SeasonRule,
  }),
  rows: z.array(StandingsRowSchema),
  /** The season's nights with posted results, counted. */
  nights: z.number().int(),
});
export type StandingsResponse = z.infer<typeof StandingsResponse>;

/** A season's public page: "Winter League 2027 standings | Trivia Near Me". */
export const standingsPageTitle = (season: { name: string }) =>
  `${season.name} standings | Trivia Near Me`;

/** How a season scores, in a line: "10, 8, 6 points by place · best 8 nights count · …". */
export function seasonRuleSentence(rule: StandingsResponse['season']['rule']): string {
  const parts = [
    rule.scoring.kind === 'placement'
      ? `${rule.scoring.points.join(', ')} points by place${rule.scoring.rest > 0 ? `, ${rule.scoring.rest} for the rest` : ''}`
      : 'Each night’s score added up',
  ];
  if (rule.bestOf) parts.push(`best ${rule.bestOf} nights count`);
  if (rule.minNights > 0) parts.push(`${rule.minNights} nights to qualify`);
  const TIE_BREAK_WORDS = { wins: 'most wins', 'best-night': 'best night', nights: 'most nights' };
  if (rule.tieBreaks.length > 0) {
    parts.push(`ties go to ${rule.tieBreaks.map((each) => TIE_BREAK_WORDS[each]).join(', then ')}`);
  }
  return parts.join(' · ');
}

/**
 * Who may create, change or delete a season (decision 207): a provider's season, its approved
 * members; a venue's season, whoever may manage that venue's own events (`canCreateEventAt`);
 * platform admins every season. Read-only staff none.
 */
export function canManageSeason(
  actor: Actor,
  owner: { providerId: string } | { venue: VenueFacts },
): Permission {
  const allowed =
    'providerId' in owner
      ? actor.isAdmin ||
        (actor.profileRole !== null && actor.providerIds.includes(owner.providerId))
      : canCreateEventAt(actor, owner.venue).allowed;
  return allowed ? { allowed: true } : { allowed: false, reason: NOT_YOUR_SEASON };
}
