import { ADMIN_ONLY_PAGE } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.ts';
import { addProviderUser, createNotification, createProvider } from '../../../src/db/factories.ts';
import { buildTestApp } from '../../helpers/app.ts';
import { signInNewUser, useAdminApp } from '../../helpers/auth.ts';
import { storedProvider } from '../../helpers/stored.ts';

const NERDY = {
  emails: ['hello@nerdytalk.example', 'bookings@nerdytalk.example'],
  phones: ['(615) 555-0142'],
  address: '401 Church St, Nashville, TN 37219',
  note: 'Ask for Dana about new venues.',
};

describe('/api/admin/providers', () => {
  const { testApp, admin, db } = useAdminApp();

  async function listed(id: string) {
    const response = await admin.get('/api/admin/providers');
    expect(response.statusCode).toBe(200);
    return response.json().providers.find((entry: { id: string }) => entry.id === id);
  }

  describe('GET', () => {
    it('lists every provider, pending registrations first and then by name, with badges and tiles', async () => {
      // A database of its own, so that the counts are exactly these providers'.
      const own = await buildTestApp();
      try {
        const client = await signInNewUser(own, { role: 'admin' });
        const ownDb = own.database.db;
        const zebra = await createProvider(ownDb, {
          name: 'Zebra Quiz',
          status: 'pending',
          isActive: false,
          contactInfo: { emails: ['z@zebra.example'], phones: [], address: null, note: null },
        });
        await createNotification(ownDb, { relatedId: zebra.id });
        await createProvider(ownDb, { name: 'brain Brew Trivia', contactInfo: null });
        await createProvider(ownDb, {
          name: 'Nerdy Talk',
          website: 'https://nerdytalk.example',
          contactInfo: NERDY,
        });
        await createProvider(ownDb, {
          name: 'Quiz Riot',
          contactInfo: {
            emails: [],
            phones: ['(312) 555-0110'],
            address: null,
            note: 'Call after 2 pm.',
          },
        });
        await createProvider(ownDb, {
          name: 'Pub Quiz Pros',
          contactInfo: {
            emails: [],
            phones: [],
            address: null,
            note: 'Research needed: the website no longer answers.',
          },
        });
        await createProvider(ownDb, {
          name: 'Old Timers',
          status: 'rejected',
          isActive: false,
          contactInfo: { emails: ['old@timers.example'], phones: ['615 555 0100'] },
        });

        const response = await client.get('/api/admin/providers');
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(
          body.providers.map((p: { name: string; status: string; badge: string }) => [
            p.name,
            p.status,
            p.badge,
          ]),
        ).toEqual([
          ['Zebra Quiz', 'pending', 'Complete'],
          ['brain Brew Trivia', 'approved', 'No Contact'],
          ['Nerdy Talk', 'approved', 'Complete'],
          ['Old Timers', 'rejected', 'Complete'],
          ['Pub Quiz Pros', 'approved', 'Research Needed'],
          ['Quiz Riot', 'approved', 'Phone Only'],
        ]);
        expect(body.totals).toEqual({ total: 6, withEmail: 3, withPhone: 3, needResearch: 2 });
        expect(body.unreadNewProviders).toBe(1);
        expect(body.providers[0]).toMatchObject({ isActive: false, hasUnreadNotification: true });
        expect(body.providers[2]).toEqual({
          id: expect.any(String),
          name: 'Nerdy Talk',
          website: 'https://nerdytalk.example',
          description: null,
          status: 'approved',
          isActive: true,
          contactInfo: NERDY,
          contactInfoWasMalformed: false,
          badge: 'Complete',
          hasUnreadNotification: false,
          awaitingEmailConfirmation: false,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        });
      } finally {
        await own.close();
      }
    });

    it('reads contact_info stored as an object, as a JSON string and as garbage, and logs the garbage', async () => {
      const asObject = await createProvider(db(), { name: 'Stored As Object' });
      const asString = await createProvider(db(), { name: 'Stored As String' });
      const asText = await createProvider(db(), { name: 'Stored As Garbage Text' });
      const asNumber = await createProvider(db(), { name: 'Stored As Number' });
      const wrongTypes = await createProvider(db(), { name: 'Stored With Wrong Types' });
      // Raw SQL: Drizzle's jsonb writer would store what it is given as an object.
      await db().execute(
        sql`update trivia_providers set contact_info = ${JSON.stringify(NERDY)}::jsonb where id = ${asObject.id}`,
      );
      await db().execute(
        sql`update trivia_providers set contact_info = to_jsonb(${JSON.stringify(NERDY)}::text) where id = ${asString.id}`,
      );
      await db().execute(
        sql`update trivia_providers set contact_info = to_jsonb(${'not json {'}::text) where id = ${asText.id}`,
      );
      await db().execute(
        sql`update trivia_providers set contact_info = '42'::jsonb where id = ${asNumber.id}`,
      );
      await db().execute(
        sql`update trivia_providers set contact_info = ${JSON.stringify({ emails: 'x@y.example', phones: ['615 555 0100', 5] })}::jsonb where id = ${wrongTypes.id}`,
      );
      // The JSON-string row really is a jsonb string, as older rows are.
      expect(
        await queryRows(
          db(),
          sql`select jsonb_typeof(contact_info) as kind from trivia_providers where id = ${asString.id}`,
        ),
      ).toEqual([{ kind: 'string' }]);

      const logsBefore = testApp.logs.length;
      const response = await admin.get('/api/admin/providers');
      expect(response.statusCode).toBe(200);
      const byId = new Map(
        response.json().providers.map((entry: { id: string }) => [entry.id, entry]),
      );
      expect(byId.get(asObject.id)).toMatchObject({
        contactInfo: NERDY,
        contactInfoWasMalformed: false,
        badge: 'Complete',
      });
      expect(byId.get(asString.id)).toMatchObject({
        contactInfo: NERDY,
        contactInfoWasMalformed: false,
        badge: 'Complete',
      });
      const empty = { emails: [], phones: [], address: null, note: null };
      for (const garbage of [asText, asNumber]) {
        expect(byId.get(garbage.id)).toMatchObject({
          contactInfo: empty,
          contactInfoWasMalformed: true,
          badge: 'No Contact',
        });
      }
      expect(byId.get(wrongTypes.id)).toMatchObject({
        contactInfo: { ...empty, phones: ['615 555 0100'] },
        contactInfoWasMalformed: true,
        badge: 'Phone Only',
      });

      const warnings = testApp.logs
        .slice(logsBefore)
        .filter((line) => line.msg.includes('contact_info of a provider is malformed'));
      expect(warnings.map((line) => line.providerId).sort()).toEqual(
        [asText.id, asNumber.id, wrongTypes.id].sort(),
      );
      expect(warnings.every((line) => line.level === 40)).toBe(true);
    });
  });

  describe('PUT /:id/contact-info', () => {
    it('replaces the contact info, tidied, and answers the updated card', async () => {
      const provider = await createProvider(db(), { contactInfo: JSON.stringify(NERDY) });
      const response = await admin.put(`/api/admin/providers/${provider.id}/contact-info`, {
        emails: [' hello@nerdytalk.example ', 'HELLO@nerdytalk.example', 'new@nerdytalk.example'],
        phones: [],
        address: '  ',
        note: 'Research needed? Not any more.',
      });
      expect(response.statusCode).toBe(200);
      const expected = {
        emails: ['hello@nerdytalk.example', 'new@nerdytalk.example'],
        phones: [],
        address: null,
        note: 'Research needed? Not any more.',
      };
      expect(response.json()).toMatchObject({
        id: provider.id,
        contactInfo: expected,
        badge: 'Complete',
        contactInfoWasMalformed: false,
      });
      // Stored as an object now, whatever it was before.
      expect((await storedProvider(db(), provider.id))?.contactInfo).toEqual(expected);
      expect(await listed(provider.id)).toMatchObject({ contactInfo: expected });
    });

    it('empties the contact info', async () => {
      const provider = await createProvider(db(), { contactInfo: NERDY });
      const response = await admin.put(`/api/admin/providers/${provider.id}/contact-info`, {
        emails: [],
        phones: [],
        address: null,
        note: null,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ badge: 'No Contact' });
    });

    it.each([
      [{ emails: ['ok@example.test', 'not-an-email'] }, 'emails.1', 'Enter a valid email address'],
      [{ phones: ['call me'] }, 'phones.0', 'Enter a phone number of 7 to 20 characters'],
      [
        { emails: Array.from({ length: 11 }, (_, i) => `a${i}@example.test`) },
        'emails',
        'At most 10',
      ],
      [{ address: 'x'.repeat(301) }, 'address', 'At most 300 characters'],
      [{ note: 'x'.repeat(2001) }, 'note', 'At most 2000 characters'],
      [{ emails: 'one@example.test' }, 'emails', 'Enter a list of email addresses'],
    ])('refuses %o with 400 naming %s, changing nothing', async (input, field, message) => {
      const provider = await createProvider(db(), { contactInfo: NERDY });
      const before = await storedProvider(db(), provider.id);
      const response = await admin.put(`/api/admin/providers/${provider.id}/contact-info`, {
        ...NERDY,
        ...input,
      });
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.message).toContain(`${field}: ${message}`);
      expect(error.details).toEqual([
        expect.objectContaining({ field, message: expect.stringContaining(message) }),
      ]);
      expect(await storedProvider(db(), provider.id)).toEqual(before);
    });

    it('answers 404 for an unknown provider and 400 naming the id for a malformed one', async () => {
      const unknown = await admin.put(
        '/api/admin/providers/3b241101-e2bb-4255-8caf-4136c566a962/contact-info',
        NERDY,
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toMatch(/Provider not found/);
      const malformed = await admin.put('/api/admin/providers/42/contact-info', NERDY);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.message).toMatch(/^id: /);
    });
  });

  describe('for anyone but a platform admin', () => {
    async function clients() {
      const host = await signInNewUser(testApp);
      const hostProvider = await createProvider(db(), { status: 'approved' });
      await addProviderUser(db(), { userId: host.userId, providerId: hostProvider.id });
      return {
        'a venue owner': await signInNewUser(testApp),
        'read-only staff': await signInNewUser(testApp, { role: null }),
        'an approved provider user': host,
      };
    }

    it('refuses listing, editing, reviewing and marking read with 403 and changes nothing', async () => {
      const pending = await createProvider(db(), {
        status: 'pending',
        isActive: false,
        contactInfo: NERDY,
      });
      await createNotification(db(), { relatedId: pending.id });
      const before = await storedProvider(db(), pending.id);
      const unreadBefore = (await admin.get('/api/admin/notifications/summary')).json();

      for (const [who, client] of Object.entries(await clients())) {
        const attempts = [
          () => client.get('/api/admin/providers'),
          () => client.put(`/api/admin/providers/${pending.id}/contact-info`, { emails: [] }),
          // Refused before the input is looked at: nothing is learnt about the rules.
          () => client.put(`/api/admin/providers/${pending.id}/contact-info`, { emails: 'x' }),
          () => client.put('/api/admin/providers/not-an-id/contact-info', {}),
          () => client.post(`/api/admin/providers/${pending.id}/approve`),
          () => client.post(`/api/admin/providers/${pending.id}/reject`),
          () => client.post('/api/admin/notifications/read'),
        ];
        for (const attempt of attempts) {
          const response = await attempt();
          expect(response.statusCode, who).toBe(403);
          expect(response.json().error.message, who).toBe(ADMIN_ONLY_PAGE);
        }
      }
      expect(await storedProvider(db(), pending.id)).toEqual(before);
      expect((await admin.get('/api/admin/notifications/summary')).json()).toEqual(unreadBefore);
    });
  });
});
