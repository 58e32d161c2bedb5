import { DAYS_OF_WEEK } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { sqlList } from './schema/columns.ts';
import { events } from './schema/index.ts';

/** Orders events by their day of the week, Monday first (spec §2: "Monday to Sunday"). */
export const eventDayOrder = sql`array_position(array[${sql.raw(sqlList(DAYS_OF_WEEK))}], ${events.dayOfWeek})`;
