import { addDays, dayOfWeekOf, formatOccurrenceDate } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.ts';
import { createEvent, createVenue } from '../../../src/db/factories.ts';
import { eventOccurrences } from '../../../src/db/schema/index.ts';
import { useAdminApp, useSignedInClient } from '../../helpers/auth.ts';
import { NIGHT, notices, teamAndFollower } from './helpers.ts';

/** The day after the night everyone knows. */
const DAY_AFTER = addDays(NIGHT, 1);

/** The event form's fields for an event as the factories make it, with `overrides`. */
const form = (venueId: string, overrides: Record<string, unknown> = {}) => ({
  venueId,
  providerId: null,
  eventType: 'Trivia',
  dayOfWeek: dayOfWeekOf(NIGHT),
  startTime: '19:00',
  frequency: 'weekly',
  isActive: true,
  ...overrides,
});

/** Decision 156: every way a night stops being a night reaches its teams and followers. */
describe('notices of nights moved, ended or deleted', () => {
  const { testApp, admin, db } = useAdminApp({ TRUST_PROXY: '1' });
  const host = useSignedInClient(testApp);

  async function hostsNight(name: string) {
    const venue = await createVenue(db(), { nameOriginal: name, ownedBy: host.userId });
    const event = await createEvent(db(), { venueId: venue.id, dayOfWeek: dayOfWeekOf(NIGHT) });
    return { venue, event, at: { venueId: venue.id, eventId: event.id } };
  }

  it('the host moves the event to the next day: its team and follower are told once, where to', async () => {
    const { venue, event, at } = await hostsNight('Moving Arms');
    const { team, follower } = await teamAndFollower(testApp, at);
    expect(await notices(testApp, team)).toEqual([]);

    const moved = await host.put(
      `/api/admin/events/${event.id}`,
      form(venue.id, { dayOfWeek: dayOfWeekOf(DAY_AFTER) }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await testApp.app.jobs.runDue();

    for (const to of [team, follower]) {
      const mails = await notices(testApp, to);
      expect(mails, to).toHaveLength(1);
      expect(mails[0]?.subject).toBe(
        `Moved: Trivia at Moving Arms, ${formatOccurrenceDate(NIGHT)}`,
      );
      expect(mails[0]?.text).toContain(
        `Trivia at Moving Arms on ${formatOccurrenceDate(NIGHT)} at 7:00 PM has moved to ${formatOccurrenceDate(DAY_AFTER)} at 7:00 PM.`,
      );
    }
    // Followers get their links; a team only the notice.
    expect((await notices(testApp, follower))[0]?.text).toContain('/unsubscribe/');
    expect((await notices(testApp, team))[0]?.text).not.toContain('/unsubscribe/');
  });

  it("a team coming weeks ahead hears of its night; followers only of the coming 7 days'", async () => {
    const { venue, event, at } = await hostsNight('Far Ahead Pub');
    const later = addDays(NIGHT, 21);
    const { team, follower } = await teamAndFollower(testApp, { ...at, date: later });
    await host.put(
      `/api/admin/events/${event.id}`,
      form(venue.id, { dayOfWeek: dayOfWeekOf(DAY_AFTER) }),
    );
    await testApp.app.jobs.runDue();
    const [teamMail, ...more] = await notices(testApp, team);
    expect(more).toEqual([]);
    expect(teamMail?.text).toContain(
      `on ${formatOccurrenceDate(later)} at 7:00 PM has moved to ${formatOccurrenceDate(addDays(later, 1))}`,
    );
    const followerMails = await notices(testApp, follower);
    expect(followerMails.map((mail) => mail.subject)).toEqual([
      `Moved: Trivia at Far Ahead Pub, ${formatOccurrenceDate(NIGHT)}`,
    ]);
  });

  it('a change of start time alone says the new time', async () => {
    const { venue, event, at } = await hostsNight('Late Start Bar');
    const { team } = await teamAndFollower(testApp, at);
    await host.put(`/api/admin/events/${event.id}`, form(venue.id, { startTime: '20:30' }));
    await testApp.app.jobs.runDue();
    const [mail, ...more] = await notices(testApp, team);
    expect(more).toEqual([]);
    expect(mail?.text).toContain(
      `on ${formatOccurrenceDate(NIGHT)} at 7:00 PM has moved to ${formatOccurrenceDate(NIGHT)} at 8:30 PM.`,
    );
  });

  it('deactivating the event: both are told it ended', async () => {
    const { venue, event, at } = await hostsNight('Closing Tavern');
    const { team, follower } = await teamAndFollower(testApp, at);
    const saved = await host.put(
      `/api/admin/events/${event.id}`,
      form(venue.id, { isActive: false }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await testApp.app.jobs.runDue();
    for (const to of [team, follower]) {
      const mails = await notices(testApp, to);
      expect(mails, to).toHaveLength(1);
      expect(mails[0]?.subject).toBe(
        `Ended: Trivia at Closing Tavern, ${formatOccurrenceDate(NIGHT)}`,
      );
      expect(mails[0]?.text).toContain(
        `Trivia at Closing Tavern on ${formatOccurrenceDate(NIGHT)} at 7:00 PM is not happening: the event has ended.`,
      );
    }
  });

  it('deleting the event: both are told, and no address outlives the notice', async () => {
    const { event, at } = await hostsNight('Deleted Event Inn');
    const { team, follower } = await teamAndFollower(testApp, at);
    const deleted = await host.request({ method: 'DELETE', url: `/api/admin/events/${event.id}` });
    expect(deleted.statusCode, deleted.body).toBe(204);
    await testApp.app.jobs.runDue();
    for (const to of [team, follower]) {
      const mails = await notices(testApp, to);
      expect(mails, to).toHaveLength(1);
      expect(mails[0]?.subject).toMatch(/^Ended: Trivia at Deleted Event Inn, /);
    }
    // The team's address rode in the jobs while its row was gone; once sent, it is not kept.
    const [kept] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from jobs where payload::text like ${`%${team}%`}`,
    );
    expect(kept?.n).toBe(0);
  });

  it('an admin deletes the venue: both are told', async () => {
    const { venue, at } = await hostsNight('Demolished Hall');
    const { team, follower } = await teamAndFollower(testApp, at);
    const deleted = await admin.request({ method: 'DELETE', url: `/api/admin/venues/${venue.id}` });
    expect(deleted.statusCode, deleted.body).toBe(204);
    await testApp.app.jobs.runDue();
    for (const to of [team, follower]) {
      const mails = await notices(testApp, to);
      expect(mails, to).toHaveLength(1);
      expect(mails[0]?.subject).toMatch(/^Ended: Trivia at Demolished Hall, /);
      expect(mails[0]?.text).toContain('the event has ended');
    }
  });

  it('a venue deleted by a path with no service of its own (a plain delete) still tells them', async () => {
    const { venue, at } = await hostsNight('Bulldozed Bar');
    const { team, follower } = await teamAndFollower(testApp, at);
    // The events and follows go by the foreign keys' cascade, after the venue row.
    await db().execute(sql`delete from venues where id = ${venue.id}`);
    await testApp.app.jobs.runDue();
    for (const to of [team, follower]) {
      expect(
        (await notices(testApp, to)).map((mail) => mail.subject),
        to,
      ).toEqual([`Ended: Trivia at Bulldozed Bar, ${formatOccurrenceDate(NIGHT)}`]);
    }
  });

  it('merging the venue into another (one place) tells nobody', async () => {
    const { at } = await hostsNight('Twin Tavern');
    const kept = await createVenue(db(), { nameOriginal: 'Twin Tavern (kept)' });
    const { team } = await teamAndFollower(testApp, at);
    const merged = await admin.post(`/api/admin/venues/${kept.id}/merge`, {
      mergedVenueId: at.venueId,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    await testApp.app.jobs.runDue();
    expect(await notices(testApp, team)).toEqual([]);
  });

  it('cancelled, then moved: still one notice per address for that night', async () => {
    const { venue, event, at } = await hostsNight('Twice Changed Pub');
    const { team, follower } = await teamAndFollower(testApp, at);
    // The night as stored (the team's RSVP may have stored it already).
    const [stored] = await db()
      .insert(eventOccurrences)
      .values({ eventId: event.id, occurrenceDate: NIGHT })
      .onConflictDoUpdate({
        target: [eventOccurrences.eventId, eventOccurrences.occurrenceDate],
        set: { status: 'scheduled' },
      })
      .returning();
    const cancelled = await host.request({
      method: 'PATCH',
      url: `/api/admin/occurrences/${stored?.id}`,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await testApp.app.jobs.runDue();
    await host.put(
      `/api/admin/events/${event.id}`,
      form(venue.id, { dayOfWeek: dayOfWeekOf(DAY_AFTER) }),
    );
    await testApp.app.jobs.runDue();
    for (const to of [team, follower]) {
      const mails = await notices(testApp, to);
      expect(
        mails.map((mail) => mail.subject.split(':')[0]),
        to,
      ).toEqual(['Cancelled']);
    }
  });

  it('moved, then moved back before the job ran: nobody is told', async () => {
    const { venue, event, at } = await hostsNight('Undecided Lounge');
    const { team, follower } = await teamAndFollower(testApp, at);
    for (const day of [DAY_AFTER, NIGHT]) {
      const saved = await host.put(
        `/api/admin/events/${event.id}`,
        form(venue.id, { dayOfWeek: dayOfWeekOf(day) }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
    }
    await testApp.app.jobs.runDue();
    expect(await notices(testApp, team)).toEqual([]);
    expect(await notices(testApp, follower)).toEqual([]);
  });

  it('moved away, then back before its notices went: they send nothing', async () => {
    const { venue, event, at } = await hostsNight('Second Thoughts Bar');
    const { team, follower } = await teamAndFollower(testApp, at);
    await host.put(
      `/api/admin/events/${event.id}`,
      form(venue.id, { dayOfWeek: dayOfWeekOf(DAY_AFTER) }),
    );
    // The fan-out runs; its notices wait (as behind a busy queue) while the host moves it back.
    await db().execute(sql`create function hold_notices() returns trigger language plpgsql as $$
      begin new.run_at := now() + interval '1 hour'; return new; end $$`);
    await db().execute(sql`create trigger hold_notices before insert on jobs for each row
      when (new.kind = 'night-cancelled-mail') execute function hold_notices()`);
    await testApp.app.jobs.runDue();
    await db().execute(sql`drop trigger hold_notices on jobs`);
    await db().execute(sql`drop function hold_notices()`);
    const held = await queryRows<{ id: number }>(
      db(),
      sql`update jobs set run_at = now() where kind = 'night-cancelled-mail' and done_at is null
        and payload->>'eventId' = ${event.id} returning id`,
    );
    expect(held).toHaveLength(2);
    await host.put(`/api/admin/events/${event.id}`, form(venue.id));
    await testApp.app.jobs.runDue();
    expect(await notices(testApp, team)).toEqual([]);
    // The follower hears nothing of the night it knew. (The day after was a night for a while,
    // on the public pages: its end is news, decision 156.)
    const told = await notices(testApp, follower);
    expect(told.filter((mail) => mail.subject.endsWith(formatOccurrenceDate(NIGHT)))).toEqual([]);
  });
});
