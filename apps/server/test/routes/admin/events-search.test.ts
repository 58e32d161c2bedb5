import { describe, expect, it } from 'vitest';
import { createEvent, createVenue } from '../../../src/db/factories.ts';
import { useAdminApp } from '../../helpers/auth.ts';

/** The events list searches by venue name or event type and filters by town, on the server. */
describe('admin events list: search and town', () => {
  const { admin, db } = useAdminApp();

  const typesOf = (body: { events: { eventType: string }[] }) =>
    body.events.map((event) => event.eventType).sort();

  it('finds events by venue name or event type, wildcards as text, and counts what it found', async () => {
    const tag = `Srch${Date.now()}`;
    const pub = await createVenue(db(), { nameOriginal: `${tag} Lantern Pub` });
    const bar = await createVenue(db(), { nameOriginal: 'Quiet Corner Bar', googleName: null });
    await createEvent(db(), { venueId: pub.id, eventType: 'Pub Quiz' });
    await createEvent(db(), { venueId: pub.id, eventType: 'Music Bingo' });
    await createEvent(db(), { venueId: bar.id, eventType: `${tag} Team Trivia` });

    const byVenue = (await admin.get(`/api/admin/events?q=${tag.toLowerCase()}%20lantern`)).json();
    expect(typesOf(byVenue)).toEqual(['Music Bingo', 'Pub Quiz']);
    expect(byVenue.total).toBe(2);

    const byType = (await admin.get(`/api/admin/events?q=${tag}%20team`)).json();
    expect(typesOf(byType)).toEqual([`${tag} Team Trivia`]);
    expect(byType.total).toBe(1);

    const both = (await admin.get(`/api/admin/events?q=${tag}`)).json();
    expect(both.total).toBe(3);

    const wildcard = (await admin.get('/api/admin/events?q=%25%25%25')).json();
    expect(wildcard.total).toBe(0);
  });

  it('offers the towns of the listed venues and filters by one', async () => {
    const tag = `Town${Date.now()}`;
    // Franklin, TN and Memphis, TN by position, whatever the address says.
    const franklin = await createVenue(db(), {
      nameOriginal: `${tag} Franklin Taps`,
      latitude: 35.925,
      longitude: -86.869,
    });
    const memphis = await createVenue(db(), {
      nameOriginal: `${tag} Beale Room`,
      latitude: 35.1495,
      longitude: -90.049,
    });
    await createEvent(db(), { venueId: franklin.id, eventType: `${tag} Franklin Quiz` });
    await createEvent(db(), { venueId: memphis.id, eventType: `${tag} Memphis Quiz` });

    const all = (await admin.get(`/api/admin/events?q=${tag}`)).json();
    expect(all.towns).toEqual(expect.arrayContaining(['Franklin, TN', 'Memphis, TN']));
    expect(all.towns).toEqual([...all.towns].sort((a: string, b: string) => a.localeCompare(b)));

    const inFranklin = (
      await admin.get(`/api/admin/events?q=${tag}&town=${encodeURIComponent('Franklin, TN')}`)
    ).json();
    expect(typesOf(inFranklin)).toEqual([`${tag} Franklin Quiz`]);
    expect(inFranklin.total).toBe(1);
    // The venue filter's choices are that town's venues.
    const named = inFranklin.venues.map((venue: { name: string }) => venue.name);
    expect(named).toContain(`${tag} Franklin Taps`);
    expect(named).not.toContain(`${tag} Beale Room`);

    const nowhere = (
      await admin.get(`/api/admin/events?town=${encodeURIComponent('Nowhere, ZZ')}`)
    ).json();
    expect(nowhere).toMatchObject({ events: [], total: 0 });
  });

  it.each([
    ['town=Nashville', 'town'],
    [`town=${encodeURIComponent('Nashville, Tennessee')}`, 'town'],
    [`town=${'x'.repeat(120)}%2C%20TN`, 'town'],
    [`q=${'y'.repeat(201)}`, 'q'],
    ['q=%01bell', 'q'],
  ])('refuses %s with 400 naming %s', async (search, field) => {
    const response = await admin.get(`/api/admin/events?${search}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe(field);
  });
});
