import { z } from 'zod';
import { emailField, newPasswordField, REGISTRATION_LIMITS } from './auth.ts';
import { PROFILE_ROLES, PROVIDER_USER_ROLES, USER_VENUE_ROLES } from './constants.ts';
import { displayNameField, tokenField } from './profile.ts';
import { safeText } from './text.ts';

/** Request and response bodies of /admin/team and of invitations. */

export const INVITATION_TTL_DAYS = 7;
export const TEAM_KINDS = ['provider', 'venue'] as const;
export type TeamKind = (typeof TEAM_KINDS)[number];

/** Roles an invitation may give: on a provider's team, or at a venue. */
export const PROVIDER_INVITE_ROLES = ['admin', 'host'] as const;
export const VENUE_INVITE_ROLES = ['owner', 'manager'] as const;

export const TeamRef = z.object({
  kind: z.enum(TEAM_KINDS, { error: 'kind must be provider or venue' }),
  id: z.uuid({ error: 'Not a valid team id' }),
});
export type TeamRef = z.infer<typeof TeamRef>;

export const InviteInput = z.object({
  email: emailField,
  role: z.enum([...PROVIDER_INVITE_ROLES, ...VENUE_INVITE_ROLES], {
    error: 'Choose a role',
  }),
});
export type InviteInput = z.input<typeof InviteInput>;

export const TeamMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum([...PROVIDER_USER_ROLES, ...USER_VENUE_ROLES]),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const PendingInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  isExpired: z.boolean(),
});
export type PendingInvitation = z.infer<typeof PendingInvitation>;

export const TeamSummary = z.object({
  kind: z.enum(TEAM_KINDS),
  id: z.string(),
  name: z.string(),
});
export type TeamSummary = z.infer<typeof TeamSummary>;

export const TeamDetail = TeamSummary.extend({
  members: z.array(TeamMember),
  invitations: z.array(PendingInvitation),
});
export type TeamDetail = z.infer<typeof TeamDetail>;

export const TeamsResponse = z.object({ teams: z.array(TeamSummary) });
export type TeamsResponse = z.infer<typeof TeamsResponse>;

/** What the invitation page shows (opening the link changes nothing). */
export const InvitationView = z.object({
  email: z.string(),
  teamName: z.string(),
  kind: z.enum(TEAM_KINDS),
  role: z.string(),
  invitedBy: z.string().nullable(),
  hasAccount: z.boolean(),
  state: z.enum(['open', 'accepted', 'expired', 'revoked']),
});
export type InvitationView = z.infer<typeof InvitationView>;

export const InvitationTokenInput = z.object({ token: tokenField });

/** The short sign-up of an invitation: the email is the invitation's. */
export const InvitationSignUpInput = z.object({
  token: tokenField,
  name: displayNameField,
  password: newPasswordField,
});
export type InvitationSignUpInput = z.input<typeof InvitationSignUpInput>;

export const InvitationAccepted = z.object({ kind: z.enum(TEAM_KINDS), teamName: z.string() });
export type InvitationAccepted = z.infer<typeof InvitationAccepted>;

/** Platform admins' list of every user. */
export const UsersQuery = z.object({
  q: safeText({ max: REGISTRATION_LIMITS.fullNameLength }).trim().optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1),
});

export const UserRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(PROFILE_ROLES).nullable(),
  isAdmin: z.boolean(),
  providers: z.array(z.string()),
  venues: z.array(z.string()),
  lastSignInAt: z.string().nullable(),
  disabledAt: z.string().nullable(),
});
export type UserRow = z.infer<typeof UserRow>;

export const UsersResponse = z.object({
  users: z.array(UserRow),
  page: z.number(),
  pageCount: z.number(),
  total: z.number(),
});
export type UsersResponse = z.infer<typeof UsersResponse>;

export const UpdateUserInput = z
  .object({
    role: z.enum(PROFILE_ROLES, { error: 'role must be admin or venue_owner' }).optional(),
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
  })
  .refine((value) => value.role !== undefined || value.disabled !== undefined, {
    path: ['role'],
    message: 'Send a role or disabled',
  });
export type UpdateUserInput = z.input<typeof UpdateUserInput>;

export const PROVIDER_ROLE_LABELS: Record<string, string> = {
  admin: 'Admin',
  host: 'Host',
  member: 'Host',
  owner: 'Owner',
  manager: 'Manager',
};
