import { Alert } from '@/components/ui/alert.tsx';
import { errorMessage } from '@/lib/api-client.ts';

/**
 * A mailed link's button that failed (a night link, a withdraw link, a follower's link): what the
 * server said, under "Nothing was changed". Nothing when there is no error.
 */
export function NothingChanged({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <div className="mt-4">
      <Alert tone="error" title="Nothing was changed">
        {errorMessage(error, 'Please try again.')}
      </Alert>
    </div>
  );
}
