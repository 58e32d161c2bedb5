import type { ReactNode } from 'react';

/**
 * Where a page's destructive action lives: at the bottom, apart from the title and the
 * everyday actions, under its own heading.
 */
export function DangerZone({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="danger-zone"
      className="mt-8 rounded-2xl border border-danger/50 bg-surface p-5"
    >
      <h2 id="danger-zone" className="text-lg font-bold">
        Danger zone
      </h2>
      <p className="mt-1 mb-3 text-sm text-muted">This cannot be undone.</p>
      {children}
    </section>
  );
}
