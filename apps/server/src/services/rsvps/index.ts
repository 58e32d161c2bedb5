/**
 * We're coming: teams, headcounts, waitlists and their mails.
 * The domain's one entry: other code imports only this file (decision 184).
 */

export { moveWaitlistUp } from './free-place.ts';
export {
  TeamCounts,
  teamCountMap,
  teamCountsByVenueSql,
  teamCountsOfVenueSql,
} from './headcount.ts';
export { rsvpJobHandlers } from './jobs.ts';
export { countTeamsComingTonight, listNightTeams, removeNightTeam } from './night-teams.ts';
export { scheduleRsvpRetention } from './retention.ts';
export { confirmRsvpAddress, viewRsvpAddress } from './rsvp-address.ts';
export { submitTeamRsvp } from './submit-rsvp.ts';
export { viewTeamRsvp, withdrawTeamRsvp } from './withdraw.ts';
