import type { VenueReview } from '@trivia/shared';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useAnswerVenueReview } from '../api/answer-venue-review.ts';

function VenueBlock({
  caption,
  name,
  address,
}: {
  caption: string;
  name: string;
  address: string;
}) {
  return (
    <div className="min-w-0 rounded-xl border border-border bg-surface-2 p-3">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{caption}</p>
      <p className="mt-1 font-semibold break-words">{name}</p>
      <p className="text-sm break-words text-muted">{address}</p>
    </div>
  );
}

/**
 * One question of the review queue: the feed's venue beside ours. The answer is kept for every
 * later read; once the list is fetched again the question is gone from it.
 */
export function VenueReviewItem({ review }: { review: VenueReview }) {
  const answer = useAnswerVenueReview();
  const send = (value: 'same' | 'different') =>
    answer.mutate({ reviewId: review.id, answer: value });
  const isBusy = answer.isPending || answer.isSuccess;
  return (
    <li
      aria-label={`${review.incoming.name} from ${review.feedName}`}
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <VenueBlock
          caption={`In the feed “${review.feedName}”`}
          name={review.incoming.name}
          address={review.incoming.address}
        />
        <VenueBlock
          caption="We list"
          name={review.candidate.name}
          address={review.candidate.address}
        />
      </div>
      {answer.error ? (
        <div className="mt-3">
          <Alert tone="error">{errorMessage(answer.error, 'The answer could not be saved')}</Alert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={isBusy} onClick={() => send('different')}>
          Different venues
        </Button>
        <Button disabled={isBusy} onClick={() => send('same')}>
          Same venue
        </Button>
      </div>
    </li>
  );
}
