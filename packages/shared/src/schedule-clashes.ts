import type { IsoDate } from './dates.ts';
import { dayOfWeekOf } from './dates.ts';
import { formatTime } from './formatting.ts';

/** What the clash check reads of a night: its date, its event and its venue. */
export interface ClashNight {
  date: IsoDate;
  status: string;
  event: { id: string; startTime: string };
  venue: { id: string; name: string };
}

/** Two or more events of one venue that start at the same time on the same weekday. */
export interface ScheduleClash {
  venueId: string;
  venueName: string;
  dayOfWeek: string;
  startTime: string;
  eventIds: string[];
  /** 'Two events at Music Row Pub on Tuesday at 7:00 PM'. */
  message: string;
}

const COUNT_WORDS = ['', 'One', 'Two', 'Three', 'Four', 'Five'];

/**
 * The schedule's double bookings: nights of different events at one venue on the same
 * date and start time, named once per venue, weekday and time however many weeks repeat them.
 * Cancelled nights do not clash. Ordered as the nights are.
 */
export function findScheduleClashes(nights: readonly ClashNight[]): ScheduleClash[] {
  const bySlot = new Map<string, { night: ClashNight; eventIds: Set<string> }>();
  for (const night of nights) {
    if (night.status === 'cancelled') continue;
    const key = `${night.venue.id}|${night.date}|${night.event.startTime.slice(0, 5)}`;
    const slot = bySlot.get(key) ?? { night, eventIds: new Set<string>() };
    slot.eventIds.add(night.event.id);
    bySlot.set(key, slot);
  }
  const clashes = new Map<string, ScheduleClash>();
  for (const { night, eventIds } of bySlot.values()) {
    if (eventIds.size < 2) continue;
    const dayOfWeek = dayOfWeekOf(night.date);
    const startTime = night.event.startTime.slice(0, 5);
    const key = `${night.venue.id}|${dayOfWeek}|${startTime}`;
    const known = clashes.get(key);
    if (known) {
      known.eventIds = [...new Set([...known.eventIds, ...eventIds])];
      continue;
    }
    clashes.set(key, {
      venueId: night.venue.id,
      venueName: night.venue.name,
      dayOfWeek,
      startTime,
      eventIds: [...eventIds],
      message: '',
    });
  }
  return [...clashes.values()].map((clash) => ({
    ...clash,
    message: `${COUNT_WORDS[clash.eventIds.length] ?? clash.eventIds.length} events at ${clash.venueName} on ${clash.dayOfWeek} at ${formatTime(clash.startTime)}`,
  }));
}
