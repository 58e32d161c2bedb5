import { formatOccurrenceDate } from '@trivia/shared';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useReturnTo } from '@/components/ui/return-to.tsx';
import { paths } from '@/config/paths.ts';
import { useEvent } from '@/features/events/api/get-event.ts';
import { scheduleResultsEndpoints, useNightResults } from '@/features/results/api/night-results.ts';
import { ResultsForm } from '@/features/results/components/results-form.tsx';
import { errorMessage } from '@/lib/api-client.ts';

/** `/admin/events/:eventId/nights/:date/results`: a night's results (decision 205). */
export function ResultsRoute() {
  const { eventId = '', date = '' } = useParams();
  const event = useEvent(eventId);
  const endpoints = scheduleResultsEndpoints(eventId, date, event.data?.venueId);
  const results = useNightResults(endpoints);
  const { returnPath } = useReturnTo(paths.admin.schedule);
  return (
    <div className="max-w-xl">
      <Link
        to={returnPath}
        className="mb-4 inline-block font-semibold text-link underline underline-offset-4"
      >
        {returnPath === paths.admin.schedule ? 'Back to the schedule' : 'Back'}
      </Link>
      <PageHeader
        title="Results"
        description={
          event.data
            ? `${event.data.eventType} at ${event.data.venueName} on ${formatOccurrenceDate(date)}`
            : formatOccurrenceDate(date)
        }
      />
      {results.isPending ? <p role="status">Loading results...</p> : null}
      {results.isError ? (
        <Alert tone="error" title="These results can't be posted">
          {errorMessage(results.error, 'Please try again.')}
        </Alert>
      ) : null}
      {results.data ? <ResultsForm endpoints={endpoints} results={results.data} /> : null}
    </div>
  );
}
