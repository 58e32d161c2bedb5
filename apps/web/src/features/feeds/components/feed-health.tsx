import type { FeedSummary } from '@trivia/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { paths } from '@/config/paths.ts';
import { feedSize, formatChangeDay, formatReadTime, pluralWithVerb, sizeText } from '../format.ts';

/** "Last read Nov 22, 7:14 PM · last change Nov 20 · 4 venues, 12 events". */
export function healthLine(feed: FeedSummary): string {
  return [
    feed.lastReadAt ? `Last read ${formatReadTime(feed.lastReadAt)}` : 'Not read yet',
    feed.lastChangeAt ? `last change ${formatChangeDay(feed.lastChangeAt)}` : null,
    feed.lastCounts ? sizeText(feedSize(feed.lastCounts)) : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}

/** How a feed is doing: its last reads, why the last one failed, and what waits for a person. */
export function FeedHealth({ feed }: { feed: FeedSummary }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted">{healthLine(feed)}</p>
      {feed.lastError ? (
        <Alert tone="error">
          Last read failed ({feed.consecutiveFailures} in a row): {feed.lastError}
        </Alert>
      ) : null}
      {feed.pendingReviews > 0 ? (
        <p className="text-sm">
          <Link
            to={paths.admin.venueReviews}
            className="font-semibold text-link underline underline-offset-4"
          >
            {pluralWithVerb(feed.pendingReviews, 'venue', { one: 'waits', many: 'wait' })} for
            review
          </Link>
        </p>
      ) : null}
      {feed.pendingProposals > 0 ? (
        <p className="text-sm">
          <Link
            to={paths.admin.venueReviews}
            className="font-semibold text-link underline underline-offset-4"
          >
            {pluralWithVerb(feed.pendingProposals, 'event', { one: 'waits', many: 'wait' })} for
            other hosts to hand {feed.pendingProposals === 1 ? 'it' : 'them'} over
          </Link>
        </p>
      ) : null}
    </div>
  );
}
