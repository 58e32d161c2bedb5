import { BackButton } from '@/components/ui/back-button.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Main } from '@/components/ui/main.tsx';
import { paths } from '@/config/paths.ts';

/**
 * The manual screen before its script runs, or without one (decision 093): a plain form the
 * server answers (`/find` goes to the best match's city page). The script replaces it with the
 * autocomplete (manual-location.tsx), which lists the trivia here instead.
 */
export function PlaceSearchForm() {
  return (
    <Main className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 pt-4 pb-10">
      <BackButton href={paths.home} />
      <h1 className="mt-8 text-3xl font-extrabold tracking-tight">Enter Your Location</h1>
      <p className="mt-2 text-muted">Type a city or a ZIP code to see trivia nights around it.</p>
      <form method="get" action={paths.find} className="mt-8 flex flex-col gap-4">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          City or ZIP code
          <input
            name="q"
            required
            placeholder="City or ZIP code"
            autoComplete="address-level2"
            className="min-h-12 rounded-xl border border-border bg-surface px-4 text-base text-fg"
          />
        </label>
        <button type="submit" className={buttonClasses('primary', 'lg')}>
          Find Trivia Events
        </button>
      </form>
    </Main>
  );
}
