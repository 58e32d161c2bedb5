import { addDays, type DayOfWeek, type IsoDate, nextDayOnOrAfter } from '@trivia/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { createNightResult, createSeason } from '../factories.ts';
import { seasons } from '../schema/index.ts';

/** The league's name: the seed looks for it to know whether it ran before. */
export const DEMO_LEAGUE_NAME = 'Music City Winter League';

/** The teams of the demo's league, as their hosts type them. */
const TEAMS = [
  'Quizteama Aguilera',
  'The Know-It-Owls',
  'Les Quizérables',
  'Trivia Newtons',
  'Smartinis',
  'Agatha Quiztie',
];

/** How many past nights of each event have results. */
const NIGHTS = 3;

/** The event's last `NIGHTS` nights before `today`, oldest first. */
function pastNights(day: DayOfWeek, today: IsoDate): IsoDate[] {
  const next = nextDayOnOrAfter(today, day);
  return Array.from({ length: NIGHTS }, (_, index) => addDays(next, -7 * (NIGHTS - index)));
}

/**
 * A league the first visit can read (decision 207): Music City Trivia's winter league over two of
 * its weekly nights, with the results of their last three nights posted, so that the venue pages
 * show their latest results and the league's leaders, and its standings and team pages have
 * teams. Scores are fixed by the night and the team, so every seed posts the same tables, ties
 * included. Seeded once: nothing is added when the league is there already.
 */
export async function seedDemoLeague(
  tx: Tx,
  league: { providerId: string; events: { id: string; day: DayOfWeek }[] },
  today: IsoDate,
): Promise<void> {
  const [stored] = await tx
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(eq(seasons.providerId, league.providerId), eq(seasons.name, DEMO_LEAGUE_NAME)));
  if (stored) return;
  let first = today;
  for (const [eventIndex, event] of league.events.entries()) {
    for (const [night, date] of pastNights(event.day, today).entries()) {
      if (date < first) first = date;
      // Five or six teams a night; one night each has a tie for second.
      const teams = TEAMS.slice(0, 5 + ((night + eventIndex) % 2));
      const score = (position: number) => 30 + ((position * 13 + night * 7 + eventIndex * 5) % 21);
      await createNightResult(tx, {
        eventId: event.id,
        occurrenceDate: date,
        entries: teams.map((team, position) => ({
          team,
          score: score(night === eventIndex && position === 2 ? 1 : position),
        })),
      });
    }
  }
  await createSeason(tx, {
    providerId: league.providerId,
    name: DEMO_LEAGUE_NAME,
    startsOn: first,
    endsOn: addDays(today, 8 * 7),
    eventIds: league.events.map((event) => event.id),
    rule: {
      scoring: { kind: 'placement', points: [10, 8, 6, 4, 2], rest: 0 },
      minNights: 2,
      tieBreaks: ['wins'],
    },
  });
}
