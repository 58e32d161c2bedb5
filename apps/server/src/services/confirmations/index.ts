/**
 * Asking hosts to confirm their nights: the request mails and the mailed night links.
 * The domain's one entry: other code imports only this file (decision 184).
 */
export { getNightLink, useNightLink } from './night-links.ts';
export {
  type ConfirmationSettings,
  confirmationJobHandlers,
  queueConfirmationRequests,
  scheduleConfirmationRuns,
} from './requests.ts';
export { sendConfirmationsNow } from './send-now.ts';
