import { type ReactNode, useEffect } from 'react';
import { ChevronDownIcon } from './icons.tsx';
import { dismissMenusOnOutsideInput } from './menu-dismiss.ts';

/**
 * A small menu on a native `<details>` (decision 122): it opens and its links work
 * before the page's script runs, and costs no JavaScript of its own. `useMenuDismiss` adds what
 * people expect of a menu once the script runs: a click elsewhere or Escape closes it.
 */
export function DisclosureMenu({
  summary,
  align = 'start',
  className = '',
  children,
}: {
  /** What the closed menu shows (its accessible name). */
  summary: ReactNode;
  /**
   * Which edge of the button the panel lines up with: `end` from 640 px (narrower: the start),
   * `always-end` at every width (a button at the end of a full row on a phone).
   */
  align?: 'start' | 'end' | 'always-end';
  className?: string;
  children: ReactNode;
}) {
  return (
    <details data-menu="" className={`group relative ${className}`}>
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl border border-border bg-surface px-3.5 text-sm font-semibold text-fg select-none hover:bg-surface-2 [&::-webkit-details-marker]:hidden">
        {summary}
        <ChevronDownIcon width={16} height={16} className="group-open:rotate-180" />
      </summary>
      <div
        className={`absolute top-full z-30 mt-1 grid w-64 max-w-[calc(100vw-2rem)] gap-0.5 rounded-xl border border-border bg-surface p-1.5 shadow-lg ${PANEL_ALIGN[align]}`}
      >
        {children}
      </div>
    </details>
  );
}

const PANEL_ALIGN = {
  start: 'left-0',
  end: 'left-0 sm:right-0 sm:left-auto',
  'always-end': 'right-0',
} as const;

/** The classes of a menu's link. */
export const menuItemClasses =
  'flex min-h-11 items-center gap-2.5 rounded-lg px-2.5 text-sm font-medium text-fg hover:bg-surface-2';

/** Closes the page's open menus on a click outside them or on Escape (menu-dismiss.ts). */
export function useMenuDismiss() {
  useEffect(dismissMenusOnOutsideInput, []);
}
