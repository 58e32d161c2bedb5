import { Alert } from '@/components/ui/alert.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { linkResultsEndpoints, useNightResults } from '../api/night-results.ts';
import { ResultsForm } from './results-form.tsx';

/**
 * A mailed Results link's form (decision 209): the same form as the schedule's, reading and
 * posting through the link, so a host needs no sign-in on the phone in the bar. Before the night
 * has started, or once the night is no longer theirs, the server's refusal is shown instead.
 */
/** The refusal as a host reads it: the one field's message without the field's name. */
function refusal(error: unknown): string {
  const details = error instanceof ApiError ? error.details : undefined;
  if (Array.isArray(details) && details.length === 1 && typeof details[0]?.message === 'string') {
    return details[0].message;
  }
  return errorMessage(error, 'Please try again.');
}

export function LinkResults({ token }: { token: string }) {
  const endpoints = linkResultsEndpoints(token);
  const results = useNightResults(endpoints);
  if (results.isPending) return <p role="status">Loading results...</p>;
  if (results.isError) {
    return (
      <Alert tone="warning" title="Results can't be posted here">
        {refusal(results.error)}
      </Alert>
    );
  }
  return <ResultsForm endpoints={endpoints} results={results.data} />;
}
