import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { InfoIcon, LockIcon } from '@/components/ui/icons.tsx';
import { Main } from '@/components/ui/main.tsx';
import { paths } from '@/config/paths.ts';
import { Island } from '@/islands/island.tsx';
import { ENTER_MANUALLY_ID, ShareLocationButton } from './share-location-button.tsx';

/**
 * The home page's first state (spec §2): share a location or type one. Server HTML whose one
 * control that needs script, Share My Location, is an island (decision 212).
 */
export function Splash() {
  return (
    <Main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-5 pt-20 pb-10 text-center">
      <p className="mx-auto mb-4 inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-xs font-semibold tracking-wide text-muted uppercase">
        <span className="size-2 rounded-full bg-accent" aria-hidden="true" />
        Beta
      </p>
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
        Trivia <span className="text-accent">Near Me</span>
      </h1>
      <p className="mt-3 text-lg text-muted">
        Find a trivia night near you — tonight, tomorrow or this week.
      </p>

      <div className="mt-10 flex flex-col gap-3">
        <Island name="locate" component={ShareLocationButton} props={{}} />
        {/* A link: it works before the page's script runs, and without one (decision 093). */}
        <Link
          id={ENTER_MANUALLY_ID}
          to={`${paths.home}?manual=1`}
          className={`${buttonClasses('ghost', 'md')} underline underline-offset-4`}
        >
          Enter location manually
        </Link>
      </div>

      <div className="mt-10 space-y-3 text-left text-sm text-muted">
        <p className="flex gap-3 rounded-xl border border-border bg-surface p-4">
          <LockIcon className="mt-0.5 shrink-0 text-accent" />
          <span>
            We only use your location to find trivia events near you. We don't store or share your
            precise location.
          </span>
        </p>
        <p className="flex gap-3 rounded-xl border border-border bg-surface p-4">
          <InfoIcon className="mt-0.5 shrink-0 text-accent" />
          <span>Event details may change. Please check with the venue before you head out.</span>
        </p>
      </div>

      <p className="mt-10 text-sm">
        <Link
          to={paths.admin.root}
          className="font-semibold text-link underline underline-offset-4"
        >
          Are you a trivia host?
        </Link>
      </p>
    </Main>
  );
}
