/**
 * Following venues by email: the follow, its mails and the weekly mail.
 * The domain's one entry: other code imports only this file (decision 184).
 */
export {
  changeFollows,
  confirmFollows,
  followVenues,
  unsubscribe,
  viewFollows,
  viewUnsubscribe,
} from './follow.ts';
export { followJobHandlers } from './jobs.ts';
export { scheduleResultsRuns } from './results-mail.ts';
export { followLinkKey } from './tokens.ts';
export { FOLLOW_WEEKLY_RUN, scheduleWeeklyRuns, type WeeklySettings } from './weekly.ts';
