import type { Confirmer, ProfileRole, ProviderStatus } from './constants.ts';

/**
 * Every permission rule of spec §6, as DESIGN.md makes it coherent. The server enforces these on
 * every request (its `require*` guards are built on them); the web app uses them only to hide what
 * the server would refuse.
 */

export const STAFF_READ_ONLY = 'Staff role has read-only access';
export const NOT_YOUR_VENUE = 'You can only edit venues you own or manage';
export const VENUE_STATUS_ADMIN_ONLY = "Only platform administrators can change a venue's status";
export const IMPORTED_VENUE_DELETE =
  'Imported venues can only be deleted by a platform administrator';
export const IMPORTED_ORIGINAL_PROTECTED =
  'The original name and address of an imported venue are protected unless it failed verification or needs review';
export const ORIGINAL_LOCKED_AFTER_REVIEW =
  'The original name and address can only be changed while the venue is pending or if you created it outside an import';
export const GOOGLE_DATA_READ_ONLY = 'Google data is never editable';
export const NOT_YOUR_EVENT =
  'You can only manage events at venues you own or manage, or events your provider runs';
export const EVENT_DELETE_NOT_ALLOWED =
  'Only a platform administrator or an owner of the venue can delete this event';
export const ADMIN_ONLY_PAGE = 'This page is only accessible to platform administrators.';
export const VENUE_IMPORT_ADMIN_ONLY = 'Only platform administrators can import venues.';

/** Who is asking: the signed-in user as the server resolved them. */
export interface Actor {
  userId: string;
  /** Profile role admin, an admin_users row (god/god_admin), or an ADMIN_EMAILS address. */
  isAdmin: boolean;
  /** The profile's role; null when the user has no profile (read-only staff). */
  profileRole: ProfileRole | null;
  /** Providers the user belongs to whose registration is approved. */
  providerIds: readonly string[];
}

export type Permission = { allowed: true } | { allowed: false; reason: string };
const ALLOW: Permission = { allowed: true };
const deny = (reason: string): Permission => ({ allowed: false, reason });
const when = (condition: boolean, reason: string): Permission => (condition ? ALLOW : deny(reason));

/**
 * A venue's rights come from its memberships (`user_venues`) only; `venues.created_by` is history
 * and grants nothing: the creator is simply the first member, with role owner (decision 098).
 */
export interface VenueFacts {
  /** Users linked through user_venues, whatever their role: they manage the venue. */
  managerUserIds: readonly string[];
  /** Those of them whose role is owner: they also delete its events and manage its team. */
  ownerUserIds: readonly string[];
  isImported: boolean;
  verificationStatus: string;
}

export interface VenuePermissions {
  view: Permission;
  edit: Permission;
  delete: Permission;
  changeStatus: Permission;
  editOriginal: Permission;
  editGoogle: Permission;
}

/** A user linked to the venue through user_venues (its creator is linked as its first owner). */
export function managesVenue(actor: Actor, venue: VenueFacts): boolean {
  return venue.managerUserIds.includes(actor.userId);
}

export function venuePermissions(actor: Actor, venue: VenueFacts): VenuePermissions {
  const google = deny(GOOGLE_DATA_READ_ONLY);
  if (actor.isAdmin) {
    const reviewable =
      venue.verificationStatus === 'failed' || venue.verificationStatus === 'needs_review';
    return {
      view: ALLOW,
      edit: ALLOW,
      delete: ALLOW,
      changeStatus: ALLOW,
      editOriginal: when(!venue.isImported || reviewable, IMPORTED_ORIGINAL_PROTECTED),
      editGoogle: google,
    };
  }
  if (actor.profileRole === null) {
    const readOnly = deny(STAFF_READ_ONLY);
    return {
      view: ALLOW,
      edit: readOnly,
      delete: readOnly,
      changeStatus: readOnly,
      editOriginal: readOnly,
      editGoogle: google,
    };
  }
  if (managesVenue(actor, venue)) {
    return {
      view: ALLOW,
      edit: ALLOW,
      delete: when(!venue.isImported, IMPORTED_VENUE_DELETE),
      changeStatus: deny(VENUE_STATUS_ADMIN_ONLY),
      editOriginal: when(
        !venue.isImported || venue.verificationStatus === 'pending',
        ORIGINAL_LOCKED_AFTER_REVIEW,
      ),
      editGoogle: google,
    };
  }
  const notYours = deny(NOT_YOUR_VENUE);
  return {
    view: notYours,
    edit: notYours,
    delete: notYours,
    changeStatus: notYours,
    editOriginal: notYours,
    editGoogle: google,
  };
}

