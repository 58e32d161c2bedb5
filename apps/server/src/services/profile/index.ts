/**
 * A signed-in person's own account: display name, email change, sessions.
 * The domain's one entry: other code imports only this file (decision 184).
 */
export { updateDisplayName } from './display-name.ts';
export { confirmEmailChange, requestEmailChange } from './email-change.ts';
export { listSessions } from './sessions.ts';
