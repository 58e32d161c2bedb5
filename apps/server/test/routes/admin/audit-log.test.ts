import { addDays, todayIn } from '@trivia/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createEvent,
  createOccurrence,
  createProvider,
  createVenue,
} from '../../../src/db/factories.ts';
import { auditLog } from '../../../src/db/schema/index.ts';
import { auditEntries, auditOf } from '../../helpers/audit.ts';
import { useAdminApp, useSignedInClient } from '../../helpers/auth.ts';

/**
 * The history: each admin write path leaves exactly one entry with the right
 * before → after, a refused write leaves none, and entries cannot be changed or deleted.
 */
describe('the history of changes', () => {
  const { testApp, admin, db } = useAdminApp();
  const owner = useSignedInClient(testApp);
  let venueId: string;

  const entries = () => auditEntries(db());
  const added = <T>(write: () => Promise<T>) => auditOf(db(), write);

  beforeAll(async () => {
    venueId = (await createVenue(db(), { ownedBy: owner.userId, nameOriginal: 'Audit Pub' })).id;
  });

  it('a venue edit leaves one entry: who, what, the changed field before → after', async () => {
    const { response, added: rows } = await added(() =>
      owner.request({
        method: 'PATCH',
        url: `/api/admin/venues/${venueId}`,
        payload: { nameOriginal: 'Audit Pub & Grill' },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: owner.userId,
      entityType: 'venue',
      entityId: venueId,
      action: 'updated',
      venueId,
      changes: { nameOriginal: { before: 'Audit Pub', after: 'Audit Pub & Grill' } },
    });
    expect(Object.keys(rows[0]?.changes ?? {})).toEqual(['nameOriginal']);
  });

  it('a refused write leaves none (another owner, bad input)', async () => {
    const other = await createVenue(db(), { nameOriginal: 'Not Theirs' });
    const { response, added: refused } = await added(() =>
      owner.request({
        method: 'PATCH',
        url: `/api/admin/venues/${other.id}`,
        payload: { nameOriginal: 'Taken' },
      }),
    );
    expect(response.statusCode).toBe(403);
    expect(refused).toHaveLength(0);
    const bad = await added(() =>
      owner.post('/api/admin/events', { venueId, eventType: 'Trivia', dayOfWeek: 'Someday' }),
    );
    expect(bad.response.statusCode).toBe(400);
    expect(bad.added).toHaveLength(0);
  });

  it('events: create, update and delete each leave one entry on the event and its venue', async () => {
    const created = await added(() =>
      owner.post('/api/admin/events', {
        venueId,
        providerId: '',
        eventType: 'Trivia',
        dayOfWeek: 'Tuesday',
        startTime: '19:00',
        endTime: '',
        frequency: 'weekly',
        prizeAmount: null,
        prizeDescription: '',
        maxTeams: null,
        isActive: true,
      }),
    );
    expect(created.response.statusCode).toBe(201);
    const eventId = JSON.parse(created.response.body).id as string;
    expect(created.added).toHaveLength(1);
    expect(created.added[0]).toMatchObject({
      action: 'created',
      entityType: 'event',
      entityId: eventId,
      entityLabel: 'Trivia, Tuesday 7:00 PM',
      eventId,
      venueId,
    });
    expect(created.added[0]?.changes.dayOfWeek).toEqual({ before: null, after: 'Tuesday' });

    const current = JSON.parse((await owner.get(`/api/admin/events/${eventId}`)).body);
    const updated = await added(() =>
      owner.put(`/api/admin/events/${eventId}`, {
        ...current,
        providerId: '',
        endTime: '',
        prizeDescription: '',
        startTime: '20:00',
      }),
    );
    expect(updated.response.statusCode).toBe(200);
    expect(updated.added).toHaveLength(1);
    expect(updated.added[0]?.changes).toEqual({
      startTime: { before: '19:00:00', after: '20:00:00' },
    });

    const deleted = await added(() =>
      owner.request({ method: 'DELETE', url: `/api/admin/events/${eventId}` }),
    );
    expect(deleted.response.statusCode).toBe(204);
    expect(deleted.added).toHaveLength(1);
    expect(deleted.added[0]).toMatchObject({ action: 'deleted', entityId: eventId });
    expect(deleted.added[0]?.changes.startTime).toEqual({ before: '20:00:00', after: null });
  });

  it('nights: cancel with a note, reschedule and confirm each leave one entry', async () => {
    const event = await createEvent(db(), { venueId, dayOfWeek: 'Thursday' });
    const night = await createOccurrence(db(), {
      eventId: event.id,
      occurrenceDate: '2031-11-27',
    });
    const patch = (payload: object) =>
      added(() =>
        owner.request({
          method: 'PATCH',
          url: `/api/admin/occurrences/${night.id}`,
          payload,
        }),
      );
    const cancelled = await patch({ status: 'cancelled', notes: 'closed for Thanksgiving' });
    expect(cancelled.added).toHaveLength(1);
    expect(cancelled.added[0]).toMatchObject({ action: 'cancelled' });
    expect(cancelled.added[0]?.changes.notes).toEqual({
      before: null,
      after: 'closed for Thanksgiving',
    });

    const rescheduled = await patch({ status: 'scheduled' });
    expect(rescheduled.added).toHaveLength(1);
    expect(rescheduled.added[0]?.action).toBe('rescheduled');

    const confirmed = await patch({ status: 'confirmed' });
    expect(confirmed.added).toHaveLength(1);
    expect(confirmed.added[0]).toMatchObject({
      action: 'confirmed',
      entityType: 'occurrence',
      // A night's entry names its event and venue.
      entityLabel: 'Trivia at Audit Pub & Grill on Thu, Nov 27',
      eventId: event.id,
      venueId,
    });
    expect(confirmed.added[0]?.changes.status).toEqual({
      before: 'scheduled',
      after: 'confirmed',
    });

    const refused = await patch({ status: 'bogus' });
    expect(refused.response.statusCode).toBe(400);
    expect(refused.added).toHaveLength(0);
  });

  it('a bulk cancel leaves ONE entry naming how many nights, and which', async () => {
    const today = todayIn('UTC');
    const event = await createEvent(db(), { venueId, dayOfWeek: 'Monday' });
    const { response, added: rows } = await added(() =>
      owner.post('/api/admin/schedule/exceptions', {
        kind: 'pause',
        eventIds: [event.id],
        date: addDays(today, 14),
        today,
        note: 'renovation',
      }),
    );
    expect(response.statusCode).toBe(200);
    const { cancelled } = JSON.parse(response.body) as { cancelled: number };
    // Fifteen days hold two Mondays at least.
    expect(cancelled).toBeGreaterThanOrEqual(2);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'cancelled',
      entityType: 'occurrence',
      entityLabel: `${cancelled} nights`,
      eventId: event.id,
      venueId,
    });
    expect(rows[0]?.changes.status).toEqual({ before: 'scheduled', after: 'cancelled' });
    const nights = rows[0]?.changes.nights?.after as { id: string; label: string }[];
    expect(nights).toHaveLength(cancelled);
    for (const night of nights)
      expect(night.label).toMatch(/^Trivia at Audit Pub & Grill on Mon, /);
  });

  it('providers: contact info and approval each leave one entry (admins)', async () => {
    const provider = await createProvider(db(), { status: 'pending', isActive: false });
    const contacts = await added(() =>
      admin.put(`/api/admin/providers/${provider.id}/contact-info`, {
        emails: ['quiz@example.com'],
        phones: [],
        address: '',
        note: '',
      }),
    );
    expect(contacts.response.statusCode).toBe(200);
    expect(contacts.added).toHaveLength(1);
    expect(contacts.added[0]).toMatchObject({ entityType: 'provider', actorContext: 'Admin' });

    const approved = await added(() => admin.post(`/api/admin/providers/${provider.id}/approve`));
    expect(approved.response.statusCode).toBe(200);
    expect(approved.added).toHaveLength(1);
    expect(approved.added[0]?.changes).toMatchObject({
      status: { before: 'pending', after: 'approved' },
      isActive: { before: false, after: true },
    });
    const again = await added(() => admin.post(`/api/admin/providers/${provider.id}/approve`));
    expect(again.response.statusCode).toBe(409);
    expect(again.added).toHaveLength(0);
  });

  it('entries cannot be changed or deleted, even by the database user', async () => {
    const [first] = await entries();
    expect(first).toBeDefined();
    await expect(
      db()
        .update(auditLog)
        .set({ actorName: 'Someone else' })
        .where(eq(auditLog.id, first?.id ?? 0n)),
    ).rejects.toThrow();
    await expect(db().delete(auditLog)).rejects.toThrow();
    await expect(db().execute(sql`truncate audit_log`)).rejects.toThrow();
  });

  it('/admin/activity: admins only; filters by person and entity; pages by cursor', async () => {
    expect((await owner.get('/api/admin/activity')).statusCode).toBe(403);
    const all = JSON.parse((await admin.get('/api/admin/activity?pageSize=2')).body);
    expect(all.entries).toHaveLength(2);
    expect(all.nextCursor).toEqual(expect.any(String));
    const next = JSON.parse(
      (
        await admin.get(
          `/api/admin/activity?pageSize=2&before=${encodeURIComponent(all.nextCursor)}`,
        )
      ).body,
    );
    const ids = [...all.entries, ...next.entries].map((entry: { id: string }) => Number(entry.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(4);

    const mine = JSON.parse(
      (await admin.get(`/api/admin/activity?actorId=${owner.userId}&entityType=occurrence`)).body,
    );
    expect(mine.entries.length).toBeGreaterThan(0);
    for (const entry of mine.entries) {
      expect(entry.actor.userId).toBe(owner.userId);
      expect(entry.entityType).toBe('occurrence');
    }
    const future = JSON.parse((await admin.get('/api/admin/activity?from=2099-01-01')).body);
    expect(future.entries).toEqual([]);
    const bad = await admin.get('/api/admin/activity?entityType=planet');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('entityType');
  });

  it("a venue's history shows its own and its events' changes to those who may view it", async () => {
    const history = JSON.parse((await owner.get(`/api/admin/venues/${venueId}/history`)).body);
    const kinds = new Set(history.entries.map((entry: { entityType: string }) => entry.entityType));
    expect(kinds).toEqual(new Set(['venue', 'event', 'occurrence']));
    const other = await createVenue(db(), { nameOriginal: 'Private' });
    expect((await owner.get(`/api/admin/venues/${other.id}/history`)).statusCode).toBe(403);
  });
});
