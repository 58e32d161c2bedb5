import { createEmailVerificationToken } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../src/db/factories.ts';
import { user, userProfiles } from '../../../src/db/schema/index.ts';
import { VERIFICATION_MAILS_PER_ACCOUNT } from '../../../src/routes/api/email-verification.ts';
import { useTestApp } from '../../helpers/app.ts';
import {
  readOutbox,
  signedInClient,
  signInNewUser,
  TestClient,
  VERIFICATION_SUBJECT,
  verificationTokenFor,
} from '../../helpers/auth.ts';

const ADMIN_EMAIL = 'boss@example.test';
const CHIEF_EMAIL = 'chief@example.test';

/** An address grants nothing until its holder proves it (decision 095). */
describe('proving an email address', () => {
  const testApp = useTestApp({ ADMIN_EMAILS: `${ADMIN_EMAIL},${CHIEF_EMAIL}` });
  const db = () => testApp.database.db;

  const isVerified = async (email: string) =>
    (await db().select().from(user).where(eq(user.email, email)))[0]?.emailVerified;

  it('an ADMIN_EMAILS address that registers is no admin until it confirms the mailed link', async () => {
    const intruder = new TestClient(testApp);
    const registered = await intruder.post('/api/registrations', {
      fullName: 'Not The Boss',
      email: ADMIN_EMAIL,
      password: 'quizzical',
    });
    expect(registered.statusCode).toBe(201);
    const me = (await intruder.get('/api/me')).json();
    expect(me).toMatchObject({
      isAdmin: false,
      adminAccess: 'pending_approval',
      user: { emailVerified: false },
    });
    expect((await intruder.get('/api/admin/activity')).statusCode).toBe(403);
    // Profile resolution saved no admin role for the address either.
    const [profile] = await db().select().from(userProfiles).where(eq(userProfiles.id, me.user.id));
    expect(profile?.role).toBe('venue_owner');

    // The owner of the address gets the link; opening its page changes nothing.
    const token = await verificationTokenFor(testApp, ADMIN_EMAIL);
    const page = await new TestClient(testApp).get(`/admin/verify-email?token=${token}`);
    expect(page.statusCode).toBe(200);
    expect(await isVerified(ADMIN_EMAIL)).toBe(false);

    const confirmed = await new TestClient(testApp).post('/api/email-verification/confirm', {
      token,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: ADMIN_EMAIL });
    const after = (await intruder.get('/api/me')).json();
    expect(after).toMatchObject({
      isAdmin: true,
      adminAccess: 'granted',
      user: { emailVerified: true },
    });
    expect((await intruder.get('/api/admin/activity')).statusCode).toBe(200);

    const again = await new TestClient(testApp).post('/api/email-verification/confirm', {
      token,
    });
    expect(again.statusCode).toBe(400);
  });

  it('an existing ADMIN_EMAILS account is an admin only once its address is proven', async () => {
    const { password } = await createUser(db(), {
      email: CHIEF_EMAIL,
      emailVerified: false,
      role: null,
    });
    const client = await signedInClient(testApp, CHIEF_EMAIL, password);
    const before = (await client.get('/api/me')).json();
    expect(before).toMatchObject({ isAdmin: false, profile: { role: 'venue_owner' } });
    expect((await client.get('/api/admin/activity')).statusCode).toBe(403);

    expect((await client.post('/api/email-verification/send')).statusCode).toBe(202);
    const token = await verificationTokenFor(testApp, CHIEF_EMAIL);
    const confirmed = await new TestClient(testApp).post('/api/email-verification/confirm', {
      token,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await client.get('/api/me')).json().isAdmin).toBe(true);
    expect((await client.get('/api/admin/activity')).statusCode).toBe(200);
  });

  it('"Resend email" queues another link, and the sixth in an hour answers 429', async () => {
    const client = await signInNewUser(testApp, { emailVerified: false });
    const { email } = (await client.get('/api/me')).json().user;
    for (let sent = 0; sent < VERIFICATION_MAILS_PER_ACCOUNT.max; sent += 1) {
      const response = await client.post('/api/email-verification/send');
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ sentTo: email });
    }
    const refused = await client.post('/api/email-verification/send');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Too many confirmation emails. Please wait 60 minutes and try again.',
    );
    await testApp.app.jobs.runDue();
    const mails = (await readOutbox(testApp.config.dataDir)).filter(
      (mail) => mail.to.includes(email) && mail.subject === VERIFICATION_SUBJECT,
    );
    expect(mails).toHaveLength(VERIFICATION_MAILS_PER_ACCOUNT.max);
  });

  it('answers 409 to a proven address and 401 to nobody', async () => {
    const proven = await signInNewUser(testApp);
    const response = await proven.post('/api/email-verification/send');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Your email is already confirmed.');
    expect((await new TestClient(testApp).post('/api/email-verification/send')).statusCode).toBe(
      401,
    );
  });

  it('refuses an expired link, and a link whose address changed since', async () => {
    const client = await signInNewUser(testApp, { emailVerified: false });
    const { email } = (await client.get('/api/me')).json().user;
    await client.post('/api/email-verification/send');
    const token = await verificationTokenFor(testApp, email);
    await db().execute(sql`update auth_verification set expires_at = now() - interval '1 minute'`);
    const expired = await new TestClient(testApp).post('/api/email-verification/confirm', {
      token,
    });
    expect(expired.statusCode).toBe(400);
    expect(await isVerified(email)).toBe(false);

    await client.post('/api/email-verification/send');
    const fresh = await verificationTokenFor(testApp, email);
    await db()
      .update(user)
      .set({ email: `moved-${email}` })
      .where(eq(user.email, email));
    const moved = await new TestClient(testApp).post('/api/email-verification/confirm', {
      token: fresh,
    });
    expect(moved.statusCode).toBe(400);
    expect(await isVerified(`moved-${email}`)).toBe(false);
  });

  it("does not offer better-auth's own verification (a signed token by GET)", async () => {
    const { user: created, password } = await createUser(db(), { emailVerified: false });
    const client = await signedInClient(testApp, created.email, password);
    // The link better-auth would mail: a JWT of the address, signed with the app's secret (which,
    // unless AUTH_SECRET is set, is in the same database).
    const { secret } = await testApp.app.auth.$context;
    const jwt = await createEmailVerificationToken(secret, created.email, undefined, 3600, {
      userId: created.id,
    });
    const verify = await client.get(`/api/auth/verify-email?token=${jwt}`);
    expect(verify.statusCode).toBe(404);
    const send = await client.post('/api/auth/send-verification-email', {
      email: created.email,
    });
    expect(send.statusCode).toBe(404);
    expect(await isVerified(created.email)).toBe(false);
  });
});
