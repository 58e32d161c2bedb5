import { useId } from 'react';
import { BackButton } from '@/components/ui/back-button.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { SearchIcon } from '@/components/ui/icons.tsx';
import { Main } from '@/components/ui/main.tsx';
import { paths } from '@/config/paths.ts';
import { carryPlaceFieldDraft } from '../utils/place-field-draft.ts';

/**
 * The manual screen before its script runs, or without one (decision 093): a plain form the
 * server answers (`/find` goes to the best match's city page). Once the script runs, the manual
 * screen (manual-screen.tsx) shows the autocomplete instead (manual-location.tsx), which lists the
 * trivia here; the field hands what was typed on to it (decision 169).
 */
/**
 * The field's look, the same in the plain form and the autocomplete: when one replaces the other
 * while the visitor types, nothing on the screen moves (decision 169).
 */
export const PLACE_FIELD_CLASS =
  'min-h-13 w-full rounded-xl border border-border bg-surface py-3 pr-4 pl-12 text-lg text-fg shadow-sm placeholder:text-muted focus:border-focus focus:outline-none focus-visible:outline-3 focus-visible:outline-focus disabled:opacity-60';
export const PLACE_FIELD_ICON_CLASS =
  'pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted';

export function PlaceSearchForm() {
  const id = useId();
  return (
    <Main className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 pt-4 pb-10">
      <BackButton href={paths.home} />
      <h1 className="mt-8 text-3xl font-extrabold tracking-tight">Enter Your Location</h1>
      <p className="mt-2 text-muted">Type a city or a ZIP code to see trivia nights around it.</p>
      <form method="get" action={paths.find} className="mt-8 flex flex-col gap-4">
        <div>
          <label htmlFor={id} className="sr-only">
            City or ZIP code
          </label>
          <div className="relative">
            <SearchIcon className={PLACE_FIELD_ICON_CLASS} />
            <input
              ref={carryPlaceFieldDraft}
              id={id}
              name="q"
              required
              placeholder="City or ZIP code"
              autoComplete="address-level2"
              autoCapitalize="words"
              spellCheck={false}
              enterKeyHint="search"
              className={PLACE_FIELD_CLASS}
            />
          </div>
        </div>
        <button type="submit" className={buttonClasses('primary', 'lg')}>
          Find Trivia Events
        </button>
      </form>
    </Main>
  );
}
