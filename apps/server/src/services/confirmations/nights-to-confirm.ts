import type { IsoDate } from '@trivia/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

/**
 * Who is asked to confirm which nights: the nights of active events in a window that
 * are still `scheduled`, each with the people who manage it — the users of the event's approved
 * provider, or for a self-hosted event the venue's owners (`user_venues`). A night with nobody to
 * ask has a null `userId`: the admins' digest lists those.
 */
export interface NightToConfirm {
  userId: string | null;
  occurrenceId: string;
  date: IsoDate;
  eventId: string;
  eventType: string;
  providerName: string | null;
  startTime: string;
  venueId: string;
  venueName: string;
  timezone: string;
}

const NIGHT_COLUMNS = sql`o.id as occurrence_id, o.occurrence_date::text as date, e.id as event_id,
  e.event_type, e.start_time::text as start_time, e.provider_id, p.name as provider_name,
  p.status as provider_status, v.id as venue_id,
  coalesce(v.google_name, v.name_original) as venue_name, coalesce(v.timezone, 'UTC') as timezone`;
const NIGHT_TABLES = sql`event_occurrences o
  join events e on e.id = o.event_id and e.is_active
  join venues v on v.id = e.venue_id
  left join trivia_providers p on p.id = e.provider_id`;
const NIGHT_ORDER = sql`venue_name, venue_id, date, start_time, occurrence_id`;

function nightsSql(from: IsoDate, to: IsoDate): SQL {
  return sql`
    with nights as (
      select ${NIGHT_COLUMNS} from ${NIGHT_TABLES}
      where o.status = 'scheduled' and o.occurrence_date between ${from}::date and ${to}::date
    ),
    asked as (
      select pu.user_id, n.* from nights n
        join provider_users pu on pu.provider_id = n.provider_id
      where n.provider_status = 'approved'
      union
      select uv.user_id, n.* from nights n
        join user_venues uv on uv.venue_id = n.venue_id
      where n.provider_id is null
    ),
    everyone as (
      select * from asked
      union all
      select null as user_id, n.* from nights n
      where not exists (select 1 from asked a where a.occurrence_id = n.occurrence_id)
    )
    select user_id as "userId", occurrence_id as "occurrenceId", date, event_id as "eventId",
      event_type as "eventType", provider_name as "providerName", start_time as "startTime",
      venue_id as "venueId", venue_name as "venueName", timezone
    from everyone
    order by ${NIGHT_ORDER}`;
}

/** Every (person, night) pair of the window, nobody's nights with a null person. */
export function nightsToConfirm(
  db: DbOrTx,
  options: { from: IsoDate; to: IsoDate },
): Promise<NightToConfirm[]> {
  return queryRows(db, nightsSql(options.from, options.to));
}

/**
 * The nights a mail was queued with that are still `scheduled` (of active events), in the order
 * of `nightsToConfirm`, without a person: the weekly run already chose whose they are.
 */
export function scheduledNightsAmong(
  db: DbOrTx,
  occurrenceIds: readonly string[],
): Promise<NightToConfirm[]> {
  if (occurrenceIds.length === 0) return Promise.resolve([]);
  return queryRows(
    db,
    sql`select null as "userId", occurrence_id as "occurrenceId", date, event_id as "eventId",
        event_type as "eventType", provider_name as "providerName", start_time as "startTime",
        venue_id as "venueId", venue_name as "venueName", timezone
      from (select ${NIGHT_COLUMNS} from ${NIGHT_TABLES}
        where o.id = any(${`{${occurrenceIds.join(',')}}`}::uuid[]) and o.status = 'scheduled') n
      order by ${NIGHT_ORDER}`,
  );
}
