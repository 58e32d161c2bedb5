import { describe, expect, it } from 'vitest';
import {
  type Actor,
  ADMIN_ONLY_PAGE,
  adminAreaAccess,
  canChangeOccurrence,
  canCreateEventAt,
  canCreateVenue,
  canImportVenues,
  canManageProviders,
  changeScope,
  confirmerOf,
  EVENT_DELETE_NOT_ALLOWED,
  type EventFacts,
  eventPermissions,
  GOOGLE_DATA_READ_ONLY,
  IMPORTED_ORIGINAL_PROTECTED,
  IMPORTED_VENUE_DELETE,
  isInScope,
  listScope,
  managesEvent,
  managesVenue,
  NOT_YOUR_EVENT,
  NOT_YOUR_VENUE,
  ORIGINAL_LOCKED_AFTER_REVIEW,
  type Permission,
  STAFF_READ_ONLY,
  scheduleScope,
  VENUE_IMPORT_ADMIN_ONLY,
  VENUE_STATUS_ADMIN_ONLY,
  type VenueFacts,
  venuePermissions,
  viewScope,
} from './permissions.ts';

/** A signed-in user as the rules see them: a venue owner of no provider unless told otherwise. */
const actorOf = (userId: string, overrides: Partial<Omit<Actor, 'userId'>> = {}): Actor => ({
  userId,
  isAdmin: false,
  profileRole: 'venue_owner',
  providerIds: [],
  ...overrides,
});

const admin = actorOf('admin', { isAdmin: true, profileRole: 'admin' });
const creator = actorOf('creator');
const linked = actorOf('linked');
const other = actorOf('other');
const staff = actorOf('staff', { profileRole: null });
const providerUser = actorOf('host', { providerIds: ['p1'] });
// An admin by admin_users or ADMIN_EMAILS, whose profile says venue_owner, is still an admin.
const adminByRecord = actorOf('god', { isAdmin: true });

// The creator is the venue's first member, with role owner (decision 098); `linked` is a manager.
const venue = (isImported: boolean, verificationStatus: string): VenueFacts => ({
  managerUserIds: ['creator', 'linked'],
  ownerUserIds: ['creator'],
  isImported,
  verificationStatus,
});

const Y = 'allowed';
type Cell = typeof Y | string;
const show = (permission: Permission): Cell => (permission.allowed ? Y : permission.reason);

