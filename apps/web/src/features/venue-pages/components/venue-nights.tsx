import {
  type EventLine,
  eventLines,
  firstNightEndAfter,
  formatTime,
  headcountLabel,
  type IsoDate,
  liveLines,
  type NearbyEvent,
  type PublicVenue,
  prizeText,
  relativeDay,
} from '@trivia/shared';
import { NightTheme } from '@/components/trivia-list/night-theme.tsx';
import { TrustLine } from '@/components/trivia-list/trust-line.tsx';
import { WereComingButton } from '@/components/trivia-list/were-coming-button.tsx';
import { OccurrencePill, StatusPill } from '@/components/ui/status-pill.tsx';
import { Island } from '@/islands/island.tsx';
import { useIsBrowser } from '@/lib/use-is-browser.ts';
import { AddToCalendarMenu } from './calendar-menus.tsx';

/**
 * Every night of the venue's events, soonest first; the same night of two events shows once.
 * Given the instant `now`, nights over by the venue's clock come last, marked (decision 166). Its
 * checks are dated in the venue's time zone (decision 101).
 */
export function venueNightLines(
  events: readonly NearbyEvent[],
  timezone: string,
  now?: Date,
): EventLine[] {
  const dates = [
    ...new Set(events.flatMap((event) => event.occurrences.map((night) => night.date))),
  ];
  return eventLines({ events: [...events], timezone }, dates, now);
}

/**
 * The instant a page of islands judges its nights over at (decision 219): the server's clock as
 * it renders the page, carried in the island's props so that its hydration judges the same; none
 * in the browser, whose own clock judges.
 */
function useRenderInstant(): number | undefined {
  return useIsBrowser() ? undefined : Date.now();
}

/**
 * The moment a page judges its nights over at (decision 166): the instant the server rendered it
 * at, on the server and while the page hydrates (the kept markup must match; none when it was not
 * given), the browser's clock afterwards.
 */
export function useNightClock(judgedAt?: number): Date | undefined {
  const isBrowser = useIsBrowser();
  if (isBrowser) return new Date();
  return judgedAt === undefined ? undefined : new Date(judgedAt);
}

/** "We're coming": the accent's button, as small as Add to calendar, so both fit a phone's row. */
const COMING =
  'inline-flex min-h-11 items-center rounded-xl bg-accent px-3.5 text-sm font-semibold text-accent-fg shadow-sm hover:bg-accent-strong';

function timeRange(line: EventLine): string {
  const start = formatTime(line.startTime);
  return line.endTime ? `${start} – ${formatTime(line.endTime)}` : start;
}

/**
 * The venue's nights first: the next one that happens marked "Next", each with one Add
 * to calendar menu and the list's trust words, its headcount and "We're coming"; a
 * cancelled night struck through, with its pill and the host's public note, without its prize,
 * headcount or actions; a night that is over (decision 166) muted, "Over", last, without them.
 */
export function VenueNights({
  venue,
  events,
  today,
}: {
  venue: PublicVenue;
  events: NearbyEvent[];
  today: IsoDate;
}) {
  return (
    <section aria-labelledby="nights-heading">
      <h2 id="nights-heading" className="text-xl font-bold">
        Trivia nights <span className="text-base font-medium text-muted">· next four weeks</span>
      </h2>
      <NightsIsland venue={venue} events={events} today={today} />
    </section>
  );
}

/**
 * A venue's nights as an island (decision 189), judged at the instant the server renders them
 * and stale once the first night still to come then has ended (decision 219).
 */
export function NightsIsland(props: {
  venue: PublicVenue;
  events: NearbyEvent[];
  today: IsoDate;
  isCompact?: boolean;
}) {
  const judgedAt = useRenderInstant();
  const { venue, events } = props;
  return (
    <Island
      name="nights"
      component={LiveNightList}
      props={{ ...props, judgedAt }}
      staleAt={firstNightEndAfter([{ timezone: venue.timezone, events }], judgedAt)}
    />
  );
}

