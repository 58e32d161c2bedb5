/**
 * Asking hosts to confirm their nights: the request mails and the mailed night links.
 * The domain's one entry: other code imports only this file (decision 184).
 */
export { getNightLink, RESULTS_LINK_POSTS_RESULTS, useNightLink } from './night-links.ts';
export {
  type ConfirmationSettings,
  confirmationJobHandlers,
  queueConfirmationRequests,
  scheduleConfirmationRuns,
} from './requests.ts';
export {
  NOT_A_RESULTS_LINK,
  RESULTS_LINK_EXPIRED,
  type ResultsLinkNight,
  resultsLinkNight,
} from './results-links.ts';
export { sendConfirmationsNow } from './send-now.ts';
