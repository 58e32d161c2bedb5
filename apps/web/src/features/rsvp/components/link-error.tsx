import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { paths } from '@/config/paths.ts';
import { ApiError, errorMessage } from '@/lib/api-client.ts';

/**
 * Why a "We're coming" mail's link shows nothing: gone (the server says why it may be), cut short
 * (a mail client broke the line), or anything else. `gone` is said when the server says nothing.
 */
export function LinkError({ error, gone }: { error: unknown; gone: string }) {
  const status = error instanceof ApiError ? error.status : 0;
  const isGone = status === 404 || status === 410;
  const isCut = status === 400 || status === 414;
  return (
    <div className="mt-6">
      <Alert tone="error" title="This link can't be used">
        {isGone
          ? errorMessage(error, gone)
          : isCut
            ? 'The link is not complete: open it again from the email, or copy all of it.'
            : errorMessage(error, 'Please try again.')}
      </Alert>
      <p className="mt-6">
        <Link to={paths.home} className="text-link underline">
          Find trivia near you
        </Link>
      </p>
    </div>
  );
}
