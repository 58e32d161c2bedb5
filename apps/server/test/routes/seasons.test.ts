import { addDays, providerPageSlug, SEASON_ENDS_BEFORE_START } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEvent, createVenue } from '../../src/db/factories.ts';
import { seasonEvents, seasons } from '../../src/db/schema/index.ts';
import {
  NOT_THE_OWNERS_EVENTS_PROVIDER,
  NOT_THE_OWNERS_EVENTS_VENUE,
} from '../../src/services/seasons/index.ts';
import { signedInPerson, TestClient, useAdminApp } from '../helpers/auth.ts';
import { A_WHILE_AGO, leagueWorld, TODAY, weeksAgo } from './league-world.ts';

/**
 * Seasons (decision 207): managed only by their provider's members or their venue's managers,
 * refused whole when any field is wrong, and their public standings computed from the results
 * posted through the results API.
 */
describe('seasons and their standings', () => {
  const { testApp, admin, db } = useAdminApp();
  const nobody = new TestClient(testApp);

  /** As a user of their own, signed in. */
  const person = (name: string) => signedInPerson(testApp, name);

  /** The league's world, and a night of the other provider's at the same pub. */
  async function world() {
    const { provider, otherProvider, pam, ivan, otto, pub, event } = await leagueWorld(
      testApp,
      'Pub Quiz League',
    );
    const othersEvent = await createEvent(db(), {
      venueId: pub.id,
      providerId: otherProvider.id,
      createdAt: A_WHILE_AGO,
    });
    const season = {
      name: 'Winter League',
      providerId: provider.id,
      startsOn: weeksAgo(3),
      endsOn: TODAY,
      eventIds: [event.id],
      rule: {
        scoring: { kind: 'placement', points: [10, 8, 6], rest: 1 },
        bestOf: 2,
        minNights: 2,
        tieBreaks: ['wins'],
      },
    };
    return { provider, pam, ivan, otto, pub, event, othersEvent, season };
  }

  const storedSeasons = (providerId: string) =>
    db().select().from(seasons).where(eq(seasons.providerId, providerId));
  const remove = (client: TestClient, id: string) =>
    client.request({ method: 'DELETE', url: `/api/admin/seasons/${id}` });

  it('is created by a member of its provider; another provider’s member, an unrelated venue’s owner and nobody are refused', async () => {
    const { provider, pam, ivan, otto, event, season } = await world();

    expect((await ivan.client.post('/api/admin/seasons', season)).statusCode).toBe(403);
    expect((await otto.client.post('/api/admin/seasons', season)).statusCode).toBe(403);
    expect((await nobody.post('/api/admin/seasons', season)).statusCode).toBe(401);
    expect(await storedSeasons(provider.id)).toEqual([]);

    const created = await pam.client.post('/api/admin/seasons', season);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      name: 'Winter League',
      owner: { kind: 'provider', id: provider.id, name: 'Pub Quiz League' },
      startsOn: weeksAgo(3),
      endsOn: TODAY,
      eventIds: [event.id],
      rule: season.rule,
    });
    expect(body.slug).toBe(`winter-league-${body.id.slice(0, 4)}`);
    expect(await storedSeasons(provider.id)).toHaveLength(1);

    // The admin list: Pam's seasons, none of Ivan's; platform admins see every one.
    const mine = (await pam.client.get('/api/admin/seasons')).json();
    expect(mine.seasons.map((s: { id: string }) => s.id)).toEqual([body.id]);
    expect((await ivan.client.get('/api/admin/seasons')).json().seasons).toEqual([]);
    const all = (await admin.get('/api/admin/seasons')).json();
    expect(all.seasons.map((s: { id: string }) => s.id)).toContain(body.id);
  });

  it('is changed and deleted only by those who may manage it; the slug outlives a rename', async () => {
    const { provider, pam, ivan, otto, season } = await world();
    const created = (await pam.client.post('/api/admin/seasons', season)).json();
    const url = `/api/admin/seasons/${created.id}`;
    const renamed = { ...season, name: 'Spring League' };

    expect((await ivan.client.put(url, renamed)).statusCode).toBe(403);
    expect((await otto.client.put(url, renamed)).statusCode).toBe(403);
    expect((await nobody.put(url, renamed)).statusCode).toBe(401);
    expect((await remove(ivan.client, created.id)).statusCode).toBe(403);
    expect((await remove(otto.client, created.id)).statusCode).toBe(403);
    expect((await remove(nobody, created.id)).statusCode).toBe(401);
    const [kept] = await storedSeasons(provider.id);
    expect(kept?.name).toBe('Winter League');

    const updated = await pam.client.put(url, renamed);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Spring League', slug: created.slug });

    expect((await remove(pam.client, created.id)).statusCode).toBe(204);
    expect(await storedSeasons(provider.id)).toEqual([]);
    expect(
      await db().select().from(seasonEvents).where(eq(seasonEvents.seasonId, created.id)),
    ).toEqual([]);
    expect((await remove(pam.client, created.id)).statusCode).toBe(404);
    const gone = await nobody.get(`/api/v1/seasons/${created.slug}/standings`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('No season has this slug.');
  });

  it('refuses bad input with a 400 naming the field, and nothing stored changes', async () => {
    const { provider, pam, othersEvent, season } = await world();
    const created = (await pam.client.post('/api/admin/seasons', season)).json();
    const url = `/api/admin/seasons/${created.id}`;
    const storedBefore = await storedSeasons(provider.id);

    const cases: [string, Record<string, unknown>, string, string?][] = [
      ['ends before it starts', { endsOn: weeksAgo(4) }, 'endsOn', SEASON_ENDS_BEFORE_START],
      ['longer than a year', { endsOn: addDays(weeksAgo(3), 366) }, 'endsOn'],
      [
        'an event of another provider',
        { eventIds: [othersEvent.id] },
        'eventIds',
        NOT_THE_OWNERS_EVENTS_PROVIDER,
      ],
      ['no events', { eventIds: [] }, 'eventIds'],
      [
        'a negative point',
        { rule: { ...season.rule, scoring: { kind: 'placement', points: [10, -1] } } },
        'rule.scoring.points.1',
      ],
      ['a name of 10,000 characters', { name: 'x'.repeat(10_000) }, 'name'],
      ['both a provider and a venue', { venueId: crypto.randomUUID() }, 'providerId'],
    ];
    for (const [what, change, field, message] of cases) {
      for (const answer of [
        await pam.client.put(url, { ...season, ...change }),
        await pam.client.post('/api/admin/seasons', { ...season, ...change }),
      ]) {
        expect(answer.statusCode, what).toBe(400);
        const details = answer.json().error.details as { field: string; message: string }[];
        expect(
          details.map((issue) => issue.field),
          what,
        ).toContain(field);
        if (message) expect(details.find((issue) => issue.field === field)?.message).toBe(message);
      }
    }
    expect(await storedSeasons(provider.id)).toEqual(storedBefore);
    const readBack = (await pam.client.get('/api/admin/seasons')).json().seasons;
    expect(readBack).toEqual([created]);
  });

  it('is a self-hosting venue’s, managed by its owner, over its own events only', async () => {
    const olga = await person('Olga Owner');
    const { pam, event } = await world();
    const bar = await createVenue(db(), { ownedBy: olga.user.id, nameOriginal: 'The Olive Bar' });
    const own = await createEvent(db(), { venueId: bar.id, createdAt: A_WHILE_AGO });
    const season = {
      name: 'Bar League',
      venueId: bar.id,
      startsOn: weeksAgo(3),
      endsOn: TODAY,
      eventIds: [own.id],
      rule: { scoring: { kind: 'score' } },
    };
    expect((await pam.client.post('/api/admin/seasons', season)).statusCode).toBe(403);
    const created = await olga.client.post('/api/admin/seasons', season);
    expect(created.statusCode).toBe(201);
    expect(created.json().owner).toEqual({ kind: 'venue', id: bar.id, name: 'The Olive Bar' });
    expect(created.json().rule).toEqual({
      scoring: { kind: 'score' },
      minNights: 0,
      tieBreaks: [],
    });

    const providers = await olga.client.post('/api/admin/seasons', {
      ...season,
      eventIds: [event.id],
    });
    expect(providers.statusCode).toBe(400);
    expect(providers.json().error.details).toEqual([
      { field: 'eventIds', message: NOT_THE_OWNERS_EVENTS_VENUE },
    ]);
  });

  it('follows its venue when the venue is merged into another', async () => {
    const olga = await person('Olga Owner');
    const bar = await createVenue(db(), { ownedBy: olga.user.id });
    const kept = await createVenue(db(), {});
    const own = await createEvent(db(), { venueId: bar.id, createdAt: A_WHILE_AGO });
    const created = await olga.client.post('/api/admin/seasons', {
      name: 'Bar League',
      venueId: bar.id,
      startsOn: weeksAgo(3),
      endsOn: TODAY,
      eventIds: [own.id],
      rule: { scoring: { kind: 'score' } },
    });
    expect(created.statusCode).toBe(201);
    const merged = await admin.post(`/api/admin/venues/${kept.id}/merge`, {
      mergedVenueId: bar.id,
    });
    expect(merged.statusCode).toBe(200);
    const [season] = await db().select().from(seasons).where(eq(seasons.id, created.json().id));
    expect(season?.venueId).toBe(kept.id);
    const standings = await nobody.get(`/api/v1/seasons/${created.json().slug}/standings`);
    expect(standings.statusCode).toBe(200);
  });

  it('has public standings computed from the results posted, by its rule, ties included; a night outside its dates does not count', async () => {
    const { provider, pam, pub, event, season } = await world();
    const post = async (weeks: number, entries: [string, number][]) => {
      const answer = await pam.client.put(
        `/api/admin/events/${event.id}/nights/${weeksAgo(weeks)}/results`,
        { entries: entries.map(([team, score]) => ({ team, score })) },
      );
      expect(answer.statusCode, answer.body).toBe(200);
    };
    // Before the season: Dogs' win here would put them level with the leaders.
    await post(4, [['Dogs', 99]]);
    await post(3, [
      ['Owls', 50],
      ['Bears', 40],
      ['Cats', 30],
      ['Dogs', 20],
    ]);
    await post(2, [
      ['Bears', 60],
      ['owls', 45],
      ['Dogs', 45],
      ['Cats', 10],
    ]);
    await post(1, [
      ['Cats', 70],
      ['Dogs', 50],
      ['Bears', 30],
      ['Owls!', 20],
      ['Elk', 5],
    ]);
    const created = (await pam.client.post('/api/admin/seasons', season)).json();

    const answer = await nobody.get(`/api/v1/seasons/${created.slug}/standings`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    // Points 10/8/6, then 1; best 2 nights; 2 nights to qualify; level teams by wins.
    //   Owls  10 (1st), 8 (2nd, level with Dogs), 1 (4th)  → 10 + 8 = 18, 1 win
    //   Bears  8 (2nd), 10 (1st), 6 (3rd)                  → 10 + 8 = 18, 1 win
    //   Cats   6 (3rd), 1 (4th), 10 (1st)                  → 10 + 6 = 16, 1 win
    //   Dogs   1 (4th), 8 (2nd, level), 8 (2nd)            →  8 + 8 = 16, 0 wins
    //   Elk    1 (5th) on one night: short of the 2 nights, unranked
    // Owls and Bears are level on points and wins: they share first, listed by name.
    expect(answer.json()).toEqual({
      season: {
        id: created.id,
        slug: created.slug,
        name: 'Winter League',
        owner: { kind: 'provider', name: 'Pub Quiz League', slug: providerPageSlug(provider) },
        startsOn: weeksAgo(3),
        endsOn: TODAY,
        rule: season.rule,
      },
      rows: [
        { rank: 1, team: 'Bears', points: 18, nights: 3, wins: 1, bestNight: 10, qualified: true },
        { rank: 1, team: 'Owls!', points: 18, nights: 3, wins: 1, bestNight: 10, qualified: true },
        { rank: 3, team: 'Cats', points: 16, nights: 3, wins: 1, bestNight: 10, qualified: true },
        { rank: 4, team: 'Dogs', points: 16, nights: 3, wins: 0, bestNight: 8, qualified: true },
        { rank: null, team: 'Elk', points: 1, nights: 1, wins: 0, bestNight: 1, qualified: false },
      ],
      nights: 3,
    });

    const unknown = await nobody.get('/api/v1/seasons/no-such-season-ffff/standings');
    expect(unknown.statusCode).toBe(404);

    // The same table as an embed any site may frame: in rank order, Elk unranked and greyed.
    const embed = await nobody.get(`/embed/standings/${created.slug}?theme=dark`);
    expect(embed.statusCode).toBe(200);
    expect(embed.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(embed.headers['x-frame-options']).toBeUndefined();
    const rows = [
      ...embed.body.matchAll(
        /<tr( class="u")?><td>([^<]*)<\/td><td>([^<]*)<\/td><td class="r">([^<]*)<\/td><td class="r">([^<]*)<\/td><\/tr>/g,
      ),
    ].map(([, unqualified, rank, team, points, nights]) => [
      rank,
      team,
      points,
      nights,
      Boolean(unqualified),
    ]);
    expect(rows).toEqual([
      ['1', 'Bears', '18', '3', false],
      ['1', 'Owls!', '18', '3', false],
      ['3', 'Cats', '16', '3', false],
      ['4', 'Dogs', '16', '3', false],
      ['–', 'Elk', '1', '1', true],
    ]);
    expect(embed.body).toContain('<h1>Winter League</h1>');
    expect(embed.body).toContain('3 nights played');
    expect(embed.body).toContain('<footer>Standings from <a');
    expect((await nobody.get('/embed/standings/no-such-season-ffff')).statusCode).toBe(404);

    // The venue page's answer (and the public API's venue): the season running today, its leaders.
    const nearby = await nobody.get(
      `/api/venues/nearby?lat=${pub.latitude}&lng=${pub.longitude}&radius_miles=1`,
    );
    const slug = nearby.json().venues.find((venue: { id: string }) => venue.id === pub.id).slug;
    for (const path of [`/api/venue-pages/${slug}`, `/api/v1/venues/${slug}`]) {
      const page = await nobody.get(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.json().standings, path).toEqual([
        {
          slug: created.slug,
          name: 'Winter League',
          nights: 3,
          rows: answer.json().rows,
        },
      ]);
    }
    // Search engines find the standings page.
    expect((await nobody.get('/sitemap.xml')).body).toContain(`/standings/${created.slug}</loc>`);

    // The provider's page: its leagues running today.
    const providerPage = await nobody.get(`/api/provider-pages/${providerPageSlug(provider)}`);
    expect(providerPage.statusCode).toBe(200);
    expect(providerPage.json().standings).toEqual([
      { slug: created.slug, name: 'Winter League', nights: 3, rows: answer.json().rows },
    ]);
    // The team's page (decision 211): "Owls", "owls" and "Owls!" are one team, named as last
    // posted; its nights newest first, with how many teams played, and its league.
    const ownerSlug = providerPageSlug(provider);
    const owls = await nobody.get(`/api/team-pages/provider/${ownerSlug}/owls`);
    expect(owls.statusCode).toBe(200);
    expect(owls.json()).toMatchObject({
      team: { name: 'Owls!', slug: 'owls' },
      owner: { kind: 'provider', name: 'Pub Quiz League', slug: ownerSlug },
      seasons: [
        {
          slug: created.slug,
          name: 'Winter League',
          startsOn: weeksAgo(3),
          endsOn: TODAY,
          rank: 1,
          points: 18,
          nights: 3,
        },
      ],
    });
    expect(
      owls
        .json()
        .nights.map((night: { date: string; place: number; teams: number; score: number }) => [
          night.date,
          night.place,
          night.teams,
          night.score,
        ]),
    ).toEqual([
      [weeksAgo(1), 4, 5, 20],
      [weeksAgo(2), 2, 4, 45],
      [weeksAgo(3), 1, 4, 50],
    ]);
    expect(owls.json().nights[0].venueSlug).toBe(slug);
    for (const [path, status] of [
      [`/api/team-pages/provider/${ownerSlug}/moose`, 404],
      [`/api/team-pages/venue/${slug}/owls`, 404],
      [`/api/team-pages/provider/${ownerSlug}/Not%20a%20slug`, 400],
      [`/api/team-pages/league/${ownerSlug}/owls`, 400],
    ] as const) {
      expect((await nobody.get(path)).statusCode, path).toBe(status);
    }
    const bad = await nobody.get('/embed/standings/Not%20a%20slug');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('slug');
  });
});
