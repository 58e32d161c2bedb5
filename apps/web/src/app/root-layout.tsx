import { useState } from 'react';
import { Outlet } from 'react-router';
import { ThemeToggle, ThemeToggleClaim } from '@/components/ui/theme-toggle.tsx';
import { Island } from '@/islands/island.tsx';

/**
 * Wraps every screen: the theme toggle sits in the top corner of every screen (spec §2), or in
 * the screen's own header when its layout claims it (the admin area, useClaimThemeToggle).
 */
export function RootLayout() {
  const [isClaimed, setIsClaimed] = useState(false);
  return (
    <ThemeToggleClaim value={setIsClaimed}>
      <div className="relative min-h-dvh bg-bg text-fg">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        {/* In the page header's corner, scrolling away with it: never over the tabs. */}
        {isClaimed ? null : (
          <div className="absolute top-3 right-3 z-40 sm:top-4 sm:right-4">
            <Island name="theme" component={ThemeToggle} props={{}} />
          </div>
        )}
        <Outlet />
      </div>
    </ThemeToggleClaim>
  );
}
