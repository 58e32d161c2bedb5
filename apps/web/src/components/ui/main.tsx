import type { ReactNode } from 'react';

/**
 * A screen's main landmark, which the "Skip to content" link (root-layout.tsx) targets: every
 * screen has exactly one, the admin area's around its page, not its navigation.
 */
export function Main({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={`outline-none ${className}`}>
      {children}
    </main>
  );
}
