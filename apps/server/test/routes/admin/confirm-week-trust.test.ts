import {
  addDays,
  dayOfWeekOf,
  eventLines,
  lineFreshness,
  type NearbyVenuesResponse,
  todayIn,
} from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import {
  addProviderUser,
  createEvent,
  createProvider,
  createUser,
  createVenue,
} from '../../../src/db/factories.ts';
import { auditOf } from '../../helpers/audit.ts';
import { signInNewUser, useAdminApp } from '../../helpers/auth.ts';

/** Boise, far from every other test's venues. */
const BOISE = { latitude: 43.615, longitude: -116.2023 };

/**
 * Decision 123: "Confirmed" is a night confirmed by someone who runs it. A
 * platform admin's "Confirm all this week" is recorded as the platform's and the public reads
 * "Checked {Mon d}"; the bulk confirm is one history entry naming its count.
 */
describe('who confirms decides what the public reads', () => {
  const { testApp, admin, db } = useAdminApp();
  const today = todayIn('America/Boise');
  const tomorrow = addDays(today, 1);

  /** Three venues in Boise, one night tomorrow each: a provider's, an owner's, and nobody's. */
  async function boiseNights(tag: string) {
    const provider = await createProvider(db(), { name: `${tag} Quiz Co.` });
    const owner = await createUser(db());
    const at = async (name: string, options: { ownedBy?: string; providerId?: string }) => {
      const venue = await createVenue(db(), {
        nameOriginal: `${tag} ${name}`,
        ...BOISE,
        ...options,
      });
      await createEvent(db(), {
        venueId: venue.id,
        providerId: options.providerId ?? null,
        eventType: 'Trivia',
        dayOfWeek: dayOfWeekOf(tomorrow),
        startTime: '19:00',
      });
    };
    await at('Provider Pub', { providerId: provider.id });
    await at('Owner Pub', { ownedBy: owner.user.id });
    await at('Nobody Pub', {});
    return { provider, owner };
  }

  /** Tomorrow's trust word of each Boise venue whose name starts with `tag`, as the list shows it. */
  async function publicWords(tag: string) {
    const { latitude, longitude } = BOISE;
    const response = await testApp.app.inject({
      url: `/api/venues/nearby?lat=${latitude}&lng=${longitude}&radius_miles=5&date=${today}`,
    });
    const body = response.json() as NearbyVenuesResponse;
    return Object.fromEntries(
      body.venues
        .filter((venue) => venue.name.startsWith(tag))
        .map((venue) => {
          const [line] = eventLines(venue, [tomorrow]);
          return [venue.name.slice(tag.length + 1), line && lineFreshness(line, today).label];
        }),
    );
  }

  it("an admin's bulk confirm is one entry naming its count, and makes no night publicly Confirmed", async () => {
    await boiseNights('Admin');
    expect(await publicWords('Admin')).toEqual({
      'Provider Pub': 'Not checked recently',
      'Owner Pub': 'Not checked recently',
      'Nobody Pub': 'Not checked recently',
    });

    const { response, added } = await auditOf(db(), () =>
      admin.post('/api/admin/schedule/confirm-week', { from: today }),
    );
    const { confirmed } = response.json() as { confirmed: number };
    // Every other test's nights of the week too: at least these three.
    expect(confirmed).toBeGreaterThanOrEqual(3);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      action: 'confirmed',
      entityType: 'occurrence',
      entityLabel: `${confirmed} nights`,
    });
    const nights = added[0]?.changes.nights?.after as { id: string; label: string }[];
    expect(nights).toHaveLength(confirmed);
    expect(nights.map((night) => night.label)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Trivia at Admin Provider Pub on /),
        expect.stringMatching(/^Trivia at Admin Owner Pub on /),
      ]),
    );

    const words = await publicWords('Admin');
    // Checked by the platform: "Checked {Mon d}", never "Confirmed", whoever runs the night.
    for (const venue of ['Provider Pub', 'Owner Pub', 'Nobody Pub']) {
      expect(words[venue]).toMatch(/^Checked [A-Z][a-z]{2} \d{1,2}$/);
    }
  });

  it("a provider member's and a venue owner's confirm make their own nights Confirmed", async () => {
    const { provider } = await boiseNights('Host');
    const member = await signInNewUser(testApp);
    await addProviderUser(db(), { userId: member.userId, providerId: provider.id });
    const { added } = await auditOf(db(), () =>
      member.post('/api/admin/schedule/confirm-week', { from: today }),
    );
    expect(added).toHaveLength(1);
    // One night: its own entry, naming its event and venue.
    expect(added[0]?.entityLabel).toMatch(/^Trivia at Host Provider Pub on [A-Z][a-z]{2}, /);
    expect(await publicWords('Host')).toEqual({
      'Provider Pub': 'Confirmed',
      'Owner Pub': 'Not checked recently',
      'Nobody Pub': 'Not checked recently',
    });

    const ownerClient = await signInNewUser(testApp);
    const venueOwner = await createVenue(db(), { ownedBy: ownerClient.userId, ...BOISE });
    await createEvent(db(), {
      venueId: venueOwner.id,
      eventType: 'Trivia',
      dayOfWeek: dayOfWeekOf(tomorrow),
      startTime: '20:00',
    });
    const schedule = (await ownerClient.get(`/api/admin/schedule?from=${today}`)).json();
    const night = schedule.occurrences[0] as { id: string };
    await ownerClient.request({
      method: 'PATCH',
      url: `/api/admin/occurrences/${night.id}`,
      payload: { status: 'confirmed' },
    });
    const response = await testApp.app.inject({
      url: `/api/venues/nearby?lat=${BOISE.latitude}&lng=${BOISE.longitude}&radius_miles=5&date=${today}`,
    });
    const mine = (response.json() as NearbyVenuesResponse).venues.find(
      (venue) => venue.id === venueOwner.id,
    );
    const [line] = mine ? eventLines(mine, [tomorrow]) : [];
    expect(line && lineFreshness(line, today).label).toBe('Confirmed');
  });

  it("a night the platform confirmed is its host's to confirm: then, and only then, Confirmed", async () => {
    const { provider } = await boiseNights('Upgrade');
    const member = await signInNewUser(testApp);
    await addProviderUser(db(), { userId: member.userId, providerId: provider.id });
    await admin.post('/api/admin/schedule/confirm-week', { from: today });
    expect((await publicWords('Upgrade'))['Provider Pub']).toMatch(/^Checked /);

    // The host's schedule says who confirmed it and offers the host's own Confirm.
    const schedule = (await member.get(`/api/admin/schedule?from=${today}`)).json() as {
      occurrences: { id: string; status: string; confirmedBy: string | null; isHost: boolean }[];
    };
    const [night] = schedule.occurrences;
    expect(night).toMatchObject({ status: 'confirmed', confirmedBy: 'platform', isHost: true });

    // The admin's second Confirm changes nothing; the host's makes it Confirmed, in the history.
    await admin.request({
      method: 'PATCH',
      url: `/api/admin/occurrences/${night?.id}`,
      payload: { status: 'confirmed' },
    });
    expect((await publicWords('Upgrade'))['Provider Pub']).toMatch(/^Checked /);
    const { response, added } = await auditOf(db(), () =>
      member.request({
        method: 'PATCH',
        url: `/api/admin/occurrences/${night?.id}`,
        payload: { status: 'confirmed' },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ action: 'confirmed', entityType: 'occurrence' });
    expect(await publicWords('Upgrade')).toEqual({
      'Provider Pub': 'Confirmed',
      'Owner Pub': expect.stringMatching(/^Checked /),
      'Nobody Pub': expect.stringMatching(/^Checked /),
    });
  });

  it("a host's Confirm all this week takes over the nights the platform confirmed", async () => {
    const { provider } = await boiseNights('Takeover');
    const member = await signInNewUser(testApp);
    await addProviderUser(db(), { userId: member.userId, providerId: provider.id });
    await admin.post('/api/admin/schedule/confirm-week', { from: today });
    const response = await member.post('/api/admin/schedule/confirm-week', { from: today });
    expect(response.json()).toEqual({ confirmed: 1 });
    expect((await publicWords('Takeover'))['Provider Pub']).toBe('Confirmed');
    // Nothing left for the host to confirm.
    const again = await member.post('/api/admin/schedule/confirm-week', { from: today });
    expect(again.json()).toEqual({ confirmed: 0 });
  });

  it("a cancelled night's note is the players', gone once it is rescheduled", async () => {
    await boiseNights('Note');
    const schedule = (await admin.get(`/api/admin/schedule?from=${today}`)).json() as {
      occurrences: { id: string; venue: { name: string } }[];
    };
    const night = schedule.occurrences.find((each) => each.venue.name === 'Note Nobody Pub');
    const patch = (payload: object) =>
      admin.request({ method: 'PATCH', url: `/api/admin/occurrences/${night?.id}`, payload });
    expect(
      (await patch({ status: 'cancelled', notes: 'Closed for a private party' })).statusCode,
    ).toBe(200);
    expect((await publicWords('Note'))['Nobody Pub']).toBe(
      'Cancelled — Closed for a private party',
    );
    await patch({ status: 'scheduled' });
    expect((await publicWords('Note'))['Nobody Pub']).toMatch(/^(Checked|Not checked)/);
  });
});
