import { randomUUID } from 'node:crypto';
import type {
  AdminUserRole,
  Confirmer,
  DayOfWeek,
  Frequency,
  OccurrenceStatus,
  ProfileRole,
  ProviderStatus,
  ProviderUserRole,
  UserVenueRole,
  VerificationStatus,
  WeekOfMonth,
} from '@trivia/shared';
import { placeEntries, type SeasonRule, seasonSlug, teamKey } from '@trivia/shared';
import { hashPassword } from 'better-auth/crypto';
import { timezoneAt } from '../geo/timezone.ts';
import type { DbOrTx } from './client.ts';
import {
  account,
  adminUsers,
  eventOccurrences,
  events,
  nightResultEntries,
  nightResults,
  notifications,
  providerUsers,
  seasonEvents,
  seasons,
  triviaProviders,
  user,
  userProfiles,
  userVenues,
  venues,
} from './schema/index.ts';

/**
 * Insert helpers with sensible defaults, shared by the demo seed and the tests
 * (`createVenue(db, { nameOriginal: 'X' })`). Every one inserts exactly what it is given and
 * returns the stored row.
 */

let sequence = 0;
function nextNumber(): number {
  sequence += 1;
  return sequence;
}

export type UserRow = typeof user.$inferSelect;
export type VenueRow = typeof venues.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type ProviderRow = typeof triviaProviders.$inferSelect;
export type OccurrenceRow = typeof eventOccurrences.$inferSelect;
export type SeasonRow = typeof seasons.$inferSelect;

export interface CreateUserOptions {
  id?: string;
  email?: string;
  name?: string;
  password?: string;
  /** The profile role; `null` creates no profile (read-only staff). */
  role?: ProfileRole | null;
  /** An `admin_users` row (spec §6). */
  adminRole?: AdminUserRole;
  /**
   * Whether the address was proven by a mailed link (decision 095). An account made here stands
   * for one an admin, an invitation or the demo data made: proven, unless a test says otherwise.
   */
  emailVerified?: boolean;
  createdAt?: Date;
}

export interface CreatedUser {
  user: UserRow;
  password: string;
}

/** A user who can sign in with email and password (better-auth's `credential` account). */
export async function createUser(
  db: DbOrTx,
  options: CreateUserOptions = {},
): Promise<CreatedUser> {
  const n = nextNumber();
  const id = options.id ?? randomUUID();
  const email = (options.email ?? `user-${n}-${id.slice(0, 8)}@example.test`).toLowerCase();
  const name = options.name ?? `Test User ${n}`;
  const password = options.password ?? 'password-123';
  const createdAt = options.createdAt ?? new Date();
  const [row] = await db
    .insert(user)
    .values({
      id,
      email,
      name,
      emailVerified: options.emailVerified ?? true,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!row) throw new Error('createUser: nothing inserted');
  await db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(password),
    createdAt,
    updatedAt: createdAt,
  });
  const role = options.role === undefined ? 'venue_owner' : options.role;
  if (role) await db.insert(userProfiles).values({ id, displayName: name, role });
  if (options.adminRole)
    await db.insert(adminUsers).values({ userId: id, role: options.adminRole });
  return { user: row, password };
}

export interface ContactInfo {
  emails?: string[];
  phones?: string[];
  address?: string | null;
  note?: string | null;
}

export interface CreateProviderOptions {
  id?: string;
  name?: string;
  website?: string | null;
  phone?: string | null;
  email?: string | null;
  description?: string | null;
  isActive?: boolean;
  status?: ProviderStatus;
  /** Stored as given: an object, a JSON string, or anything else (spec §3). */
  contactInfo?: unknown;
}

export async function createProvider(
  db: DbOrTx,
  options: CreateProviderOptions = {},
): Promise<ProviderRow> {
  const n = nextNumber();
  const [row] = await db
    .insert(triviaProviders)
    .values({
      id: options.id,
      name: options.name ?? `Test Provider ${n}`,
      website: options.website ?? null,
      phone: options.phone ?? null,
      email: options.email ?? null,
      description: options.description ?? null,
      isActive: options.isActive ?? true,
      status: options.status ?? 'approved',
      contactInfo: options.contactInfo ?? null,
    })
    .returning();
  if (!row) throw new Error('createProvider: nothing inserted');
  return row;
}

