import {
  type AccessScope,
  type Actor,
  canChangeOccurrence,
  canCreateEventAt,
  changeScope,
  type EventFacts,
  eventPermissions,
  isInScope,
  listScope,
  managesEvent,
  managesVenue,
  type VenueFacts,
  venuePermissions,
  viewScope,
} from '@trivia/shared';
import { eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  addProviderUser,
  type CreateUserOptions,
  createEvent,
  createProvider,
  createUser,
  createVenue,
  linkUserToVenue,
} from '../../src/db/factories.ts';
import { events, venues } from '../../src/db/schema/index.ts';
import {
  eventsInScope,
  loadVenueFacts,
  managedEventsCondition,
  managedVenuesCondition,
  venuesInScope,
} from '../../src/services/access/index.ts';
import { loadActor } from '../../src/services/actor.ts';
import { createTestDatabase } from '../helpers/database.ts';

/**
 * The lists ask the database for the venues and events of a scope (services/venues/access.ts);
 * pages and changes ask the shared rules (packages/shared/src/permissions.ts) about one row. Here
 * both answer for every user and every row of one generated database, and must agree both ways:
 * no row the rule allows is missing from the SQL's answer, and the SQL returns no other.
 */

/** The users, each a kind of user the rules tell apart. */
const USERS: Record<
  string,
  { profile: CreateUserOptions; providers?: ('approved' | 'pending')[] }
> = {
  admin: { profile: { role: 'admin' } },
  'admin by admin_users': { profile: { adminRole: 'god' } },
  'admin by ADMIN_EMAILS': { profile: { email: 'boss@trivia.example' } },
  owner: { profile: {} },
  manager: { profile: {} },
  'another owner': { profile: {} },
  staff: { profile: { role: null } },
  'staff who created and manage venues': { profile: { role: null } },
  'provider member': { profile: {}, providers: ['approved'] },
  'member of a pending provider': { profile: {}, providers: ['pending'] },
  'staff of a provider': { profile: { role: null }, providers: ['approved'] },
};
const NAMES = Object.keys(USERS);
const ADMIN_EMAILS = ['boss@trivia.example'];

