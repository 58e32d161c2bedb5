import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { isEventNotFound } from '../api/get-event.ts';

const backLink = (
  <Link to={paths.admin.events} className={`${buttonClasses('secondary')} mt-6`}>
    Back to Events
  </Link>
);

/** Spec §2/§8: 'Event not found: …' for a missing or forbidden event; 'Error loading event' otherwise. */
export function EventLoadError({ error }: { error: unknown }) {
  if (isEventNotFound(error)) {
    return (
      <section>
        <h1 className="text-2xl font-bold">Event not found</h1>
        <p className="mt-2 text-muted">
          The event you're looking for doesn't exist or you don't have permission to view it.
        </p>
        {backLink}
      </section>
    );
  }
  return (
    <section>
      <Alert tone="error" title="Error loading event">
        {errorMessage(error, 'Please try again.')}
      </Alert>
      {backLink}
    </section>
  );
}
