import { VenueReviewsPage } from '@/features/feeds/components/venue-reviews-page.tsx';

/** /admin/feeds/reviews: the venues feeds wait on a person for. */
export function FeedReviewsRoute() {
  return <VenueReviewsPage />;
}
