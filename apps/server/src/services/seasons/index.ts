/**
 * Seasons: creating, changing and deleting them under their owner's rights, listing the ones an
 * actor manages, and their standings computed from posted results (decision 207). The domain's
 * one entry: other code imports only this file (decision 184).
 */

export { listSeasonSitemapEntries, listSeasons, SEASON_NOT_FOUND } from './read-seasons.ts';
export {
  createSeason,
  deleteSeason,
  NOT_THE_OWNERS_EVENTS_PROVIDER,
  NOT_THE_OWNERS_EVENTS_VENUE,
  updateSeason,
} from './save-season.ts';
export { findSeasonStandings } from './standings.ts';
export {
  INTO_MERGED_AWAY,
  listTeamMerges,
  MERGE_NOT_FOUND,
  MERGED_ALREADY,
  mergeTeams,
  NO_SUCH_TEAM_HERE,
  PLAYED_THE_SAME_NIGHT,
  splitTeams,
  teamMergesOf,
} from './team-merges.ts';
export { currentStandings } from './venue-standings.ts';