/**
 * A venue's nights as the server judged them at `judgedAt` (decision 219), then, once in the
 * browser, judged over by the visitor's clock (decision 166): a page kept since a night ended
 * shows it over. On the public pages it is an island (decision 189), its "We're coming" buttons
 * with it.
 */
export function LiveNightList({
  venue,
  events,
  today,
  judgedAt,
  isCompact = false,
}: {
  venue: PublicVenue;
  events: NearbyEvent[];
  today: IsoDate;
  judgedAt?: number;
  isCompact?: boolean;
}) {
  const lines = venueNightLines(events, venue.timezone, useNightClock(judgedAt));
  return <NightList venue={venue} lines={lines} today={today} isCompact={isCompact} />;
}

/**
 * A venue's nights, the next one that happens marked, or a dashed box saying there are none: the
 * venue page's list, and each venue's on a provider page, whose box is a little tighter.
 */
export function NightList({
  venue,
  lines,
  today,
  isCompact = false,
}: {
  venue: PublicVenue;
  lines: EventLine[];
  today: IsoDate;
  isCompact?: boolean;
}) {
  // "Next" is the first night neither cancelled nor over.
  const [next] = liveLines(lines);
  if (lines.length === 0) {
    return (
      <p
        className={`mt-3 rounded-2xl border border-border border-dashed bg-surface ${isCompact ? 'p-4' : 'p-6'} text-muted`}
      >
        No trivia nights are listed here in the next four weeks.
      </p>
    );
  }
  return (
    <ul className="mt-3 grid gap-2.5">
      {lines.map((line) => (
        <NightItem key={line.key} venue={venue} line={line} today={today} isNext={line === next} />
      ))}
    </ul>
  );
}

/** One night of a venue's. */
function NightItem({
  venue,
  line,
  today,
  isNext,
}: {
  venue: PublicVenue;
  line: EventLine;
  today: IsoDate;
  isNext: boolean;
}) {
  const cancelled = line.isCancelled;
  const isOver = line.hasEnded && !cancelled;
  const struck = cancelled ? 'text-muted line-through' : isOver ? 'text-muted' : '';
  const day = relativeDay(line.date, today);
  const teams = headcountLabel(line);
  return (
    <li
      data-night={line.date}
      className={`rounded-2xl border p-3 ${
        isNext ? 'border-accent bg-accent/8 ring-1 ring-accent' : 'border-border bg-surface'
      }`}
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {isNext ? (
          <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-accent-fg">
            Next
          </span>
        ) : null}
        <span className={`font-semibold ${struck}`}>{day}</span>
        <span className={`text-muted ${cancelled ? 'line-through' : ''}`}>{timeRange(line)}</span>
        {isOver ? <StatusPill tone="muted" label="Over" /> : null}
      </p>
      <h3 className={`mt-0.5 font-bold ${struck}`}>{line.title}</h3>
      <div className="mt-0.5 flex flex-wrap items-end justify-between gap-x-3 gap-y-2">
        {cancelled ? (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <OccurrencePill status="cancelled" />
            {line.note ? <span>{line.note}</span> : null}
          </p>
        ) : isOver ? null : (
          <div className="min-w-0 text-sm">
            <p>{prizeText(line.prize)}</p>
            {line.theme ? <NightTheme theme={line.theme} /> : null}
            <p>
              <TrustLine line={line} today={today} />
            </p>
            {teams ? <p className="font-semibold">{teams}</p> : null}
          </div>
        )}
        {cancelled || isOver ? null : (
          <div className="flex flex-wrap gap-2">
            {line.rsvpEventId ? (
              <WereComingButton line={line} venueName={venue.name} day={day} className={COMING} />
            ) : null}
            <AddToCalendarMenu venue={venue} line={line} />
          </div>
        )}
      </div>
    </li>
  );
}
