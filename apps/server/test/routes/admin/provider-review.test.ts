import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, user } from '../../../src/db/schema/index.ts';
import { REGISTRATION_REJECTED_MESSAGE } from '../../../src/lib/guards.ts';
import { buildTestApp, expectServerError, type TestApp } from '../../helpers/app.ts';
import {
  confirmAddress,
  readOutbox,
  signInNewUser,
  TestClient,
  useAdminApp,
  VERIFICATION_SUBJECT,
} from '../../helpers/auth.ts';
import { storedProvider } from '../../helpers/stored.ts';

let registrations = 0;

/**
 * A provider registered as people do it: a pending provider, its user, and a notification; the
 * user has confirmed their address from the mailed link unless `confirmed` is false.
 */
async function register(testApp: TestApp, options: { confirmed?: boolean } = {}) {
  registrations += 1;
  const client = new TestClient(testApp);
  const email = `host-${registrations}@example.test`;
  const response = await client.post('/api/registrations', {
    fullName: `Host ${registrations}`,
    email,
    password: 'quizzical',
    providerName: `Registered Trivia ${registrations}`,
  });
  expect(response.statusCode).toBe(201);
  const { provider } = response.json();
  if (options.confirmed ?? true) await confirmAddress(testApp, email);
  return { client, email, providerId: provider.id as string, name: provider.name as string };
}

describe('reviewing provider registrations', () => {
  const { testApp, admin, db } = useAdminApp();

  async function notificationOf(providerId: string) {
    const [row] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.relatedId, providerId));
    return row;
  }

  /** The review mail an address got (not the one that proved it). */
  async function mailTo(email: string) {
    return (await readOutbox(testApp.config.dataDir)).filter(
      (mail) => mail.to.includes(email) && mail.subject !== VERIFICATION_SUBJECT,
    );
  }

  it('refuses to approve while the registering user has not confirmed their address (409), changing nothing', async () => {
    const host = await register(testApp, { confirmed: false });
    const before = await storedProvider(db(), host.providerId);
    const listed = (await admin.get('/api/admin/providers')).json().providers;
    expect(listed.find((p: { id: string }) => p.id === host.providerId)).toMatchObject({
      awaitingEmailConfirmation: true,
    });

    const refused = await admin.post(`/api/admin/providers/${host.providerId}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `${host.name} cannot be approved yet: ${host.email} has not confirmed their email address. We emailed a link; approve once it has been used.`,
    );
    expect(await storedProvider(db(), host.providerId)).toEqual(before);
    expect((await notificationOf(host.providerId))?.readAt).toBeNull();
    expect(await mailTo(host.email)).toHaveLength(0);
    expect((await host.client.get('/api/me')).json().adminAccess).toBe('pending_approval');

    await confirmAddress(testApp, host.email);
    const approved = await admin.post(`/api/admin/providers/${host.providerId}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', awaitingEmailConfirmation: false });
    expect((await host.client.get('/api/me')).json().adminAccess).toBe('granted');
  });

  it('approving activates the provider, lets its user in, marks its notification read and mails them', async () => {
    const host = await register(testApp);
    const bystander = await register(testApp);
    expect((await host.client.get('/api/me')).json().adminAccess).toBe('pending_approval');

    const response = await admin.post(`/api/admin/providers/${host.providerId}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: host.providerId,
      status: 'approved',
      isActive: true,
      hasUnreadNotification: false,
    });
    expect(await storedProvider(db(), host.providerId)).toMatchObject({
      status: 'approved',
      isActive: true,
    });
    expect((await notificationOf(host.providerId))?.readAt).toBeInstanceOf(Date);
    // Only the reviewed registration is dealt with.
    expect((await notificationOf(bystander.providerId))?.readAt).toBeNull();

    const me = (await host.client.get('/api/me')).json();
    expect(me.adminAccess).toBe('granted');
    expect(me.providers).toEqual([expect.objectContaining({ status: 'approved' })]);

    const mails = await mailTo(host.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`${host.name} is approved on Trivia Near Me`);
    expect(mails[0]?.text).toContain(`${testApp.config.publicUrl}/admin/login`);
    expect(await mailTo(bystander.email)).toHaveLength(0);
  });

  it('refuses to approve twice or to reject an approved provider (409), changing nothing', async () => {
    const host = await register(testApp);
    expect((await admin.post(`/api/admin/providers/${host.providerId}/approve`)).statusCode).toBe(
      200,
    );
    const before = await storedProvider(db(), host.providerId);

    const again = await admin.post(`/api/admin/providers/${host.providerId}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`${host.name} is already approved.`);
    const reject = await admin.post(`/api/admin/providers/${host.providerId}/reject`);
    expect(reject.statusCode).toBe(409);
    expect(reject.json().error.message).toBe(
      `${host.name} is approved; only pending registrations can be rejected.`,
    );

    expect(await storedProvider(db(), host.providerId)).toEqual(before);
    expect(await mailTo(host.email)).toHaveLength(1);
  });

  it('rejecting keeps the user out, marks the notification read and tells them; approval can follow', async () => {
    const host = await register(testApp);

    const response = await admin.post(`/api/admin/providers/${host.providerId}/reject`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', isActive: false });
    expect(await storedProvider(db(), host.providerId)).toMatchObject({
      status: 'rejected',
      isActive: false,
    });
    expect((await notificationOf(host.providerId))?.readAt).toBeInstanceOf(Date);
    expect((await host.client.get('/api/me')).json().adminAccess).toBe('rejected');
    const refused = await host.client.get('/api/admin/notifications/summary');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(REGISTRATION_REJECTED_MESSAGE);
    const [mail, ...others] = await mailTo(host.email);
    expect(others).toHaveLength(0);
    expect(mail?.text).toContain('could not approve it');

    const twice = await admin.post(`/api/admin/providers/${host.providerId}/reject`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(`${host.name} is already rejected.`);

    // A rejection made by mistake is undone by approving.
    const approve = await admin.post(`/api/admin/providers/${host.providerId}/approve`);
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ status: 'approved', isActive: true });
    expect((await host.client.get('/api/me')).json().adminAccess).toBe('granted');
  });

  it('answers 404 for an unknown provider', async () => {
    for (const decision of ['approve', 'reject']) {
      const response = await admin.post(
        `/api/admin/providers/3b241101-e2bb-4255-8caf-4136c566a962/${decision}`,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('keeps the approval when the mail cannot be sent, and logs it', async () => {
    expectServerError('the registration review mail could not be sent');
    // Nothing listens on port 9: the SMTP connection is refused.
    const broken = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const brokenAdmin = await signInNewUser(broken, { role: 'admin' });
      // No mail leaves this app, so the address is marked proven by hand.
      const host = await register(broken, { confirmed: false });
      await broken.database.db
        .update(user)
        .set({ emailVerified: true })
        .where(eq(user.email, host.email));
      const response = await brokenAdmin.post(`/api/admin/providers/${host.providerId}/approve`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'approved', isActive: true });
      expect(broken.logs).toContainEqual(
        expect.objectContaining({
          level: 50,
          msg: 'the registration review mail could not be sent',
          providerId: host.providerId,
          to: host.email,
        }),
      );
    } finally {
      await broken.close();
    }
  });
});
