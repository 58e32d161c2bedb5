import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { buttonClasses } from './button.tsx';
import { LockIcon } from './icons.tsx';

/** The spec's 'Access Restricted' page for an admin screen the user may not see (§2). */
export function AccessRestricted({ message }: { message: string }) {
  return (
    <section className="mx-auto max-w-lg rounded-2xl border border-border bg-surface p-6 text-center sm:p-10">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-warning-bg text-warning">
        <LockIcon />
      </span>
      <h1 className="mt-4 text-2xl font-bold">Access Restricted</h1>
      <p className="mt-3 text-muted">{message}</p>
      <Link to={paths.admin.root} className={`${buttonClasses('secondary')} mt-6`}>
        Back to Dashboard
      </Link>
    </section>
  );
}
