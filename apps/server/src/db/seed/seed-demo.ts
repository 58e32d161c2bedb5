import { createHash } from 'node:crypto';
import { addDays, type IsoDate, nextDayOnOrAfter } from '@trivia/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import {
  addProviderUser,
  createEvent,
  createNotification,
  createProvider,
  createUser,
  createVenue,
  linkUserToVenue,
} from '../factories.ts';
import {
  events,
  notifications,
  providerUsers,
  triviaProviders,
  user,
  userVenues,
  venues,
} from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedDemoLeague } from './demo-league.ts';
import { DEMO_PROVIDERS, type DemoProviderKey } from './demo-providers.ts';
import { seedDemoTrust } from './demo-trust.ts';
import { DEMO_VENUES, type DemoEvent } from './demo-venues.ts';

/** A stable UUID for a demo record, so that seeding twice finds what the first run stored. */
export function demoId(kind: string, key: string): string {
  const hex = createHash('sha256').update(`trivia-demo:${kind}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface SeedSummary {
  users: number;
  providers: number;
  venues: number;
  events: number;
}

/** True when nobody has an account yet: a database fresh from its migrations. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(user);
  return (row?.count ?? 0) === 0;
}

async function existingIds(
  tx: Tx,
  table: typeof venues | typeof events | typeof triviaProviders,
  ids: string[],
) {
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
}

function eventSchedule(event: DemoEvent, today: IsoDate) {
  if (event.monthly)
    return { frequency: 'monthly' as const, weekOfMonth: event.monthly, eventDate: null };
  if (event.oneTimeInWeeks) {
    const date = addDays(
      nextDayOnOrAfter(addDays(today, 1), event.day),
      7 * (event.oneTimeInWeeks - 1),
    );
    return { frequency: 'one-time' as const, weekOfMonth: null, eventDate: date };
  }
  return { frequency: 'weekly' as const, weekOfMonth: null, eventDate: null };
}

/**
 * Loads the demo data set of DESIGN.md. Idempotent: every record has a stable id (or, for users,
 * its email), and only what is missing is inserted, in one transaction.
 */
export async function seedDemoData(db: Db, options: { now?: Date } = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const today = now.toISOString().slice(0, 10);
  const summary: SeedSummary = { users: 0, providers: 0, venues: 0, events: 0 };

  await db.transaction(async (tx) => {
    // Accounts, by email.
    const emails = DEMO_ACCOUNTS.map((account) => account.email);
    const existingUsers = await tx
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(inArray(user.email, emails));
    const userIds = new Map(existingUsers.map((row) => [row.email, row.id]));
    for (const account of DEMO_ACCOUNTS) {
      if (userIds.has(account.email)) continue;
      const { user: created } = await createUser(tx, {
        id: demoId('user', account.key),
        email: account.email,
        name: account.name,
        password: account.password,
        role: account.role,
        // Their example.com addresses take no mail: the demo accounts count as proven (decision 095).
        emailVerified: true,
        ...(account.key === 'admin' ? { adminRole: 'god' as const } : {}),
      });
      userIds.set(account.email, created.id);
      summary.users += 1;
    }
    const userIdOf = (key: 'admin' | 'owner' | 'provider') => {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
      const id = account && userIds.get(account.email);
      if (!id) throw new Error(`demo account ${key} is missing`);
      return id;
    };

    // Providers, their member and the pending registration's notification.
    const providerIds = new Map<DemoProviderKey, string>(
      DEMO_PROVIDERS.map((provider) => [provider.key, demoId('provider', provider.key)]),
    );
    const storedProviders = await existingIds(tx, triviaProviders, [...providerIds.values()]);
    for (const provider of DEMO_PROVIDERS) {
      const id = demoId('provider', provider.key);
      if (storedProviders.has(id)) continue;
      await createProvider(tx, { ...provider, id });
      summary.providers += 1;
    }
    const providerUserId = userIdOf('provider');
    const musicCityId = demoId('provider', 'musicCity');
    const membership = await tx
      .select({ userId: providerUsers.userId })
      .from(providerUsers)
      .where(
        sql`${providerUsers.userId} = ${providerUserId} and ${providerUsers.providerId} = ${musicCityId}`,
      );
    if (membership.length === 0) {
      await addProviderUser(tx, { userId: providerUserId, providerId: musicCityId, role: 'admin' });
    }
    const notificationId = demoId('notification', 'quizQuest');
    const storedNotification = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(sql`${notifications.id} = ${notificationId}`);
    if (storedNotification.length === 0) {
      await createNotification(tx, {
        id: notificationId,
        title: 'New provider registration: Quiz Quest Events',
        message: 'Quiz Quest Events (owner@quizquest.example) registered and awaits approval.',
        relatedId: demoId('provider', 'quizQuest'),
        relatedTable: 'trivia_providers',
      });
    }

    // Venues, their owners and their events.
    const storedVenues = await existingIds(
      tx,
      venues,
      DEMO_VENUES.map((venue) => demoId('venue', venue.key)),
    );
    const storedLinks = await tx
      .select()
      .from(userVenues)
      .where(sql`${userVenues.userId} = ${userIdOf('owner')}`);
    const linkedVenueIds = new Set(storedLinks.map((link) => link.venueId));
    const eventIds = DEMO_VENUES.flatMap((venue) =>
      venue.events.map((_, index) => demoId('event', `${venue.key}:${index}`)),
    );
    const storedEvents = await existingIds(tx, events, eventIds);

    for (const [index, venue] of DEMO_VENUES.entries()) {
      const venueId = demoId('venue', venue.key);
      // Stagger creation times so that "latest" lists have an order.
      const createdAt = new Date(now.getTime() - (DEMO_VENUES.length - index) * 3_600_000);
      if (!storedVenues.has(venueId)) {
        await createVenue(tx, {
          id: venueId,
          nameOriginal: venue.name,
          addressOriginal: venue.address,
          latitude: venue.lat,
          longitude: venue.lng,
          verificationStatus: venue.status ?? 'pending',
          isImported: Boolean(venue.google),
          googlePlaceId: venue.google ? `demo-place-${venue.key}` : null,
          googleName: venue.google ? venue.name : null,
          googleFormattedAddress: venue.google ? `${venue.address}, USA` : null,
          googleRating: venue.google?.rating ?? null,
          googlePhoneNumber: venue.google?.phone ?? null,
          googleWebsite: venue.google?.website ?? null,
          createdBy: venue.createdBy ? userIdOf(venue.createdBy) : null,
          createdAt,
        });
        summary.venues += 1;
      }
      const ownerRole =
        venue.createdBy === 'owner' ? 'owner' : venue.managedByOwner ? 'manager' : null;
      if (ownerRole && !linkedVenueIds.has(venueId)) {
        await linkUserToVenue(tx, {
          userId: userIdOf('owner'),
          venueId,
          role: ownerRole,
          grantedAt: createdAt,
        });
      }
      for (const [eventIndex, event] of venue.events.entries()) {
        const id = demoId('event', `${venue.key}:${eventIndex}`);
        if (storedEvents.has(id)) continue;
        await createEvent(tx, {
          id,
          venueId,
          providerId: event.provider ? (providerIds.get(event.provider) ?? null) : null,
          eventType: event.type,
          dayOfWeek: event.day,
          startTime: event.start,
          endTime: event.end ?? null,
          ...eventSchedule(event, today),
          prizeAmount: event.prize ?? null,
          prizeDescription: event.prizeText ?? null,
          maxTeams: event.maxTeams ?? null,
          isActive: !event.inactive,
          createdAt: new Date(createdAt.getTime() + (eventIndex + 1) * 60_000),
        });
        await seedDemoTrust(
          tx,
          {
            id,
            key: `${venue.key}:${eventIndex}`,
            day: event.day,
            isWeekly: !event.monthly && !event.oneTimeInWeeks,
            hasHost: Boolean(event.provider || ownerRole),
          },
          now,
        );
        summary.events += 1;
      }
    }

    // Music City Trivia's league over two of its weekly nights, with their latest results.
    await seedDemoLeague(
      tx,
      {
        providerId: musicCityId,
        events: [
          { id: demoId('event', 'twelve-south-taproom:0'), day: 'Friday' },
          { id: demoId('event', 'marathon-village-brewery:0'), day: 'Saturday' },
        ],
      },
      today,
    );
  });
  return summary;
}
