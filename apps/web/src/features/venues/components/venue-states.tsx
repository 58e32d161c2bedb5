import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { isVenueNotFound } from '../api/get-venue.ts';

const backLink = (
  <Link to={paths.admin.venues} className={`${buttonClasses('secondary')} mt-6`}>
    Back to Venues
  </Link>
);

/** Spec §8: 'Venue not found' for a venue that doesn't exist or isn't yours; 'Error loading venue' otherwise. */
export function VenueLoadError({ error }: { error: unknown }) {
  if (isVenueNotFound(error)) {
    return (
      <section>
        <h1 className="text-2xl font-bold">Venue not found</h1>
        <p className="mt-2 text-muted">
          The venue you're looking for doesn't exist or you don't have permission to view it.
        </p>
        {backLink}
      </section>
    );
  }
  return (
    <section>
      <Alert tone="error" title="Error loading venue">
        {errorMessage(error, 'Please try again.')}
      </Alert>
      {backLink}
    </section>
  );
}

/** Spec §2: an edit form opened by someone who may not edit this venue. */
export function AccessRestricted() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Access Restricted</h1>
      <p className="mt-2 text-muted">You do not have permission to edit this venue.</p>
      {backLink}
    </section>
  );
}