describe('venue permissions (spec §6)', () => {
  // [actor, imported, status, view, edit, delete, changeStatus, editOriginal]
  const table: [string, Actor, boolean, string, Cell, Cell, Cell, Cell, Cell][] = [
    // Admin: edit and delete always; change status; original data unless imported and not failed/needs_review.
    ['admin', admin, false, 'pending', Y, Y, Y, Y, Y],
    ['admin', admin, false, 'verified', Y, Y, Y, Y, Y],
    ['admin', admin, true, 'verified', Y, Y, Y, Y, IMPORTED_ORIGINAL_PROTECTED],
    ['admin', admin, true, 'pending', Y, Y, Y, Y, IMPORTED_ORIGINAL_PROTECTED],
    ['admin', admin, true, 'failed', Y, Y, Y, Y, Y],
    ['admin', admin, true, 'needs_review', Y, Y, Y, Y, Y],
    ['admin by record', adminByRecord, true, 'needs_review', Y, Y, Y, Y, Y],
    // Owner (a user_venues member: the creator, or linked): edit; delete only if not imported; original if not imported or pending; no status.
    ['creator', creator, false, 'verified', Y, Y, Y, VENUE_STATUS_ADMIN_ONLY, Y],
    ['creator', creator, false, 'failed', Y, Y, Y, VENUE_STATUS_ADMIN_ONLY, Y],
    ['creator', creator, true, 'pending', Y, Y, IMPORTED_VENUE_DELETE, VENUE_STATUS_ADMIN_ONLY, Y],
    [
      'creator',
      creator,
      true,
      'verified',
      Y,
      Y,
      IMPORTED_VENUE_DELETE,
      VENUE_STATUS_ADMIN_ONLY,
      ORIGINAL_LOCKED_AFTER_REVIEW,
    ],
    [
      'creator',
      creator,
      true,
      'needs_review',
      Y,
      Y,
      IMPORTED_VENUE_DELETE,
      VENUE_STATUS_ADMIN_ONLY,
      ORIGINAL_LOCKED_AFTER_REVIEW,
    ],
    ['linked', linked, false, 'pending', Y, Y, Y, VENUE_STATUS_ADMIN_ONLY, Y],
    [
      'linked',
      linked,
      true,
      'failed',
      Y,
      Y,
      IMPORTED_VENUE_DELETE,
      VENUE_STATUS_ADMIN_ONLY,
      ORIGINAL_LOCKED_AFTER_REVIEW,
    ],
    // Others: refused with the spec's message.
    [
      'other owner',
      other,
      false,
      'pending',
      NOT_YOUR_VENUE,
      NOT_YOUR_VENUE,
      NOT_YOUR_VENUE,
      NOT_YOUR_VENUE,
      NOT_YOUR_VENUE,
    ],
    [
      'provider user',
      providerUser,
      true,
      'verified',
      NOT_YOUR_VENUE,
      NOT_YOUR_VENUE,
      NOT_YOUR_VENUE,
      NOT_YOUR_VENUE,
      NOT_YOUR_VENUE,
    ],
    // No profile: read-only staff.
    [
      'staff',
      staff,
      false,
      'pending',
      Y,
      STAFF_READ_ONLY,
      STAFF_READ_ONLY,
      STAFF_READ_ONLY,
      STAFF_READ_ONLY,
    ],
    [
      'staff',
      staff,
      true,
      'failed',
      Y,
      STAFF_READ_ONLY,
      STAFF_READ_ONLY,
      STAFF_READ_ONLY,
      STAFF_READ_ONLY,
    ],
  ];

  it.each(table)(
    '%s on imported=%s %s',
    (_, actor, isImported, status, view, edit, del, changeStatus, editOriginal) => {
      const permissions = venuePermissions(actor, venue(isImported, status));
      expect({
        view: show(permissions.view),
        edit: show(permissions.edit),
        delete: show(permissions.delete),
        changeStatus: show(permissions.changeStatus),
        editOriginal: show(permissions.editOriginal),
      }).toEqual({ view, edit, delete: del, changeStatus, editOriginal });
    },
  );

  it('never lets anyone edit Google data', () => {
    for (const actor of [admin, creator, linked, other, staff]) {
      expect(show(venuePermissions(actor, venue(true, 'failed')).editGoogle)).toBe(
        GOOGLE_DATA_READ_ONLY,
      );
    }
  });

  it('gives the creator nothing once their membership is gone (decision 098)', () => {
    const removed: VenueFacts = {
      managerUserIds: ['linked'],
      ownerUserIds: [],
      isImported: false,
      verificationStatus: 'pending',
    };
    expect(managesVenue(creator, removed)).toBe(false);
    expect(show(venuePermissions(creator, removed).edit)).toBe(NOT_YOUR_VENUE);
    expect(show(canCreateEventAt(creator, removed))).toBe(NOT_YOUR_EVENT);
    const event = { venue: removed, providerId: null };
    expect(show(eventPermissions(creator, event).delete)).toBe(EVENT_DELETE_NOT_ALLOWED);
    expect(show(canChangeOccurrence(creator, event))).toBe(NOT_YOUR_EVENT);
  });

  it('lets anyone with a profile add a venue, not staff', () => {
    expect(show(canCreateVenue(admin))).toBe(Y);
    expect(show(canCreateVenue(other))).toBe(Y);
    expect(show(canCreateVenue(staff))).toBe(STAFF_READ_ONLY);
  });
});

describe('event permissions (spec §6, DESIGN.md)', () => {
  const at = (providerId: string | null) => ({ venue: venue(false, 'verified'), providerId });
  // [actor, event provider, view, edit, delete]
  const table: [string, Actor, string | null, Cell, Cell, Cell][] = [
    ['admin', admin, null, Y, Y, Y],
    ['venue owner (its creator)', creator, null, Y, Y, Y],
    ['linked manager', linked, 'p1', Y, Y, EVENT_DELETE_NOT_ALLOWED],
    ["the event's provider", providerUser, 'p1', Y, Y, EVENT_DELETE_NOT_ALLOWED],
    [
      'another provider',
      providerUser,
      'p2',
      NOT_YOUR_EVENT,
      NOT_YOUR_EVENT,
      EVENT_DELETE_NOT_ALLOWED,
    ],
    ['other owner', other, null, NOT_YOUR_EVENT, NOT_YOUR_EVENT, EVENT_DELETE_NOT_ALLOWED],
    ['staff', staff, 'p1', Y, STAFF_READ_ONLY, STAFF_READ_ONLY],
  ];

  it.each(table)('%s (event of provider %s)', (_, actor, providerId, view, edit, del) => {
    const permissions = eventPermissions(actor, at(providerId));
    expect([show(permissions.view), show(permissions.edit), show(permissions.delete)]).toEqual([
      view,
      edit,
      del,
    ]);
    expect(show(canChangeOccurrence(actor, at(providerId)))).toBe(edit);
  });

  it('confirms as the host only for those who run the night (decision 123)', () => {
    const unmanaged = {
      venue: { ...venue(true, 'verified'), managerUserIds: [] },
      providerId: null,
    };
    expect(confirmerOf(providerUser, at('p1'))).toBe('host');
    expect(confirmerOf(linked, at('p2'))).toBe('host');
    // An admin confirming another provider's or a managed venue's night: the platform's word.
    expect(confirmerOf(admin, at('p1'))).toBe('platform');
    expect(confirmerOf(admin, at(null))).toBe('platform');
    // A night nobody on the platform runs: still not its host's word.
    expect(confirmerOf(admin, unmanaged)).toBe('platform');
    // An admin who belongs to the provider runs its nights.
    expect(confirmerOf({ ...admin, providerIds: ['p1'] }, at('p1'))).toBe('host');
  });

  it('places new events only at venues the user manages', () => {
    expect(show(canCreateEventAt(admin, venue(true, 'verified')))).toBe(Y);
    expect(show(canCreateEventAt(creator, venue(false, 'pending')))).toBe(Y);
    expect(show(canCreateEventAt(linked, venue(false, 'pending')))).toBe(Y);
    expect(show(canCreateEventAt(providerUser, venue(false, 'pending')))).toBe(NOT_YOUR_EVENT);
    expect(show(canCreateEventAt(other, venue(false, 'pending')))).toBe(NOT_YOUR_EVENT);
    expect(show(canCreateEventAt(staff, venue(false, 'pending')))).toBe(STAFF_READ_ONLY);
  });
});

