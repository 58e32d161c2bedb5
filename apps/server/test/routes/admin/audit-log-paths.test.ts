import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createEvent,
  createProvider,
  createUser,
  createVenue,
  linkUserToVenue,
} from '../../../src/db/factories.ts';
import { jobs } from '../../../src/db/schema/index.ts';
import { auditOf } from '../../helpers/audit.ts';
import { readOutbox, TestClient, useAdminApp, useSignedInClient } from '../../helpers/auth.ts';

const TODAY = todayIn('UTC');
/** The weekday `offset` days from today, as events name it. */
const weekday = (offset: number) =>
  new Date(`${addDays(TODAY, offset)}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    timeZone: 'UTC',
  }) as 'Monday';

/**
 * The history: the admin write paths audit-log.test.ts does not cover, each through the
 * API — exactly one entry per changed row with the right before → after, and none when it fails.
 */
describe('the history of every admin write path', () => {
  const { testApp, admin, db } = useAdminApp({ TRUST_PROXY: '1' });
  const owner = useSignedInClient(testApp);
  const added = <T>(write: () => Promise<T>) => auditOf(db(), write);

  it('venues: create and delete leave one entry each; refused ones none', async () => {
    const created = await added(() =>
      owner.post('/api/admin/venues', {
        nameOriginal: 'History House',
        addressOriginal: '100 Main St, Franklin, TN 37064',
      }),
    );
    expect(created.response.statusCode).toBe(201);
    const venueId = created.response.json().id as string;
    expect(created.added).toHaveLength(1);
    expect(created.added[0]).toMatchObject({
      action: 'created',
      entityType: 'venue',
      entityId: venueId,
      entityLabel: 'History House',
      actorUserId: owner.userId,
      venueId,
    });
    expect(created.added[0]?.changes.nameOriginal).toEqual({
      before: null,
      after: 'History House',
    });

    const bad = await added(() => owner.post('/api/admin/venues', { nameOriginal: '' }));
    expect(bad.response.statusCode).toBe(400);
    expect(bad.added).toHaveLength(0);

    const stranger = await added(async () => {
      const other = new TestClient(testApp);
      const { user, password } = await createUser(db());
      await other.signInOrFail(user.email, password);
      return other.request({ method: 'DELETE', url: `/api/admin/venues/${venueId}` });
    });
    expect(stranger.response.statusCode).toBe(403);
    expect(stranger.added).toHaveLength(0);

    const deleted = await added(() =>
      owner.request({ method: 'DELETE', url: `/api/admin/venues/${venueId}` }),
    );
    expect(deleted.response.statusCode).toBe(204);
    expect(deleted.added).toHaveLength(1);
    expect(deleted.added[0]).toMatchObject({ action: 'deleted', entityId: venueId });
    expect(deleted.added[0]?.changes.nameOriginal).toEqual({
      before: 'History House',
      after: null,
    });
  });

  it('the import leaves one entry per venue it created or changed, none for a rejected row', async () => {
    const existing = await createVenue(db(), {
      nameOriginal: 'Old Import Name',
      googlePlaceId: 'ChIJ-audit-known',
      isImported: true,
      verificationStatus: 'verified',
    });
    const csv = [
      'name,address,google_place_id,google_name,google_rating,latitude,longitude',
      '"Fresh Import","12 Vine St, Nashville, TN 37203",ChIJ-audit-new,"Fresh",4.4,36.16,-86.78',
      '"New Import Name","1 Broadway, Nashville, TN 37203",ChIJ-audit-known,"Renamed",3.9,36.16,-86.78',
      ',"missing name",ChIJ-audit-broken,,,,',
    ].join('\n');
    const { response, added: rows } = await added(() =>
      admin.post('/api/admin/venues/import', { format: 'csv', content: csv }),
    );
    expect(response.json()).toMatchObject({ created: 1, updated: 1, rejectedCount: 1 });
    expect(rows).toHaveLength(2);
    const [fresh, renamed] = rows;
    expect(fresh).toMatchObject({ action: 'imported', entityLabel: 'Fresh' });
    expect(renamed).toMatchObject({ action: 'updated', entityId: existing.id });
    expect(renamed?.changes.nameOriginal).toEqual({
      before: 'Old Import Name',
      after: 'New Import Name',
    });
    expect(rows.every((row) => row.actorContext === 'Admin')).toBe(true);

    const refused = await added(() =>
      owner.post('/api/admin/venues/import', { format: 'csv', content: csv }),
    );
    expect(refused.response.statusCode).toBe(403);
    expect(refused.added).toHaveLength(0);
  });

  it('providers: sign-up and rejection leave one entry each; a refused review none', async () => {
    const visitor = new TestClient(testApp);
    const signUp = await added(() =>
      visitor.post('/api/registrations', {
        fullName: 'Riley Host',
        email: 'riley-audit@example.test',
        password: 'quizzical',
        providerName: 'Riley Audits Trivia',
        phone: '(615) 555-0199',
        website: '',
        description: '',
      }),
    );
    expect(signUp.response.statusCode).toBe(201);
    const providerId = signUp.response.json().provider.id as string;
    expect(signUp.added).toHaveLength(1);
    expect(signUp.added[0]).toMatchObject({
      action: 'registered',
      entityType: 'provider',
      entityId: providerId,
      actorName: 'Riley Host',
    });
    expect(signUp.added[0]?.changes.status).toEqual({ before: null, after: 'pending' });

    const byOwner = await added(() => owner.post(`/api/admin/providers/${providerId}/reject`));
    expect(byOwner.response.statusCode).toBe(403);
    expect(byOwner.added).toHaveLength(0);

    const rejected = await added(() => admin.post(`/api/admin/providers/${providerId}/reject`));
    expect(rejected.response.statusCode).toBe(200);
    expect(rejected.added).toHaveLength(1);
    expect(rejected.added[0]).toMatchObject({ action: 'rejected', actorUserId: admin.userId });
    expect(rejected.added[0]?.changes.status).toEqual({ before: 'pending', after: 'rejected' });

    const twice = await added(() => admin.post(`/api/admin/providers/${providerId}/reject`));
    expect(twice.response.statusCode).toBe(409);
    expect(twice.added).toHaveLength(0);
  });

  it("send-now leaves one entry; each mailed link's button one entry per night it changed", async () => {
    const olga = await createUser(db(), { name: 'Olga Audit' });
    const venue = await createVenue(db(), { nameOriginal: 'Olga Audit Pub' });
    await linkUserToVenue(db(), { userId: olga.user.id, venueId: venue.id });
    for (const offset of [2, 3, 4]) {
      await createEvent(db(), { venueId: venue.id, providerId: null, dayOfWeek: weekday(offset) });
    }
    const sent = await added(() => admin.post('/api/admin/confirmations/send', { from: TODAY }));
    expect(sent.response.statusCode).toBe(200);
    expect(sent.added).toHaveLength(1);
    expect(sent.added[0]).toMatchObject({
      action: 'sent',
      entityType: 'confirmation_run',
      entityId: TODAY,
      changes: { queued: { before: null, after: sent.response.json().queued } },
    });
    const refused = await added(() => owner.post('/api/admin/confirmations/send', { from: TODAY }));
    expect(refused.response.statusCode).toBe(403);
    expect(refused.added).toHaveLength(0);

    await testApp.app.jobs.runDue();
    const mail = (await readOutbox(testApp.config.dataDir)).find(
      (entry) => entry.to === olga.user.email,
    );
    const link = (label: string) =>
      [...(mail?.text ?? '').matchAll(new RegExp(`${label}: https?://\\S+/nights/([\\w-]+)`, 'g'))]
        .map((match) => match[1] ?? '')
        .filter(Boolean);
    const confirms = link('    Confirm');
    const cancels = link('    Cancel');
    const [confirmAll] = link('Confirm all 3 nights');
    expect(confirms).toHaveLength(3);
    const visitor = new TestClient(testApp);
    const press = (token: string | undefined) =>
      added(() => visitor.post(`/api/night-links/${token}`));

    // Opening a link changes nothing, so it records nothing.
    expect((await added(() => visitor.get(`/api/night-links/${confirms[0]}`))).added).toEqual([]);
    const confirmed = await press(confirms[0]);
    expect(confirmed.added).toHaveLength(1);
    expect(confirmed.added[0]).toMatchObject({
      action: 'confirmed',
      entityType: 'occurrence',
      actorUserId: olga.user.id,
      actorName: 'Olga Audit (by email link)',
      venueId: venue.id,
      changes: { status: { before: 'scheduled', after: 'confirmed' } },
    });
    const cancelled = await press(cancels[1]);
    expect(cancelled.added).toHaveLength(1);
    expect(cancelled.added[0]).toMatchObject({
      action: 'cancelled',
      changes: { status: { before: 'scheduled', after: 'cancelled' } },
    });
    // Confirm all changes only the night still scheduled (a cancelled night stays): one entry.
    const all = await press(confirmAll);
    expect(all.response.json()).toMatchObject({ changed: 1 });
    expect(all.added).toHaveLength(1);
    const touched = [confirmed, cancelled, all].map((press) => press.added[0]?.entityId);
    expect(new Set(touched).size).toBe(3);
    // A used link acts no more and records nothing.
    const again = await press(cancels[1]);
    expect(again.response.json()).toMatchObject({ changed: 0 });
    expect(again.added).toHaveLength(0);
  });

  it('resolving a report leaves one entry; a refused resolve none', async () => {
    const venue = await createVenue(db(), {});
    await linkUserToVenue(db(), { userId: owner.userId, venueId: venue.id });
    const event = await createEvent(db(), {
      venueId: venue.id,
      providerId: null,
      dayOfWeek: dayOfWeekOf(TODAY),
    });
    const reported = await added(() =>
      new TestClient(testApp).request({
        method: 'POST',
        url: '/api/reports',
        payload: { eventId: event.id, date: TODAY, reason: 'not_happening' },
        headers: { 'x-forwarded-for': '198.51.100.77' },
      }),
    );
    expect(reported.response.statusCode).toBe(202);
    const [report] = (await owner.get(`/api/admin/reports?venueId=${venue.id}`)).json().reports;
    const blank = await added(() =>
      owner.post(`/api/admin/reports/${report.id}/resolve`, { note: '' }),
    );
    expect(blank.response.statusCode).toBe(400);
    expect(blank.added).toHaveLength(0);
    const resolved = await added(() =>
      owner.post(`/api/admin/reports/${report.id}/resolve`, { note: 'Called them' }),
    );
    expect(resolved.response.statusCode).toBe(200);
    expect(resolved.added).toHaveLength(1);
    expect(resolved.added[0]).toMatchObject({
      action: 'resolved',
      entityType: 'report',
      entityId: report.id,
      eventId: event.id,
      changes: {
        status: { before: 'open', after: 'resolved' },
        resolutionNote: { before: null, after: 'Called them' },
      },
    });
  });

  it('ending a series: the request records its nights and the end; the job one entry when it runs', async () => {
    const venue = await createVenue(db(), {});
    await linkUserToVenue(db(), { userId: owner.userId, venueId: venue.id });
    const event = await createEvent(db(), { venueId: venue.id, dayOfWeek: weekday(1) });
    const last = addDays(TODAY, 8);
    const request = await added(() =>
      owner.post('/api/admin/schedule/exceptions', {
        kind: 'end',
        eventIds: [event.id],
        date: last,
        today: TODAY,
      }),
    );
    const { cancelled, ended } = request.response.json();
    expect(ended).toBe(1);
    // The nights it cancelled are one entry naming how many, and the end one.
    expect(cancelled).toBeGreaterThanOrEqual(2);
    expect(request.added).toHaveLength(2);
    expect(request.added.filter((row) => row.action === 'cancelled')).toMatchObject([
      { entityType: 'occurrence', entityLabel: `${cancelled} nights`, eventId: event.id },
    ]);
    expect(request.added.filter((row) => row.action === 'ended')).toMatchObject([
      {
        entityType: 'event',
        entityId: event.id,
        changes: { endsOn: { before: null, after: last } },
      },
    ]);
    await db()
      .update(jobs)
      .set({ runAt: new Date() })
      .where(and(eq(jobs.kind, 'end-series'), eq(jobs.key, `end-series:${event.id}:${last}`)));
    const job = await added(() => testApp.app.jobs.runDue());
    expect(job.added).toHaveLength(1);
    expect(job.added[0]).toMatchObject({
      action: 'ended',
      actorName: 'Scheduled end of series',
      actorUserId: null,
      entityId: event.id,
      venueId: venue.id,
      changes: { isActive: { before: true, after: false } },
    });
  });

  it('ending a series one may not manage leaves no entry', async () => {
    const provider = await createProvider(db(), {});
    const venue = await createVenue(db(), {});
    const event = await createEvent(db(), { venueId: venue.id, providerId: provider.id });
    const refused = await added(() =>
      owner.post('/api/admin/schedule/exceptions', {
        kind: 'end',
        eventIds: [event.id],
        date: addDays(TODAY, 8),
        today: TODAY,
      }),
    );
    expect(refused.response.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.added).toHaveLength(0);
  });
});
