/**
 * The history of changes: recording and reading audit entries.
 * The domain's one entry: other code imports only this file (decision 184).
 */
export { listActivity, listEventHistory, listVenueHistory } from './list-activity.ts';