export async function addProviderUser(
  db: DbOrTx,
  options: { userId: string; providerId: string; role?: ProviderUserRole },
): Promise<void> {
  await db.insert(providerUsers).values({
    userId: options.userId,
    providerId: options.providerId,
    role: options.role ?? 'member',
  });
}

export interface CreateVenueOptions {
  id?: string;
  nameOriginal?: string;
  addressOriginal?: string;
  latitude?: number | null;
  longitude?: number | null;
  googlePlaceId?: string | null;
  googleName?: string | null;
  googleFormattedAddress?: string | null;
  googleRating?: number | null;
  googlePhoneNumber?: string | null;
  googleWebsite?: string | null;
  googlePhotoReference?: string | null;
  thumbnailUrl?: string | null;
  verificationStatus?: VerificationStatus;
  isImported?: boolean;
  /** History only: `created_by` grants nothing (decision 098). */
  createdBy?: string | null;
  /**
   * A venue this (non-admin) user added: its creator and first owner member, as the admin area's
   * Add Venue makes it.
   */
  ownedBy?: string;
  createdAt?: Date;
  updatedAt?: Date;
}

export async function createVenue(db: DbOrTx, options: CreateVenueOptions = {}): Promise<VenueRow> {
  const n = nextNumber();
  const latitude = options.latitude === undefined ? 36.1627 : options.latitude;
  const longitude = options.longitude === undefined ? -86.7816 : options.longitude;
  const [row] = await db
    .insert(venues)
    .values({
      id: options.id,
      nameOriginal: options.nameOriginal ?? `Test Venue ${n}`,
      addressOriginal: options.addressOriginal ?? `${100 + n} Test St, Nashville, TN 37203`,
      latitude,
      longitude,
      timezone: latitude !== null && longitude !== null ? timezoneAt(latitude, longitude) : null,
      googlePlaceId: options.googlePlaceId ?? null,
      googleName: options.googleName ?? null,
      googleFormattedAddress: options.googleFormattedAddress ?? null,
      googleRating: options.googleRating ?? null,
      googlePhoneNumber: options.googlePhoneNumber ?? null,
      googleWebsite: options.googleWebsite ?? null,
      googlePhotoReference: options.googlePhotoReference ?? null,
      thumbnailUrl: options.thumbnailUrl ?? null,
      verificationStatus: options.verificationStatus ?? 'pending',
      isImported: options.isImported ?? false,
      createdBy: options.createdBy ?? options.ownedBy ?? null,
      createdAt: options.createdAt,
      updatedAt: options.updatedAt ?? options.createdAt,
    })
    .returning();
  if (!row) throw new Error('createVenue: nothing inserted');
  if (options.ownedBy)
    await linkUserToVenue(db, {
      userId: options.ownedBy,
      venueId: row.id,
      grantedAt: row.createdAt,
    });
  return row;
}

export async function linkUserToVenue(
  db: DbOrTx,
  options: { userId: string; venueId: string; role?: UserVenueRole; grantedAt?: Date },
): Promise<void> {
  await db.insert(userVenues).values({
    userId: options.userId,
    venueId: options.venueId,
    role: options.role ?? 'owner',
    grantedAt: options.grantedAt,
  });
}

export interface CreateEventOptions {
  id?: string;
  venueId: string;
  providerId?: string | null;
  eventType?: string;
  dayOfWeek?: DayOfWeek;
  startTime?: string;
  endTime?: string | null;
  frequency?: Frequency;
  weekOfMonth?: WeekOfMonth | null;
  eventDate?: string | null;
  /** A series' bounds (decision 171). */
  firstNight?: string | null;
  lastNight?: string | null;
  prizeAmount?: number | null;
  prizeDescription?: string | null;
  maxTeams?: number | null;
  isActive?: boolean;
  createdAt?: Date;
}

