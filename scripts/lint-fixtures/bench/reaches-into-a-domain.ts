import { readFeedNow } from '../apps/server/src/services/feeds/run-feed.ts';

export const steps = { readFeedNow };
