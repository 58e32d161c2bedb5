import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useHistory } from '../api/activity.ts';
import { EntryList } from './entry-line.tsx';

/** The History section of the venue detail and event pages, newest first. */
export function HistorySection({ kind, id }: { kind: 'venues' | 'events'; id: string }) {
  const history = useHistory(kind, id);
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-labelledby="history" className="rounded-2xl border border-border bg-surface p-5">
      <h2 id="history" className="text-lg font-bold">
        History
      </h2>
      <div className="mt-3 space-y-3">
        {history.isPending ? <p role="status">Loading the history...</p> : null}
        {history.isError ? (
          <Alert tone="error" title="The history could not be loaded">
            {errorMessage(history.error, 'Please try again.')}
          </Alert>
        ) : null}
        {history.isSuccess && entries.length === 0 ? (
          <p className="text-muted">No changes recorded yet.</p>
        ) : null}
        {entries.length > 0 ? <EntryList entries={entries} label="History" /> : null}
        {history.hasNextPage ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={history.isFetchingNextPage}
            onClick={() => history.fetchNextPage()}
          >
            {history.isFetchingNextPage ? 'Loading...' : 'Show older'}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
