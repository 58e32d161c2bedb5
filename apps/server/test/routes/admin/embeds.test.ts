import { providerPageSlug, venuePageSlug } from '@trivia/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addProviderUser,
  createEvent,
  createProvider,
  createVenue,
  type ProviderRow,
  type VenueRow,
} from '../../../src/db/factories.ts';
import { TestClient, useAdminApp, useSignedInClient } from '../../helpers/auth.ts';

/** What each user may put on a website, as the server decides it. */
describe('GET /api/admin/embeds', () => {
  const { testApp, admin, db } = useAdminApp();
  const owner = useSignedInClient(testApp);
  const member = useSignedInClient(testApp);
  const waiting = useSignedInClient(testApp);
  let theirs: ProviderRow;
  let another: ProviderRow;
  let rejected: ProviderRow;
  let inactive: ProviderRow;
  let owned: VenueRow;
  let hosted: VenueRow;
  let elsewhere: VenueRow;

  beforeAll(async () => {
    theirs = await createProvider(db(), { name: 'Embed Quiz Co' });
    another = await createProvider(db(), { name: 'Embed Other Trivia' });
    rejected = await createProvider(db(), { name: 'Embed Rejected', status: 'rejected' });
    inactive = await createProvider(db(), { name: 'Embed Asleep', isActive: false });
    const pending = await createProvider(db(), {
      name: 'Embed Pending',
      status: 'pending',
      isActive: false,
    });
    await addProviderUser(db(), { userId: member.userId, providerId: theirs.id });
    await addProviderUser(db(), { userId: waiting.userId, providerId: pending.id });
    owned = await createVenue(db(), {
      nameOriginal: 'Embed Owned Tavern',
      addressOriginal: '1 Main St, Franklin, TN 37064',
      latitude: 35.925,
      longitude: -86.869,
      ownedBy: owner.userId,
    });
    hosted = await createVenue(db(), { nameOriginal: 'Embed Hosted Pub' });
    elsewhere = await createVenue(db(), { nameOriginal: 'Embed Elsewhere Bar' });
    await createEvent(db(), { venueId: hosted.id, providerId: theirs.id });
    await createEvent(db(), { venueId: elsewhere.id, providerId: another.id });
  });

  const names = (body: { targets: { name: string }[] }) =>
    body.targets.map((target) => target.name).filter((name) => name.startsWith('Embed '));

  it('asks for a sign-in (401), and keeps out a provider awaiting approval (403)', async () => {
    expect((await new TestClient(testApp).get('/api/admin/embeds')).statusCode).toBe(401);
    expect((await waiting.get('/api/admin/embeds')).statusCode).toBe(403);
  });

  it("gives a venue owner their venues, with the slug of the venue's page", async () => {
    const response = await owner.get('/api/admin/embeds');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ publicUrl: testApp.config.publicUrl, canSearch: false });
    expect(body.targets).toEqual([
      {
        kind: 'venue',
        slug: venuePageSlug({
          id: owned.id,
          name: 'Embed Owned Tavern',
          town: { name: 'Franklin', stateCode: 'TN' },
        }),
        name: 'Embed Owned Tavern',
        detail: '1 Main St, Franklin, TN 37064',
      },
    ]);
    expect(body.targets[0].slug).toMatch(/^embed-owned-tavern-franklin-tn-/);
  });

  it("gives a provider's member their provider and the venues it runs nights at", async () => {
    const body = (await member.get('/api/admin/embeds')).json();
    expect(body.canSearch).toBe(false);
    expect(body.targets[0]).toEqual({
      kind: 'provider',
      slug: providerPageSlug(theirs),
      name: 'Embed Quiz Co',
    });
    expect(names(body)).toEqual(['Embed Quiz Co', 'Embed Hosted Pub']);
  });

  it('gives a platform admin every public provider, and any venue they search for', async () => {
    const listed = (await admin.get('/api/admin/embeds')).json();
    expect(listed.canSearch).toBe(true);
    expect(names(listed)).toEqual(['Embed Other Trivia', 'Embed Quiz Co']);
    expect(names(listed)).not.toContain(rejected.name);
    expect(names(listed)).not.toContain(inactive.name);

    const found = (await admin.get('/api/admin/embeds?q=elsewhere')).json();
    expect(found.targets).toEqual([
      expect.objectContaining({ kind: 'venue', name: 'Embed Elsewhere Bar' }),
    ]);
  });

  it('narrows a list by name', async () => {
    expect(names((await member.get('/api/admin/embeds?q=hosted')).json())).toEqual([
      'Embed Hosted Pub',
    ]);
  });

  it('refuses a search past 100 characters, naming the field', async () => {
    const response = await admin.get(`/api/admin/embeds?q=${'x'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('q');
  });
});
