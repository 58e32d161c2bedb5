import type { EventFormOptions } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createProvider, createVenue } from '../../../src/db/factories.ts';
import { triviaProviders } from '../../../src/db/schema/index.ts';
import { useAdminApp, useSignedInClient } from '../../helpers/auth.ts';

/**
 * The event form offers the providers saving accepts (approved and active), and
 * an event keeps the provider it has after that provider is deactivated.
 */
describe('the providers an event may be given', () => {
  const { testApp, db } = useAdminApp();
  const owner = useSignedInClient(testApp);
  let venueId: string;

  const form = (providerId: string, overrides: Record<string, unknown> = {}) => ({
    venueId,
    providerId,
    eventType: 'Trivia',
    dayOfWeek: 'Tuesday',
    startTime: '19:00',
    frequency: 'weekly',
    ...overrides,
  });
  const offered = async () =>
    ((await owner.get('/api/admin/events/form-options')).json() as EventFormOptions).providers.map(
      (provider) => provider.id,
    );

  beforeAll(async () => {
    venueId = (await createVenue(db(), { ownedBy: owner.userId })).id;
  });

  it('offers and accepts the same set: approved and active', async () => {
    const approved = await createProvider(db(), { name: 'Approved Quizzes' });
    // Active, but its registration was never approved (or was rejected): neither offered nor taken.
    const pending = await createProvider(db(), { name: 'Pending Quizzes', status: 'pending' });
    const rejected = await createProvider(db(), { name: 'Rejected Quizzes', status: 'rejected' });
    const inactive = await createProvider(db(), { name: 'Resting Quizzes', isActive: false });

    const choices = await offered();
    expect(choices).toContain(approved.id);
    for (const provider of [pending, rejected, inactive]) {
      expect(choices).not.toContain(provider.id);
      const refused = await owner.post('/api/admin/events', form(provider.id));
      expect(refused.statusCode, provider.name).toBe(400);
      expect(refused.json().error.details).toEqual([
        { field: 'providerId', message: 'Choose an active provider, or Self-hosted' },
      ]);
    }
    const created = await owner.post('/api/admin/events', form(approved.id));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().providerName).toBe('Approved Quizzes');
  });

  it('keeps the provider an event has when that provider was deactivated since', async () => {
    const provider = await createProvider(db(), { name: 'Retired Quizzes' });
    const event = await createEvent(db(), { venueId, providerId: provider.id });
    await db()
      .update(triviaProviders)
      .set({ isActive: false })
      .where(eq(triviaProviders.id, provider.id));
    expect(await offered()).not.toContain(provider.id);

    const saved = await owner.put(
      `/api/admin/events/${event.id}`,
      form(provider.id, { eventType: 'Trivia (new time)', startTime: '20:00' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      providerId: provider.id,
      providerName: 'Retired Quizzes',
      startTime: '20:00',
    });
    // Another event may not be given it.
    const other = await createEvent(db(), { venueId });
    const refused = await owner.put(`/api/admin/events/${other.id}`, form(provider.id));
    expect(refused.statusCode).toBe(400);
  });
});
