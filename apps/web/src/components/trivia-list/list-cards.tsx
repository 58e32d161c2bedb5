import { type IsoDate, type ListedVenue, relativeDay } from '@trivia/shared';
import { VenueCard } from './venue-card.tsx';

/**
 * Cards keep their own height: two columns where the list is wide (a container query:
 * beside the map it is not), else one.
 */
export function VenueCards(props: { listed: ListedVenue[]; showDates: boolean; today: IsoDate }) {
  return (
    <ul className="grid grid-cols-1 items-start gap-3 @3xl:grid-cols-2">
      {props.listed.map(({ venue, lines }) => (
        <li key={venue.id}>
          <VenueCard venue={venue} lines={lines} showDates={props.showDates} today={props.today} />
        </li>
      ))}
    </ul>
  );
}

/**
 * This Week in days: a header per day ("Tonight", "Tomorrow", "Thursday, Nov 27") that
 * stays under the tabs while its venues scroll. A venue sits under the day of its first night.
 */
export function WeekByDay({ listed, today }: { listed: ListedVenue[]; today: IsoDate }) {
  const days = byDay(listed);
  return (
    <div className="flex flex-col gap-4">
      {days.map((day) => {
        const date = day[0]?.lines[0]?.date ?? today;
        return (
          <div key={date}>
            <h2 className="day-header">{relativeDay(date, today)}</h2>
            <VenueCards listed={day} showDates today={today} />
          </div>
        );
      })}
    </div>
  );
}

/**
 * This Week's venues by day, in day order: a venue whose nights are all cancelled or over comes
 * last in the list, but under its own day. The map's markers follow the same order.
 */
export function byDay(listed: ListedVenue[]): ListedVenue[][] {
  const days = new Map<number, ListedVenue[]>();
  for (const item of listed) days.set(item.daysAway, [...(days.get(item.daysAway) ?? []), item]);
  return [...days].sort(([a], [b]) => a - b).map(([, items]) => items);
}
