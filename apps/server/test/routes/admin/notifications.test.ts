import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createNotification, createProvider } from '../../../src/db/factories.ts';
import { notifications } from '../../../src/db/schema/index.ts';
import { useAdminApp } from '../../helpers/auth.ts';

describe('POST /api/admin/notifications/read', () => {
  const { admin, db } = useAdminApp();

  const unread = async () =>
    (await admin.get('/api/admin/notifications/summary')).json().unreadNewProviders;

  it('marks every unread registration notification read, and only those', async () => {
    const providers = await Promise.all(
      [1, 2, 3].map(() => createProvider(db(), { status: 'pending' })),
    );
    for (const provider of providers) await createNotification(db(), { relatedId: provider.id });
    const readEarlier = new Date('2026-01-02T03:04:05Z');
    const [already] = await db()
      .update(notifications)
      .set({ readAt: readEarlier })
      .where(eq(notifications.relatedId, providers[0]?.id ?? ''))
      .returning();
    expect(await unread()).toBe(2);
    const listed = (await admin.get('/api/admin/providers')).json();
    expect(listed.unreadNewProviders).toBe(2);

    const response = await admin.post('/api/admin/notifications/read');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ markedRead: 2 });
    expect(await unread()).toBe(0);
    expect(await db().select().from(notifications).where(isNull(notifications.readAt))).toEqual([]);
    // What was read before keeps its time.
    const [again] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.id, already?.id ?? ''));
    expect(again?.readAt).toEqual(readEarlier);
    const after = (await admin.get('/api/admin/providers')).json();
    expect(
      after.providers.some((p: { hasUnreadNotification: boolean }) => p.hasUnreadNotification),
    ).toBe(false);

    expect((await admin.post('/api/admin/notifications/read')).json()).toEqual({ markedRead: 0 });

    // A registration arriving later is new again.
    await createNotification(db(), { relatedId: providers[1]?.id ?? null });
    expect(await unread()).toBe(1);
  });
});
