import {
  type EventLine,
  formatOccurrenceDate,
  googleCalendarUrl,
  outlookCalendarUrl,
  type PublicVenue,
  paths,
} from '@trivia/shared';
import { CalendarIcon, DownloadIcon } from '@/components/ui/action-icons.tsx';
import { DisclosureMenu, menuItemClasses } from '@/components/ui/disclosure-menu.tsx';
import { FeedSubscribeMenu } from '@/components/ui/subscribe-menu.tsx';
import { Island } from '@/islands/island.tsx';
import { useOrigin } from '@/lib/use-origin.ts';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * One night's "Add to calendar": Google Calendar and Outlook open their own "new event"
 * page filled in; Apple Calendar and the others take the night's `.ics`.
 */
export function AddToCalendarMenu({
  venue,
  line,
  className,
}: {
  venue: PublicVenue;
  line: EventLine;
  className?: string;
}) {
  const origin = useOrigin();
  const night = {
    title: `${line.title} at ${venue.name}`,
    date: line.date,
    startTime: line.startTime,
    endTime: line.endTime ?? undefined,
    timezone: venue.timezone,
    location: `${venue.name}, ${venue.address}`,
    details: [
      `Prize: ${line.prize}.`,
      line.providerNames.length > 0 ? `Hosted by ${line.providerNames.join(' & ')}.` : null,
      `Details: ${origin}${paths.venuePage(venue.slug)}`,
    ]
      .filter(Boolean)
      .join('\n'),
  };
  const ics = paths.venueCalendar(venue.slug, `${line.eventId}_${line.date}`);
  const which = `, ${line.title}, ${formatOccurrenceDate(line.date)}`;
  return (
    <DisclosureMenu
      align="end"
      {...(className ? { className } : {})}
      summary={
        <>
          <CalendarIcon width={16} height={16} className="hidden sm:block" />
          Add to calendar
          <span className="sr-only">{which}</span>
        </>
      }
    >
      <a href={googleCalendarUrl(night)} {...NEW_TAB} className={menuItemClasses}>
        Google Calendar
      </a>
      <a href={outlookCalendarUrl(night)} {...NEW_TAB} className={menuItemClasses}>
        Outlook
      </a>
      <a href={ics} className={menuItemClasses}>
        Apple Calendar
      </a>
      <a href={ics} download className={menuItemClasses}>
        <DownloadIcon width={16} height={16} />
        Download .ics
      </a>
    </DisclosureMenu>
  );
}

/**
 * A page's one "Subscribe" (an island, decision 189): its feed in the calendar app, in Google
 * Calendar, or its address copied — the address itself is not shown. Of a venue's nights or a
 * provider's, `every` saying whose: "at Gulch Pizza Kitchen", "by Music City Trivia Co.".
 */
export function SubscribeMenu({ feedPath, every }: { feedPath: string; every: string }) {
  return (
    <Island
      name="subscribe"
      component={FeedSubscribeMenu}
      props={{
        feedPath,
        children: `Every night ${every} in your calendar, kept up to date, cancellations included.`,
      }}
    />
  );
}
