import { createContext, useContext, useLayoutEffect } from 'react';
import { useTheme } from '@/lib/theme.ts';
import { useEarlyInput } from '@/lib/use-early-input.ts';
import { MoonIcon, SunIcon } from './icons.tsx';

/** The dark/light switch present on every screen (spec §2). */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const { theme, toggle } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const early = useEarlyInput<HTMLButtonElement>();
  return (
    <button
      {...early}
      type="button"
      onClick={toggle}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      className={`inline-flex size-11 items-center justify-center rounded-full border border-border bg-surface text-fg shadow-sm transition-colors hover:bg-surface-2 ${className}`}
    >
      {/* Both, the stylesheet showing the one for the page's theme: right before the toggle is
          hydrated, which a page of islands does when it is tapped (decision 214). */}
      <SunIcon className="theme-to-light" />
      <MoonIcon className="theme-to-dark" />
    </button>
  );
}

/**
 * Where the toggle sits: the root layout's corner unless a screen's own header holds it. The root
 * layout provides the setter; a layout with a header of its own claims the toggle while shown.
 */
export const ThemeToggleClaim = createContext<(isClaimed: boolean) => void>(() => undefined);

/**
 * A layout whose sticky header holds the toggle (the admin area below 1024 px): the
 * root's corner button would scroll away and leave that header's corner empty. Claimed before the
 * first paint, so the toggle never shows twice.
 */
export function useClaimThemeToggle(): void {
  const claim = useContext(ThemeToggleClaim);
  useLayoutEffect(() => {
    claim(true);
    return () => claim(false);
  }, [claim]);
}