/** Anyone with a profile may add a venue (spec §2 "Add Venue"). */
export function canCreateVenue(actor: Actor): Permission {
  return actor.isAdmin || actor.profileRole !== null ? ALLOW : deny(STAFF_READ_ONLY);
}

export interface EventFacts {
  venue: VenueFacts;
  providerId: string | null;
}

export interface EventPermissions {
  view: Permission;
  edit: Permission;
  delete: Permission;
}

function runsEvent(actor: Actor, event: EventFacts): boolean {
  return event.providerId !== null && actor.providerIds.includes(event.providerId);
}

/** An event at a venue the user manages, or run by a provider they belong to (DESIGN.md). */
export function managesEvent(actor: Actor, event: EventFacts): boolean {
  return managesVenue(actor, event.venue) || runsEvent(actor, event);
}

export function eventPermissions(actor: Actor, event: EventFacts): EventPermissions {
  if (actor.isAdmin) return { view: ALLOW, edit: ALLOW, delete: ALLOW };
  if (actor.profileRole === null) {
    return { view: ALLOW, edit: deny(STAFF_READ_ONLY), delete: deny(STAFF_READ_ONLY) };
  }
  const manages = managesEvent(actor, event);
  return {
    view: when(manages, NOT_YOUR_EVENT),
    edit: when(manages, NOT_YOUR_EVENT),
    // Spec §6 "the user who created its venue": the creator's rights are the owner membership's.
    delete: when(event.venue.ownerUserIds.includes(actor.userId), EVENT_DELETE_NOT_ALLOWED),
  };
}

/** A new event may only be placed at a venue the user may manage. */
export function canCreateEventAt(actor: Actor, venue: VenueFacts): Permission {
  if (actor.isAdmin) return ALLOW;
  if (actor.profileRole === null) return deny(STAFF_READ_ONLY);
  return when(managesVenue(actor, venue), NOT_YOUR_EVENT);
}

/** Confirming, cancelling or rescheduling a night is managing its event. */
export function canChangeOccurrence(actor: Actor, event: EventFacts): Permission {
  return eventPermissions(actor, event).edit;
}

/**
 * Who a confirmation by `actor` is, publicly (decision 123): a member of the event's provider or
 * venue runs the night ('host'). A platform admin who is neither is 'platform', whoever else runs
 * it: the public reads "Checked {Mon d}", not "Confirmed".
 */
export function confirmerOf(actor: Actor, event: EventFacts): Confirmer {
  return managesEvent(actor, event) ? 'host' : 'platform';
}

/**
 * Which occurrences the schedule shows: everything for admins, otherwise those of events the user
 * may manage (DESIGN.md: the original's "provider_id equals profile id" is a defect).
 */
export function scheduleScope(actor: Actor): 'all' | 'managed' {
  return actor.isAdmin ? 'all' : 'managed';
}

/** The provider directory and contact editing (spec §6). */
export function canManageProviders(actor: Actor): Permission {
  return when(actor.isAdmin, ADMIN_ONLY_PAGE);
}

/** The activity log of every change (admins only). */
export function canViewActivity(actor: Actor): Permission {
  return when(actor.isAdmin, ADMIN_ONLY_PAGE);
}

/** Our visitors' Core Web Vitals, aggregated (decision 192: admins only). */
export function canViewVitals(actor: Actor): Permission {
  return when(actor.isAdmin, ADMIN_ONLY_PAGE);
}

/** Failing background jobs, and retrying a given-up one (decision 160: admins only). */
export function canManageJobs(actor: Actor): Permission {
  return when(actor.isAdmin, ADMIN_ONLY_PAGE);
}

export const SEND_CONFIRMATIONS_ADMIN_ONLY =
  'Only platform administrators can send confirmation requests.';

/** "Send confirmation requests now" on the schedule page. */
export function canSendConfirmations(actor: Actor): Permission {
  return when(actor.isAdmin, SEND_CONFIRMATIONS_ADMIN_ONLY);
}

/** Importing venues from a CSV or JSON file. */
export function canImportVenues(actor: Actor): Permission {
  return when(actor.isAdmin, VENUE_IMPORT_ADMIN_ONLY);
}

/**
 * Which venues or events an actor reaches, by who they are: every one, the ones they manage
 * (`managesVenue`, `managesEvent`), or none. The server turns a scope into the SQL of its lists
 * (`apps/server/src/services/venues/access.ts`); a test runs both over the same users and rows.
 */
