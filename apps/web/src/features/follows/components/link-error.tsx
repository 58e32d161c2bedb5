import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';

/** An unknown, expired or used-up link of a follower's mail. */
export function LinkError({ error }: { error: unknown }) {
  return (
    <div className="mt-6 grid gap-4">
      <Alert tone="error" title="This link can't be used">
        {errorMessage(error, "This link isn't valid.")} Nothing was changed.
      </Alert>
      <p className="text-muted">
        To get email about a venue again, open its page and choose{' '}
        <strong>Email me about this venue</strong>.{' '}
        <Link to={paths.home} className="text-link underline">
          Find trivia near you
        </Link>
      </p>
    </div>
  );
}
