/**
 * Teams of a provider or a venue, invitations and the admin list of users.
 * The domain's one entry: other code imports only this file (decision 184).
 */
export { invitationJobHandlers } from './invitation-mail.ts';
export {
  acceptInvitation,
  invite,
  resendInvitation,
  revokeInvitation,
  signUpWithInvitation,
  viewInvitation,
} from './invitations.ts';
export { getTeamDetail, listMyTeams, removeMember } from './teams.ts';
export { listUsers, updateUser } from './users.ts';
