/**
 * The admin view of background jobs that keep failing.
 * The domain's one entry: other code imports only this file (decision 184).
 */
export { listFailingJobs, retryJob } from './failing-jobs.ts';