export type AccessScope = 'all' | 'managed' | 'none';

export function isInScope(scope: AccessScope, manages: boolean): boolean {
  return scope === 'all' || (scope === 'managed' && manages);
}

/**
 * Seeing a venue or an event (its page; the venues list): admins and read-only staff see every
 * one, everyone else what they manage. `venuePermissions(…).view` and `eventPermissions(…).view`.
 */
export function viewScope(actor: Actor): AccessScope {
  return actor.isAdmin || actor.profileRole === null ? 'all' : 'managed';
}

/**
 * Changing a venue or an event, adding an event at a venue, confirming or cancelling a night
 * (the schedule lists exactly these): admins everywhere, read-only staff nowhere, everyone else
 * where they manage. `venuePermissions(…).edit`, `eventPermissions(…).edit`, `canCreateEventAt`,
 * `canChangeOccurrence`.
 */
export function changeScope(actor: Actor): AccessScope {
  if (actor.isAdmin) return 'all';
  return actor.profileRole === null ? 'none' : 'managed';
}

/**
 * The lists of one's own: the dashboard ('My Venues', 'My Events') and the events list (spec §6
 * "non-admins see only events of venues they created or are linked to", DESIGN.md adds their
 * providers' events). Admins see everything; everyone else, read-only staff too, what they manage.
 */
export function listScope(actor: Actor): AccessScope {
  return actor.isAdmin ? 'all' : 'managed';
}

/**
 * Whether a signed-in user may enter the admin area: admins always; users of no provider (venue
 * owners, staff) too; provider users once one of their providers is approved.
 */
export function adminAreaAccess(options: {
  isAdmin: boolean;
  providerStatuses: readonly ProviderStatus[];
}): 'granted' | 'pending_approval' | 'rejected' {
  const { isAdmin, providerStatuses } = options;
  if (isAdmin || providerStatuses.length === 0 || providerStatuses.includes('approved'))
    return 'granted';
  return providerStatuses.includes('pending') ? 'pending_approval' : 'rejected';
}

export const NOT_YOUR_TEAM =
  'You can only manage the team of a provider you administer or a venue you own';
export const LAST_TEAM_ADMIN = 'The last admin of a provider cannot be removed';
export const USERS_ADMIN_ONLY = 'Only platform administrators can manage accounts.';

/**
 * A team: a provider's members (`provider_users`) or a venue's people (`user_venues`).
 * Its managers are the provider's `admin` members, or the venue's `owner` links (its creator is
 * the first of them, decision 098).
 */
export interface TeamFacts {
  managerUserIds: readonly string[];
}

/** Listing, inviting to, and removing from a team: platform admins and the team's managers. */
export function canManageTeam(actor: Actor, team: TeamFacts): Permission {
  if (actor.isAdmin) return ALLOW;
  if (actor.profileRole === null) return deny(STAFF_READ_ONLY);
  return when(team.managerUserIds.includes(actor.userId), NOT_YOUR_TEAM);
}

/**
 * A provider keeps at least one admin. A venue's last owner, its creator included, may go: platform
 * admins still manage it, as they manage the venues an admin created (decision 098).
 */
export function canRemoveTeamMember(options: {
  kind: 'provider' | 'venue';
  memberRole: string;
  adminCount: number;
}): Permission {
  const { kind, memberRole, adminCount } = options;
  return when(!(kind === 'provider' && memberRole === 'admin' && adminCount <= 1), LAST_TEAM_ADMIN);
}

/** Every account: listing, role changes, disabling (platform admins). */
export function canManageUsers(actor: Actor): Permission {
  return when(actor.isAdmin, USERS_ADMIN_ONLY);
}

export const NOT_YOUR_PROVIDER_FEEDS = 'You can only manage the feeds of providers you belong to';
export const VENUE_MERGE_ADMIN_ONLY = 'Only platform administrators can merge venues.';

/** A provider's feeds: its approved members (not read-only staff) and admins. */
export function canManageFeedsOf(actor: Actor, providerId: string): Permission {
  return when(
    actor.isAdmin || (actor.profileRole !== null && actor.providerIds.includes(providerId)),
    NOT_YOUR_PROVIDER_FEEDS,
  );
}

/** The duplicate finder and merging venues: admins. */
export function canMergeVenues(actor: Actor): Permission {
  return when(actor.isAdmin, VENUE_MERGE_ADMIN_ONLY);
}
