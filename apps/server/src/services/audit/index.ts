/**
 * The history of changes: recording and reading audit entries.
 * The domain's one entry: other code imports only this file (decision 184).
 */

export { eventLabel } from './labels.ts';
export { listActivity, listEventHistory, listVenueHistory } from './list-activity.ts';
export { nightChanges, nightLabel } from './night-changes.ts';
export { type AuditActor, type AuditChange, recordAudit, recordAudits } from './record-audit.ts';
