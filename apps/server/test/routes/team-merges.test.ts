import { providerPageSlug } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teamMerges } from '../../src/db/schema/index.ts';
import {
  INTO_MERGED_AWAY,
  MERGED_ALREADY,
  NO_SUCH_TEAM_HERE,
  PLAYED_THE_SAME_NIGHT,
} from '../../src/services/seasons/index.ts';
import { TestClient, useAdminApp } from '../helpers/auth.ts';
import { leagueWorld, TODAY, weeksAgo } from './league-world.ts';

/**
 * Merging two names into one team, and splitting them again (decision 211): for whoever may
 * manage the owner's seasons; the standings and the team page follow; nothing posted changes.
 */
describe('merging and splitting teams', () => {
  const { testApp, db } = useAdminApp();
  const nobody = new TestClient(testApp);

  /**
   * Pam's provider runs a weekly night at a pub; three weeks of results, the Owls posted once
   * as "Owlz" by mistake; a total-score season over them. Ivan is another provider's, Otto owns
   * another bar.
   */
  async function world() {
    const { provider, pam, ivan, otto, event, pub } = await leagueWorld(testApp, 'Merge Quiz');
    const nights: [number, [string, number][]][] = [
      [
        3,
        [
          ['Owls', 50],
          ['Bears', 40],
        ],
      ],
      [
        2,
        [
          ['Owlz', 45],
          ['Bears', 30],
        ],
      ],
      [
        1,
        [
          ['Bears', 60],
          ['Owls', 20],
        ],
      ],
    ];
    for (const [weeks, entries] of nights) {
      const posted = await pam.client.put(
        `/api/admin/events/${event.id}/nights/${weeksAgo(weeks)}/results`,
        { entries: entries.map(([team, score]) => ({ team, score })) },
      );
      expect(posted.statusCode, posted.body).toBe(200);
    }
    const season = await pam.client.post('/api/admin/seasons', {
      name: 'Merge League',
      providerId: provider.id,
      startsOn: weeksAgo(3),
      endsOn: TODAY,
      eventIds: [event.id],
      rule: { scoring: { kind: 'score' }, tieBreaks: [] },
    });
    expect(season.statusCode, season.body).toBe(201);
    const table = async () =>
      (await nobody.get(`/api/v1/seasons/${season.json().slug}/standings`))
        .json()
        .rows.map((row: { team: string; points: number; nights: number }) => [
          row.team,
          row.points,
          row.nights,
        ]);
    /** What a host typing a team's name at the pub is offered. */
    const suggested = async (q: string) =>
      (await pam.client.get(`/api/admin/venues/${pub.id}/team-names?q=${q}`)).json().names;
    return { provider, pam, ivan, otto, table, suggested, slug: providerPageSlug(provider) };
  }

  it('makes two names one team for the standings and the team page, and splits them again', async () => {
    const { provider, pam, ivan, table, suggested, slug } = await world();
    const before = [
      ['Bears', 130, 3],
      ['Owls', 70, 2],
      ['Owlz', 45, 1],
    ];
    expect(await table()).toEqual(before);
    expect(await suggested('ow')).toEqual(['Owls', 'Owlz']);

    const merged = await pam.client.post('/api/admin/team-merges', {
      providerId: provider.id,
      from: 'Owlz',
      into: 'Owls',
    });
    expect(merged.statusCode, merged.body).toBe(201);
    expect(merged.json()).toMatchObject({
      owner: { kind: 'provider', id: provider.id, name: 'Merge Quiz' },
      from: 'Owlz',
      into: 'Owls',
    });
    expect(await table()).toEqual([
      ['Bears', 130, 3],
      ['Owls', 115, 3],
    ]);
    // A host is offered the team, by the name it counts as, whichever name is typed.
    expect(await suggested('ow')).toEqual(['Owls']);
    expect(await suggested('owlz')).toEqual(['Owls']);
    // The team page holds every night of both names; the merged name's page is the team's.
    for (const team of ['owls', 'owlz']) {
      const page = await nobody.get(`/api/team-pages/provider/${slug}/${team}`);
      expect(page.statusCode).toBe(200);
      expect(page.json().team).toEqual({ name: 'Owls', slug: 'owls' });
      expect(page.json().nights.map((night: { date: string }) => night.date)).toEqual([
        weeksAgo(1),
        weeksAgo(2),
        weeksAgo(3),
      ]);
      expect(page.json().seasons[0]).toMatchObject({ rank: 2, points: 115, nights: 3 });
    }
    expect((await pam.client.get('/api/admin/team-merges')).json().merges).toHaveLength(1);
    expect((await ivan.client.get('/api/admin/team-merges')).json().merges).toEqual([]);

    // Splitting: only those who may merge; then everything is as it was.
    const id = merged.json().id;
    const refused = await ivan.client.request({
      method: 'DELETE',
      url: `/api/admin/team-merges/${id}`,
    });
    expect(refused.statusCode).toBe(403);
    const split = await pam.client.request({
      method: 'DELETE',
      url: `/api/admin/team-merges/${id}`,
    });
    expect(split.statusCode).toBe(204);
    expect(await table()).toEqual(before);
    expect(await suggested('ow')).toEqual(['Owls', 'Owlz']);
    const gone = await pam.client.request({
      method: 'DELETE',
      url: `/api/admin/team-merges/${id}`,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses other providers’ members, owners elsewhere, nobody and bad input, naming the field; nothing stored changes', async () => {
    const { provider, pam, ivan, otto, table } = await world();
    const body = { providerId: provider.id, from: 'Owlz', into: 'Owls' };
    expect((await ivan.client.post('/api/admin/team-merges', body)).statusCode).toBe(403);
    expect((await otto.client.post('/api/admin/team-merges', body)).statusCode).toBe(403);
    expect((await nobody.post('/api/admin/team-merges', body)).statusCode).toBe(401);

    const cases: [object, RegExp][] = [
      [{ ...body, into: 'OWLZ!' }, /^into: These names are one team already/],
      [{ ...body, from: 'Moose' }, new RegExp(`^from: ${NO_SUCH_TEAM_HERE}`)],
      [{ ...body, into: 'Moose' }, new RegExp(`^into: ${NO_SUCH_TEAM_HERE}`)],
      [{ ...body, from: 'Owls', into: 'Bears' }, new RegExp(`^from: ${PLAYED_THE_SAME_NIGHT}`)],
      [{ ...body, from: 'x'.repeat(10_000) }, /^from: /],
      [{ from: 'Owlz', into: 'Owls' }, /^providerId: /],
    ];
    for (const [payload, message] of cases) {
      const answer = await pam.client.post('/api/admin/team-merges', payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.json().error.message).toMatch(message);
    }
    expect(
      await db().select().from(teamMerges).where(eq(teamMerges.providerId, provider.id)),
    ).toEqual([]);

    // A name merged away is not merged again, nor merged into.
    expect((await pam.client.post('/api/admin/team-merges', body)).statusCode).toBe(201);
    const again = await pam.client.post('/api/admin/team-merges', { ...body, into: 'Bears' });
    expect(again.json().error.message).toBe(`from: ${MERGED_ALREADY('Owls')}`);
    const into = await pam.client.post('/api/admin/team-merges', {
      ...body,
      from: 'Bears',
      into: 'Owlz',
    });
    expect(into.json().error.message).toBe(`into: ${INTO_MERGED_AWAY('Owls')}`);
    expect(await table()).toEqual([
      ['Bears', 130, 3],
      ['Owls', 115, 3],
    ]);
  });
});