describe('schedule, providers and the admin area', () => {
  it('shows admins every occurrence and others what they manage', () => {
    expect(scheduleScope(admin)).toBe('all');
    expect(scheduleScope(creator)).toBe('managed');
    expect(scheduleScope(staff)).toBe('managed');
  });

  it('keeps the provider directory to admins', () => {
    expect(show(canManageProviders(admin))).toBe(Y);
    for (const actor of [creator, staff, providerUser])
      expect(show(canManageProviders(actor))).toBe(ADMIN_ONLY_PAGE);
  });

  it('keeps venue import to admins', () => {
    expect(show(canImportVenues(admin))).toBe(Y);
    expect(show(canImportVenues(adminByRecord))).toBe(Y);
    for (const actor of [creator, staff, providerUser])
      expect(show(canImportVenues(actor))).toBe(VENUE_IMPORT_ADMIN_ONLY);
  });

  it.each([
    [true, ['pending'], 'granted'],
    [false, [], 'granted'],
    [false, ['approved'], 'granted'],
    [false, ['pending', 'approved'], 'granted'],
    [false, ['pending'], 'pending_approval'],
    [false, ['rejected', 'pending'], 'pending_approval'],
    [false, ['rejected'], 'rejected'],
  ] as const)('admin=%s with providers %o: %s', (isAdmin, providerStatuses, expected) => {
    expect(adminAreaAccess({ isAdmin, providerStatuses })).toBe(expected);
  });
});

describe('the scopes the server turns into SQL', () => {
  // Every kind of user: staff who created a venue or belong to a provider included.
  const actors = [
    admin,
    adminByRecord,
    creator,
    linked,
    other,
    staff,
    providerUser,
    actorOf('creator', { profileRole: null }),
    actorOf('staff-host', { profileRole: null, providerIds: ['p1'] }),
  ];
  const venues: VenueFacts[] = [[], ['creator'], ['other']].flatMap((ownerUserIds) =>
    [[], ['linked'], ['staff', 'other']].flatMap((managers) =>
      [false, true].map((isImported) => ({
        managerUserIds: [...new Set([...ownerUserIds, ...managers])],
        ownerUserIds,
        isImported,
        verificationStatus: 'verified',
      })),
    ),
  );
  const events: EventFacts[] = venues.flatMap((venue) =>
    [null, 'p1', 'p2'].map((providerId) => ({ venue, providerId })),
  );

  it('say the same as the venue rules, for every user and venue', () => {
    for (const actor of actors) {
      for (const venue of venues) {
        const manages = managesVenue(actor, venue);
        const permissions = venuePermissions(actor, venue);
        const where = `${actor.userId} on ${JSON.stringify(venue)}`;
        expect(permissions.view.allowed, where).toBe(isInScope(viewScope(actor), manages));
        expect(permissions.edit.allowed, where).toBe(isInScope(changeScope(actor), manages));
        expect(canCreateEventAt(actor, venue).allowed, where).toBe(
          isInScope(changeScope(actor), manages),
        );
      }
    }
  });

  it('say the same as the event rules, and every event listed can be opened', () => {
    for (const actor of actors) {
      for (const event of events) {
        const manages = managesEvent(actor, event);
        const permissions = eventPermissions(actor, event);
        const where = `${actor.userId} on ${JSON.stringify(event)}`;
        expect(permissions.view.allowed, where).toBe(isInScope(viewScope(actor), manages));
        expect(permissions.edit.allowed, where).toBe(isInScope(changeScope(actor), manages));
        expect(canChangeOccurrence(actor, event).allowed, where).toBe(permissions.edit.allowed);
        if (isInScope(listScope(actor), manages))
          expect(permissions.view.allowed, where).toBe(true);
      }
    }
  });
});
