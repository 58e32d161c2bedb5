import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { AccessRestricted } from '@/components/ui/access-restricted.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useMe } from '@/lib/session.ts';
import { useEventProposals } from '../api/get-event-proposals.ts';
import { useVenueReviews } from '../api/get-venue-reviews.ts';
import { FEEDS_RESTRICTED, feedProvidersOf } from '../feed-providers.ts';
import { EventProposalItem } from './event-proposal-item.tsx';
import { VenueReviewItem } from './venue-review-item.tsx';

function Section({
  title,
  description,
  query,
  loading,
  empty,
  children,
}: {
  title: string;
  description: string;
  query: { isError: boolean; error: unknown; isPending: boolean };
  loading: string;
  empty: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 first:mt-0">
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      <p className="mb-3 text-sm text-muted">{description}</p>
      {query.isError ? (
        <Alert tone="error" title={`${title} could not be loaded`}>
          {errorMessage(query.error, 'Please try again.')}
        </Alert>
      ) : null}
      {query.isPending ? <p role="status">{loading}</p> : null}
      {empty ? (
        <p className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center text-muted">
          Nothing to review.
        </p>
      ) : (
        <ul className="space-y-4">{children}</ul>
      )}
    </section>
  );
}

/**
 * /admin/feeds/reviews (decision 150): the feeds' venues that may be ones we already
 * list, for the feeds' providers and admins; and other hosts' events a feed asks to take over, for
 * those events' managers and admins, which the asking provider sees wait.
 */
export function VenueReviewsPage() {
  const { data: me } = useMe();
  const managesFeeds = Boolean(me && (me.isAdmin || feedProvidersOf(me).length > 0));
  const reviews = useVenueReviews();
  const proposals = useEventProposals();
  // Staff without a profile change no event; everyone else may be asked about theirs.
  if (me && !me.isAdmin && !me.profile && feedProvidersOf(me).length === 0) {
    return <AccessRestricted message={FEEDS_RESTRICTED} />;
  }
  return (
    <>
      {managesFeeds ? (
        <Link
          to={paths.admin.feeds}
          className="mb-4 inline-block font-semibold text-link underline underline-offset-4"
        >
          Back to Feeds
        </Link>
      ) : null}
      <PageHeader
        title="Review queue"
        description="What providers' feeds wait on a person for. Your answer is remembered."
      />
      <Section
        title="Events a feed asks to take over"
        description="A provider's feed lists a night another host lists here. Until its managers answer, nothing of theirs changes and the feed's night is not listed twice."
        query={proposals}
        loading="Loading the events to review..."
        empty={proposals.data?.proposals.length === 0}
      >
        {proposals.data?.proposals.map((proposal) => (
          <EventProposalItem key={proposal.id} proposal={proposal} />
        ))}
      </Section>
      {managesFeeds ? (
        <Section
          title="Venues to review"
          description="A feed named a venue that may be one we already list."
          query={reviews}
          loading="Loading the venues to review..."
          empty={reviews.data?.reviews.length === 0}
        >
          {reviews.data?.reviews.map((review) => (
            <VenueReviewItem key={review.id} review={review} />
          ))}
        </Section>
      ) : null}
    </>
  );
}
