import { z } from 'zod';
import { calendarDate, safeText, singleLineText } from './text.ts';

/**
 * Players: "We're coming" for one night, following venues by email, and the pages of
 * the links those mails carry. The schemas of the public requests and answers and of the hosts'
 * view of who is coming.
 */

export const TEAM_RSVP_STATUSES = ['coming', 'waitlist'] as const;
export type TeamRsvpStatus = (typeof TEAM_RSVP_STATUSES)[number];
/** A team's name may be this long. */
export const TEAM_NAME_MAX = 60;
/** Players in one team, when given. */
export const TEAM_PLAYERS_MIN = 1;
export const TEAM_PLAYERS_MAX = 12;

const optionalEmail = z
  .union([z.literal(''), z.email('Enter a valid email address').max(254)])
  .optional()
  .transform((value) => value?.toLowerCase() || undefined);

/** `POST /api/rsvps`: a visitor's "We're coming". `website` is a honeypot: people leave it empty. */
export const TeamRsvpInput = z.object({
  eventId: z.uuid('must be an event id'),
  date: calendarDate('Use a date like 2026-12-31'),
  teamName: singleLineText({ max: TEAM_NAME_MAX }).min(1, 'Enter your team’s name'),
  players: z
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(TEAM_PLAYERS_MIN, `Must be ${TEAM_PLAYERS_MIN} to ${TEAM_PLAYERS_MAX}`)
    .max(TEAM_PLAYERS_MAX, `Must be ${TEAM_PLAYERS_MIN} to ${TEAM_PLAYERS_MAX}`)
    .optional(),
  email: optionalEmail,
  website: safeText({ max: 200 }).optional(),
});
export type TeamRsvpInput = z.input<typeof TeamRsvpInput>;

/** A night's headcount: teams coming, and its event's limit when it has one. */
export const NightHeadcount = z.object({
  teams: z.number().int(),
  maxTeams: z.number().int().optional(),
  /** At the limit: further teams go on the waitlist. */
  isFull: z.boolean(),
});
export type NightHeadcount = z.infer<typeof NightHeadcount>;

/** The answer to `POST /api/rsvps`: where the team stands, and the night's count after it. */
export const TeamRsvpAccepted = z.object({
  status: z.enum(TEAM_RSVP_STATUSES),
  headcount: NightHeadcount,
});
export type TeamRsvpAccepted = z.infer<typeof TeamRsvpAccepted>;

/**
 * A link's token: a withdraw link's 43 characters of base64url, a follower link's signed token
 * (longer). At most Fastify's longest path parameter (100): a longer one answers 414 before this.
 */
export const TokenParams = z.object({
  token: safeText({ max: 100 }).min(1, 'Required'),
});

/** `GET`/`POST /api/rsvps/withdraw/:token`: what the withdraw link of a team's mail does. */
export const TeamRsvpWithdrawView = z.object({
  /** `ready` until its button is pressed; `withdrawn` after (or when the team is gone). */
  state: z.enum(['ready', 'withdrawn']),
  teamName: z.string(),
  venueName: z.string(),
  venueSlug: z.string(),
  eventTitle: z.string(),
  date: z.string(),
  startTime: z.string(),
});
export type TeamRsvpWithdrawView = z.infer<typeof TeamRsvpWithdrawView>;

/**
 * `GET`/`POST /api/rsvps/confirm/:token` (decision 165): the link of the one mail an address gets
 * before it is confirmed. `GET` shows the address; the page's button `POST`s and confirms it, after
 * which its teams' mails go out.
 */
export const RsvpAddressView = z.object({
  state: z.enum(['ready', 'confirmed']),
  email: z.string(),
});
export type RsvpAddressView = z.infer<typeof RsvpAddressView>;

/** One team of a night, as its hosts see it; `email` for those who manage the night only. */
export const NightTeam = z.object({
  id: z.string(),
  teamName: z.string(),
  players: z.number().int().optional(),
  email: z.string().optional(),
  status: z.enum(TEAM_RSVP_STATUSES),
  createdAt: z.string(),
});
export type NightTeam = z.infer<typeof NightTeam>;

/**
 * `GET /api/admin/night-teams?eventId=&from=&through=`: the teams of an event's (or every visible)
 * night (`/api/admin/teams` is the staff teams' list); `DELETE /api/admin/night-teams/:id`
 * removes one.
 */
export const NightTeamsQuery = z.object({
  eventId: z.uuid('must be an event id').optional(),
  from: calendarDate('Use a date like 2026-12-31'),
  through: calendarDate('Use a date like 2026-12-31'),
});
export const NightTeams = z.object({
  eventId: z.string(),
  date: z.string(),
  teams: z.array(NightTeam),
});
export const NightTeamsResponse = z.object({ nights: z.array(NightTeams) });
export type NightTeamsResponse = z.infer<typeof NightTeamsResponse>;

/** `POST /api/follows`: follow venues by email; nothing is sent but the confirmation until it is used. */
export const FollowInput = z.object({
  email: z
    .email('Enter a valid email address')
    .max(254)
    .transform((value) => value.toLowerCase()),
  venueIds: z.array(z.uuid('must be a venue id')).min(1, 'Choose a venue').max(100),
  website: safeText({ max: 200 }).optional(),
});
export type FollowInput = z.input<typeof FollowInput>;
export const FollowAccepted = z.object({ received: z.literal(true) });

/** A followed venue, as the follows page lists it. */
export const FollowedVenue = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
});
export type FollowedVenue = z.infer<typeof FollowedVenue>;

/**
 * `GET /api/follows/:token` (a confirm or manage link): the address, whether it is confirmed, its
 * venues and whether it gets the weekly mail and the results mail. `POST /api/follows/:token/confirm`
 * confirms; `PATCH /api/follows/:token` changes the venues and the mails.
 */
export const FollowsView = z.object({
  email: z.string(),
  confirmed: z.boolean(),
  weekly: z.boolean(),
  /** The followed venues' results, the morning after their nights (opt-in, decision 210). */
  results: z.boolean(),
  venues: z.array(FollowedVenue),
});
export type FollowsView = z.infer<typeof FollowsView>;
export const FollowsChange = z.object({
  /** The venues to keep following; none unsubscribes the address, which is then deleted. */
  venueIds: z.array(z.uuid('must be a venue id')).max(100).optional(),
  weekly: z.boolean().optional(),
  results: z.boolean().optional(),
});
export type FollowsChange = z.input<typeof FollowsChange>;

/** `GET`/`POST /unsubscribe/:token` (RFC 8058 one-click, and the page its link opens). */
export const UnsubscribeView = z.object({
  state: z.enum(['ready', 'unsubscribed']),
  email: z.string(),
});
export type UnsubscribeView = z.infer<typeof UnsubscribeView>;