export async function createEvent(db: DbOrTx, options: CreateEventOptions): Promise<EventRow> {
  const [row] = await db
    .insert(events)
    .values({
      id: options.id,
      venueId: options.venueId,
      providerId: options.providerId ?? null,
      eventType: options.eventType ?? 'Trivia',
      dayOfWeek: options.dayOfWeek ?? 'Tuesday',
      startTime: options.startTime ?? '19:00',
      endTime: options.endTime ?? null,
      frequency: options.frequency ?? 'weekly',
      weekOfMonth: options.weekOfMonth ?? null,
      eventDate: options.eventDate ?? null,
      firstNight: options.firstNight ?? null,
      lastNight: options.lastNight ?? null,
      prizeAmount: options.prizeAmount ?? null,
      prizeDescription: options.prizeDescription ?? null,
      maxTeams: options.maxTeams ?? null,
      isActive: options.isActive ?? true,
      createdAt: options.createdAt,
      updatedAt: options.createdAt,
    })
    .returning();
  if (!row) throw new Error('createEvent: nothing inserted');
  return row;
}

export async function createOccurrence(
  db: DbOrTx,
  options: {
    eventId: string;
    occurrenceDate: string;
    status?: OccurrenceStatus;
    notes?: string | null;
    /** The host's note the public sees (a cancelled night's reason). */
    publicNote?: string | null;
    confirmedAt?: Date | null;
    /** Who confirmed a confirmed night: its host unless told (decision 123). */
    confirmedBy?: Confirmer | null;
  },
): Promise<OccurrenceRow> {
  const status = options.status ?? 'scheduled';
  const [row] = await db
    .insert(eventOccurrences)
    .values({
      eventId: options.eventId,
      occurrenceDate: options.occurrenceDate,
      status,
      notes: options.notes ?? null,
      publicNote: options.publicNote ?? null,
      confirmedAt: options.confirmedAt ?? (status === 'confirmed' ? new Date() : null),
      confirmedBy: options.confirmedBy ?? (status === 'confirmed' ? 'host' : null),
    })
    .returning();
  if (!row) throw new Error('createOccurrence: nothing inserted');
  return row;
}

/** A night's posted results (decision 205), places computed from the scores as a posting does. */
export async function createNightResult(
  db: DbOrTx,
  options: { eventId: string; occurrenceDate: string; entries: { team: string; score: number }[] },
): Promise<void> {
  const [result] = await db
    .insert(nightResults)
    .values({ eventId: options.eventId, occurrenceDate: options.occurrenceDate })
    .returning();
  if (!result) throw new Error('createNightResult: nothing inserted');
  const places = placeEntries(options.entries);
  await db.insert(nightResultEntries).values(
    options.entries.map((entry, position) => ({
      resultId: result.id,
      position,
      teamName: entry.team,
      teamKey: teamKey(entry.team),
      score: entry.score,
      placement: places[position]?.place ?? 1,
    })),
  );
}

/** A season (decision 207): a provider's unless a venue is given, over the events given. */
export async function createSeason(
  db: DbOrTx,
  options: {
    providerId?: string;
    venueId?: string;
    name?: string;
    startsOn: string;
    endsOn: string;
    eventIds: string[];
    rule?: SeasonRule;
  },
): Promise<SeasonRow> {
  const id = randomUUID();
  const name = options.name ?? `Test Season ${nextNumber()}`;
  const [row] = await db
    .insert(seasons)
    .values({
      id,
      slug: seasonSlug({ id, name }),
      providerId: options.providerId ?? null,
      venueId: options.venueId ?? null,
      name,
      startsOn: options.startsOn,
      endsOn: options.endsOn,
      rule: options.rule ?? { scoring: { kind: 'score' }, minNights: 0, tieBreaks: [] },
    })
    .returning();
  if (!row) throw new Error('createSeason: nothing inserted');
  if (options.eventIds.length > 0) {
    await db
      .insert(seasonEvents)
      .values(options.eventIds.map((eventId) => ({ seasonId: id, eventId })));
  }
  return row;
}

export async function createNotification(
  db: DbOrTx,
  options: {
    id?: string;
    title?: string;
    message?: string;
    relatedId?: string | null;
    relatedTable?: string | null;
    createdBy?: string | null;
  },
): Promise<void> {
  await db.insert(notifications).values({
    id: options.id,
    type: 'new_provider',
    title: options.title ?? 'New provider registration',
    message: options.message ?? 'A trivia provider registered and awaits approval.',
    relatedId: options.relatedId ?? null,
    relatedTable: options.relatedTable ?? 'trivia_providers',
    createdBy: options.createdBy ?? null,
  });
}
