import { canManageTeam } from '@trivia/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { invitations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadActorOfUser } from '../actor.ts';
import type { LoadedTeam } from './teams.ts';

export const inviterCannotInvite = (teamName: string) =>
  `This invitation no longer works: the person who sent it can no longer invite people to ${teamName}. Ask someone who manages the team for a new one.`;

/**
 * An invitation speaks for its inviter, so it works only while they may still manage the team
 * (`canManageTeam` on their actor read now, decision 099): not once they were removed from it, lost
 * its admin or owner role, or their account was disabled or deleted. Opening the link and using it
 * both ask; a refusal is a 403 saying so.
 */
export async function requireInviterStillManages(options: {
  db: DbOrTx;
  invitation: Pick<typeof invitations.$inferSelect, 'invitedBy'>;
  team: LoadedTeam;
  adminEmails: readonly string[];
}): Promise<void> {
  const { db, invitation, team, adminEmails } = options;
  const inviter = invitation.invitedBy
    ? await loadActorOfUser({ db, userId: invitation.invitedBy, adminEmails })
    : null;
  if (!inviter || !canManageTeam(inviter, team).allowed)
    throw AppError.forbidden(inviterCannotInvite(team.name));
}
