import type { ReactNode } from 'react';
import { useOrigin } from '@/lib/use-origin.ts';
import { buttonClasses } from './button.tsx';
import { CopyButton } from './copy-button.tsx';

/**
 * A calendar feed to subscribe to (issue 15, decision 051): calendar apps take the `webcal://`
 * link; the https address is shown and copied for the others.
 */
export function CalendarSubscribe({
  id,
  heading,
  linkLabel,
  feedPath,
  children,
}: {
  id: string;
  heading: string;
  linkLabel: string;
  /** `/trivia-at-…/calendar.ics` or `/calendar.ics?venues=…` */
  feedPath: string;
  /** What the feed holds. */
  children: ReactNode;
}) {
  const origin = useOrigin();
  const https = `${origin}${feedPath}`;
  const webcal = origin ? https.replace(/^https?:/, 'webcal:') : feedPath;
  return (
    <section aria-labelledby={id} className="mt-8 rounded-2xl border border-border bg-surface p-4">
      <h2 id={id} className="text-lg font-bold">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{children}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <a href={webcal} className={buttonClasses('primary', 'md')}>
          {linkLabel}
        </a>
        <code className="min-w-0 max-w-full truncate rounded-lg bg-surface-2 px-2 py-1.5 text-sm">
          {https}
        </code>
        <CopyButton value={https} label="the calendar address" />
      </div>
    </section>
  );
}
