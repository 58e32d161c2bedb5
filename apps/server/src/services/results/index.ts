/**
 * A night's posted results: posting and correcting them with their history, reading them, and
 * the names a venue has seen (decision 205). The domain's one entry: other code imports only this
 * file (decision 184).
 */

export { postNightResults } from './post-results.ts';
export {
  getNightResults,
  getNightResultsHistory,
  getPublicNightResults,
  NO_RESULTS_MESSAGE,
} from './read-results.ts';
export {
  CANCELLED_MESSAGE,
  NOT_A_NIGHT_MESSAGE,
  NOT_STARTED_MESSAGE,
  TOO_LONG_AGO_MESSAGE,
} from './results-night.ts';
export { NOT_YOUR_VENUE_NIGHTS, suggestTeamNames } from './team-names.ts';
export { latestVenueResults } from './venue-results.ts';
