import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { followers, teamRsvps, venueFollows } from '../../../src/db/schema/index.ts';
import { TestClient, useAdminApp } from '../../helpers/auth.ts';
import { PUBLIC_URL } from '../../helpers/public-pages.ts';
import { followAndConfirm, mailsTo, venueWithNight } from '../follows/helpers.ts';

/**
 * Decision 158: a merge loses nobody and breaks no link. The merged venue's followers follow the
 * kept venue (and hear of its cancellations), its teams stay on their nights, and its page,
 * calendar subscription, embed, public API address and saved-venue id lead to the kept venue's.
 */
describe('merging venues keeps their followers and their addresses', () => {
  const { testApp, admin, db } = useAdminApp({ PUBLIC_URL });
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });
  const merge = (keptId: string, mergedId: string) =>
    admin.post(`/api/admin/venues/${keptId}/merge`, { mergedVenueId: mergedId });

  /** A venue's page slug, as the public list names it. */
  async function slugOf(venueId: string): Promise<string> {
    const nearby = await get('/api/venues/nearby?lat=36.1627&lng=-86.7816&radius_miles=1');
    const venue = nearby.json().venues.find((each: { id: string }) => each.id === venueId);
    if (!venue) throw new Error(`venue ${venueId} is not listed`);
    return venue.slug;
  }

  const followsOf = (email: string) =>
    db()
      .select({ venueId: venueFollows.venueId, confirmedAt: venueFollows.confirmedAt })
      .from(venueFollows)
      .innerJoin(followers, eq(followers.id, venueFollows.followerId))
      .where(eq(followers.email, email));

  const cancellationsTo = async (email: string) =>
    (await mailsTo(testApp, email)).filter((mail) => mail.subject.startsWith('Cancelled:'));

  it('moves follows and teams to the kept venue, whose cancellations then reach them', async () => {
    const kept = await venueWithNight(db(), { name: 'The Kept Arms', days: 2 });
    const merged = await venueWithNight(db(), { name: 'The Merged Arms', days: 3 });
    const visitor = new TestClient(testApp);

    // Confirmed followers of the merged venue only; one of both (unconfirmed at the kept venue);
    // one who never confirmed.
    await followAndConfirm(testApp, 'only-merged@example.com', [merged.venue.id]);
    await followAndConfirm(testApp, 'both@example.com', [merged.venue.id]);
    const laterFollow = await visitor.post('/api/follows', {
      email: 'both@example.com',
      venueIds: [kept.venue.id],
    });
    expect(laterFollow.statusCode).toBe(202);
    const pending = await visitor.post('/api/follows', {
      email: 'never-confirmed@example.com',
      venueIds: [merged.venue.id],
    });
    expect(pending.statusCode).toBe(202);
    const team = await visitor.post('/api/rsvps', {
      eventId: merged.event.id,
      date: merged.date,
      teamName: 'Quizly Bears',
    });
    expect(team.statusCode).toBe(201);
    await testApp.app.jobs.runDue();
    const [bothBefore] = await db()
      .select()
      .from(followers)
      .where(eq(followers.email, 'both@example.com'));

    expect((await merge(kept.venue.id, merged.venue.id)).statusCode).toBe(200);

    expect(await followsOf('only-merged@example.com')).toEqual([
      { venueId: kept.venue.id, confirmedAt: expect.any(Date) },
    ]);
    // One follow, confirmed because one of the two was; the address's own settings unchanged.
    expect(await followsOf('both@example.com')).toEqual([
      { venueId: kept.venue.id, confirmedAt: expect.any(Date) },
    ]);
    const [bothAfter] = await db()
      .select()
      .from(followers)
      .where(eq(followers.email, 'both@example.com'));
    expect(bothAfter).toEqual(bothBefore);
    expect(await followsOf('never-confirmed@example.com')).toEqual([
      { venueId: kept.venue.id, confirmedAt: null },
    ]);
    // The team is still coming, to the same night, now at the kept venue.
    const [rsvp] = await db()
      .select()
      .from(teamRsvps)
      .where(eq(teamRsvps.eventId, merged.event.id));
    expect(rsvp).toMatchObject({ teamName: 'Quizly Bears', occurrenceDate: merged.date });
    const page = (await get(`/api/venue-pages/${await slugOf(kept.venue.id)}`)).json();
    const movedEvent = page.events.find((event: { id: string }) => event.id === merged.event.id);
    expect(movedEvent.occurrences).toContainEqual(
      expect.objectContaining({ date: merged.date, teams: 1 }),
    );

    // The kept venue's own night is cancelled: every confirmed follower hears of it.
    const cancelled = await admin.request({
      method: 'PATCH',
      url: `/api/admin/occurrences/${kept.night.id}`,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    await testApp.app.jobs.runDue();
    for (const email of ['only-merged@example.com', 'both@example.com']) {
      const notices = await cancellationsTo(email);
      expect(notices, email).toHaveLength(1);
      expect(notices[0]?.subject).toMatch(/^Cancelled: Trivia at The Kept Arms, /);
    }
    expect(await cancellationsTo('never-confirmed@example.com')).toEqual([]);
  });

  it("answers the merged venue's page, calendar, embed and API with a 301 to the kept venue's", async () => {
    const kept = await venueWithNight(db(), { name: 'Crown and Anchor', days: 2 });
    const merged = await venueWithNight(db(), { name: 'Crown Anchor Pub', days: 3 });
    const keptSlug = await slugOf(kept.venue.id);
    const mergedSlug = await slugOf(merged.venue.id);
    const night = `${merged.event.id}_${merged.date}`;
    const oldAddresses = [
      `/trivia-at-${mergedSlug}`,
      `/trivia-at-${mergedSlug}?from=newsletter`,
      `/trivia-at-${mergedSlug}/calendar.ics`,
      `/trivia-at-${mergedSlug}/calendar.ics?night=${night}`,
      `/embed/venue/${mergedSlug}?theme=dark&accent=%23c2410c`,
      `/api/v1/venues/${mergedSlug}`,
      `/api/venue-pages/${mergedSlug}`,
    ];
    // Each answered (and its page kept in memory) before the merge.
    for (const url of oldAddresses) expect((await get(url)).statusCode, url).toBe(200);

    expect((await merge(kept.venue.id, merged.venue.id)).statusCode).toBe(200);

    const expected = [
      `/trivia-at-${keptSlug}`,
      `/trivia-at-${keptSlug}?from=newsletter`,
      `/trivia-at-${keptSlug}/calendar.ics`,
      `/trivia-at-${keptSlug}/calendar.ics?night=${night}`,
      `/embed/venue/${keptSlug}?theme=dark&accent=%23c2410c`,
      `/api/v1/venues/${keptSlug}`,
      `/api/venue-pages/${keptSlug}`,
    ];
    for (const [index, url] of oldAddresses.entries()) {
      const moved = await get(url);
      expect(moved.statusCode, url).toBe(301);
      expect(moved.headers.location, url).toBe(expected[index]);
      const there = await get(String(moved.headers.location));
      expect(there.statusCode, expected[index]).toBe(200);
    }
    // The public API's answer is readable from any origin, its redirect included.
    const api = await get(`/api/v1/venues/${mergedSlug}`);
    expect(api.headers['access-control-allow-origin']).toBe('*');
    const moved = await get(`/api/venue-pages/${mergedSlug}`);
    expect(moved.headers['cache-control']).toBe('no-cache');

    // Another name with the merged venue's short id is not the merged venue.
    const stranger = `no-such-bar-${mergedSlug.slice(-4)}`;
    expect((await get(`/trivia-at-${stranger}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/venues/${stranger}`)).statusCode).toBe(404);

    // Saved venues name the merged id: their feed and their follow are the kept venue's.
    const saved = await get(`/calendar.ics?venues=${merged.venue.id},${kept.venue.id}`);
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('Crown and Anchor');
    expect(saved.body).not.toContain('Crown Anchor Pub');
    const nights = saved.body.match(/BEGIN:VEVENT/g) ?? [];
    const keptOnly = await get(`/calendar.ics?venues=${kept.venue.id}`);
    expect(nights).toHaveLength((keptOnly.body.match(/BEGIN:VEVENT/g) ?? []).length);
    const follow = await new TestClient(testApp).post('/api/follows', {
      email: 'saved@example.com',
      venueIds: [merged.venue.id],
    });
    expect(follow.statusCode).toBe(202);
    expect(await followsOf('saved@example.com')).toEqual([
      { venueId: kept.venue.id, confirmedAt: null },
    ]);
  });

  it('leads a venue merged into one merged later (A into B, B into C) to C in one hop', async () => {
    const a = await venueWithNight(db(), { name: 'Alpha Tavern', days: 1 });
    const b = await venueWithNight(db(), { name: 'Bravo Tavern', days: 2 });
    const c = await venueWithNight(db(), { name: 'Charlie Tavern', days: 3 });
    const aSlug = await slugOf(a.venue.id);
    const bSlug = await slugOf(b.venue.id);
    const cSlug = await slugOf(c.venue.id);
    const token = await followAndConfirm(testApp, 'chain@example.com', [a.venue.id]);

    expect((await merge(b.venue.id, a.venue.id)).statusCode).toBe(200);
    expect((await get(`/trivia-at-${aSlug}`)).headers.location).toBe(`/trivia-at-${bSlug}`);
    expect((await merge(c.venue.id, b.venue.id)).statusCode).toBe(200);

    for (const slug of [aSlug, bSlug]) {
      const moved = await get(`/trivia-at-${slug}`);
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe(`/trivia-at-${cSlug}`);
      expect((await get(`/embed/venue/${slug}`)).headers.location).toBe(`/embed/venue/${cSlug}`);
    }
    const feed = await get(`/calendar.ics?venues=${a.venue.id}`);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('Charlie Tavern');
    expect(await followsOf('chain@example.com')).toEqual([
      { venueId: c.venue.id, confirmedAt: expect.any(Date) },
    ]);
    // A follows page opened before the merges still keeps the follow it lists.
    const saved = await new TestClient(testApp).request({
      method: 'PATCH',
      url: `/api/follows/${token}`,
      payload: { venueIds: [a.venue.id] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().venues).toEqual([expect.objectContaining({ id: c.venue.id })]);
  });
});
