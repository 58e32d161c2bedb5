import { FeedDocument } from '@trivia/shared';
import { z } from 'zod';

/**
 * The JSON Schema of our published feed shape, served as `/api/feeds/schema.json` and
 * named by a document's `"$schema"`. Generated from `FeedDocument`, the schema every feed is read
 * by, so the two cannot drift; `io: 'input'` describes what a provider may write (defaults
 * optional), and rules JSON Schema cannot say (a one-time date on its weekday) are only checked
 * on reading.
 */
const { $schema, ...generated } = z.toJSONSchema(FeedDocument, {
  io: 'input',
  unrepresentable: 'any',
});

export const FEED_JSON_SCHEMA = {
  $schema,
  $id: '/api/feeds/schema.json',
  title: 'Trivia schedule feed',
  description:
    'A provider’s venues and their trivia events, as read by the feed reader. Times are 24-hour local times (19:30); dates are YYYY-MM-DD.',
  ...generated,
};