describe('the SQL scopes agree with the shared rules', () => {
  let database: Database;
  const actors = new Map<string, Actor>();
  const venueFacts = new Map<string, VenueFacts>();
  const eventFacts = new Map<string, EventFacts>();

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const providers = {
      approved: await createProvider(db, { status: 'approved' }),
      pending: await createProvider(db, { status: 'pending', isActive: false }),
      other: await createProvider(db, { status: 'approved' }),
    };
    const userIds = new Map<string, string>();
    for (const [name, { profile, providers: memberOf = [] }] of Object.entries(USERS)) {
      const { user } = await createUser(db, profile);
      userIds.set(name, user.id);
      for (const status of memberOf)
        await addProviderUser(db, { userId: user.id, providerId: providers[status].id });
      actors.set(name, await loadActor({ db, user, adminEmails: ADMIN_EMAILS }));
    }
    const id = (name: string) => userIds.get(name) ?? '';

    // Venues by every kind of creator (history only: created_by grants nothing, decision 098), each
    // with no one, one or several users linked to it.
    const creators = [
      null,
      'admin',
      'owner',
      'staff who created and manage venues',
      'provider member',
    ];
    const links = [
      [],
      ['manager'],
      ['staff who created and manage venues', 'provider member'],
      ['owner', 'manager'],
    ];
    for (const creator of creators) {
      for (const linked of links) {
        const venue = await createVenue(db, {
          createdBy: creator === null ? null : id(creator),
          isImported: linked.length % 2 === 1,
          verificationStatus: linked.length === 0 ? 'pending' : 'verified',
        });
        for (const name of linked)
          await linkUserToVenue(db, { userId: id(name), venueId: venue.id });
        const loaded = await loadVenueFacts(db, venue.id);
        if (!loaded) throw new Error('the venue was not stored');
        venueFacts.set(venue.id, loaded.facts);
        // Its events: self-hosted, and by each provider.
        for (const providerId of [null, ...Object.values(providers).map((p) => p.id)]) {
          const event = await createEvent(db, { venueId: venue.id, providerId });
          eventFacts.set(event.id, { venue: loaded.facts, providerId });
        }
      }
    }
  });
  afterAll(() => database.close());

  const actorNamed = (name: string): Actor => {
    const actor = actors.get(name);
    if (!actor) throw new Error(`no actor ${name}`);
    return actor;
  };
  const sorted = (ids: Iterable<string>) => [...ids].sort();
  const allowedVenues = (allows: (facts: VenueFacts) => boolean) =>
    sorted([...venueFacts].filter(([, facts]) => allows(facts)).map(([venueId]) => venueId));
  const allowedEvents = (allows: (facts: EventFacts) => boolean) =>
    sorted([...eventFacts].filter(([, facts]) => allows(facts)).map(([eventId]) => eventId));
  const venuesWhere = async (where: SQL | undefined) =>
    sorted(
      (await database.db.select({ id: venues.id }).from(venues).where(where)).map((row) => row.id),
    );
  /** As the lists ask: events alone (counts) and joined to their venue (rows with names). */
  const eventsWhere = async (where: SQL | undefined) => {
    const alone = await database.db.select({ id: events.id }).from(events).where(where);
    const joined = await database.db
      .select({ id: events.id })
      .from(events)
      .innerJoin(venues, eq(venues.id, events.venueId))
      .where(where);
    expect(sorted(joined.map((row) => row.id))).toEqual(sorted(alone.map((row) => row.id)));
    return sorted(alone.map((row) => row.id));
  };

  it('generated every kind of user and row the rules tell apart', () => {
    expect(actorNamed('admin by ADMIN_EMAILS').isAdmin).toBe(true);
    expect(actorNamed('admin by admin_users')).toMatchObject({
      isAdmin: true,
      profileRole: 'venue_owner',
    });
    expect(actorNamed('staff of a provider')).toMatchObject({
      profileRole: null,
      providerIds: [expect.any(String)],
    });
    expect(actorNamed('member of a pending provider').providerIds).toEqual([]);
    expect(venueFacts.size).toBe(20);
    expect(eventFacts.size).toBe(80);
  });

  it.each(NAMES)('%s: the venues they manage (managesVenue)', async (name) => {
    const actor = actorNamed(name);
    expect(await venuesWhere(managedVenuesCondition(actor))).toEqual(
      allowedVenues((venue) => managesVenue(actor, venue)),
    );
  });

  it.each(NAMES)('%s: the events they manage (managesEvent)', async (name) => {
    const actor = actorNamed(name);
    expect(await eventsWhere(managedEventsCondition(actor))).toEqual(
      allowedEvents((event) => managesEvent(actor, event)),
    );
  });

  it.each(NAMES)('%s: the venues list holds what venuePermissions lets them view', async (name) => {
    const actor = actorNamed(name);
    expect(await venuesWhere(venuesInScope(actor, viewScope(actor)))).toEqual(
      allowedVenues((venue) => venuePermissions(actor, venue).view.allowed),
    );
  });

  it.each(NAMES)(
    '%s: the event form offers the venues canCreateEventAt allows, which they may edit',
    async (name) => {
      const actor = actorNamed(name);
      const offered = await venuesWhere(venuesInScope(actor, changeScope(actor)));
      expect(offered).toEqual(allowedVenues((venue) => canCreateEventAt(actor, venue).allowed));
      expect(offered).toEqual(
        allowedVenues((venue) => venuePermissions(actor, venue).edit.allowed),
      );
    },
  );

  it.each(NAMES)('%s: the schedule holds the nights canChangeOccurrence allows', async (name) => {
    const actor = actorNamed(name);
    const listed = await eventsWhere(eventsInScope(actor, changeScope(actor)));
    expect(listed).toEqual(allowedEvents((event) => canChangeOccurrence(actor, event).allowed));
    expect(listed).toEqual(allowedEvents((event) => eventPermissions(actor, event).edit.allowed));
  });

  it.each(NAMES)(
    '%s: the events list and dashboard hold their own, each one they may view',
    async (name) => {
      const actor = actorNamed(name);
      const scope: AccessScope = listScope(actor);
      const listedEvents = await eventsWhere(eventsInScope(actor, scope));
      expect(listedEvents).toEqual(
        allowedEvents((event) => isInScope(scope, managesEvent(actor, event))),
      );
      for (const eventId of listedEvents) {
        const facts = eventFacts.get(eventId);
        if (!facts) throw new Error('unknown event');
        expect(eventPermissions(actor, facts).view.allowed).toBe(true);
      }
      // With a profile, what they may view is exactly what they list (read-only staff may view more).
      if (actor.profileRole !== null || actor.isAdmin) {
        expect(listedEvents).toEqual(
          allowedEvents((event) => eventPermissions(actor, event).view.allowed),
        );
      }
      expect(await venuesWhere(venuesInScope(actor, scope))).toEqual(
        allowedVenues((venue) => isInScope(scope, managesVenue(actor, venue))),
      );
    },
  );
});
