/**
 * Provider feeds: reading a source, matching its venues, applying, proposals and reviews.
 * The domain's one entry: other code imports only this file (decision 184).
 */

export { listDuplicateVenues, markVenuesDistinct } from './duplicate-venues.ts';
export { feedJobHandlers } from './feed-jobs.ts';
export { feedUploadOf } from './fetch-source.ts';
export {
  createFeed,
  deleteFeed,
  getFeedSummary,
  listFeeds,
  requireFeed,
  resumeProviderFeeds,
  scheduleNextSync,
  updateFeed,
} from './manage-feeds.ts';
export { matchVenues } from './match/match-venues.ts';
export { proposalJobHandlers } from './proposal-mail.ts';
export { answerEventProposal, listEventProposals } from './proposals.ts';
export { FEED_JSON_SCHEMA } from './read/json-schema.ts';
export { answerVenueReview, listVenueReviews } from './reviews.ts';
export { type FeedReader, type FeedRow, readFeedNow } from './run-feed.ts';
