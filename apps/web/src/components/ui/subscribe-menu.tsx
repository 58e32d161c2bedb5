import { googleSubscribeUrl } from '@trivia/shared';
import type { ReactNode } from 'react';
import { useOrigin } from '@/lib/use-origin.ts';
import { CalendarIcon } from './action-icons.tsx';
import { CopyButton } from './copy-button.tsx';
import { DisclosureMenu, menuItemClasses } from './disclosure-menu.tsx';

/**
 * A calendar feed's "Subscribe" menu: the feed in the calendar app, in Google Calendar,
 * or its address copied — the address itself is not shown. The venue page's, and `/saved`'s for
 * every saved venue.
 */
export function FeedSubscribeMenu({
  feedPath,
  isCompact = false,
  children,
}: {
  /** `/trivia-at-…/calendar.ics` or `/calendar.ics?venues=…` */
  feedPath: string;
  /** Only the icon on phones (the word stays its name): for a row of controls that is full. */
  isCompact?: boolean;
  /** What the feed holds. */
  children: ReactNode;
}) {
  const origin = useOrigin();
  const https = `${origin}${feedPath}`;
  const webcal = origin ? https.replace(/^https?:/, 'webcal:') : feedPath;
  return (
    <DisclosureMenu
      align={isCompact ? 'always-end' : 'start'}
      summary={
        <>
          <CalendarIcon width={16} height={16} />
          <span className={isCompact ? 'sr-only sm:not-sr-only' : undefined}>Subscribe</span>
        </>
      }
    >
      <p className="px-2.5 pt-1 pb-1.5 text-xs text-muted">{children}</p>
      <a href={webcal} className={menuItemClasses}>
        Subscribe in your calendar app
      </a>
      <a
        href={googleSubscribeUrl(https)}
        target="_blank"
        rel="noopener noreferrer"
        className={menuItemClasses}
      >
        Subscribe in Google Calendar
      </a>
      <div className="flex min-h-11 items-center justify-between gap-2 px-2.5 text-sm font-medium">
        Calendar link
        <CopyButton value={https} label="the calendar link" />
      </div>
    </DisclosureMenu>
  );
}
