import { Link } from 'react-router';
import { AccessRestricted } from '@/components/ui/access-restricted.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useMe } from '@/lib/session.ts';
import { useVenueReviews } from '../api/get-venue-reviews.ts';
import { FEEDS_RESTRICTED, feedProvidersOf } from '../feed-providers.ts';
import { VenueReviewItem } from './venue-review-item.tsx';

/** /admin/feeds/reviews (issue 30 §3): the feeds' venues that may be ones we already list. */
export function VenueReviewsPage() {
  const { data: me } = useMe();
  const reviews = useVenueReviews();
  if (me && !me.isAdmin && feedProvidersOf(me).length === 0) {
    return <AccessRestricted message={FEEDS_RESTRICTED} />;
  }
  return (
    <>
      <Link
        to={paths.admin.feeds}
        className="mb-4 inline-block font-semibold text-link underline underline-offset-4"
      >
        Back to Feeds
      </Link>
      <PageHeader
        title="Venues to review"
        description="A feed named a venue that may be one we already list. Your answer is remembered."
      />
      {reviews.isError ? (
        <Alert tone="error" title="The venues to review could not be loaded">
          {errorMessage(reviews.error, 'Please try again.')}
        </Alert>
      ) : null}
      {reviews.isPending ? <p role="status">Loading the venues to review...</p> : null}
      {reviews.data && reviews.data.reviews.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center text-muted">
          Nothing to review.
        </p>
      ) : null}
      {reviews.data && reviews.data.reviews.length > 0 ? (
        <ul className="space-y-4">
          {reviews.data.reviews.map((review) => (
            <VenueReviewItem key={review.id} review={review} />
          ))}
        </ul>
      ) : null}
    </>
  );
}
