/** Business constants of spec §3 and §9, shared by the server and the web app. */

export const DAYS_OF_WEEK = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

export const FREQUENCIES = ['weekly', 'monthly', 'one-time'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Which week of the month a monthly event falls on (DESIGN.md "Data model"). */
export const WEEKS_OF_MONTH = ['1', '2', '3', '4', 'last'] as const;
export type WeekOfMonth = (typeof WEEKS_OF_MONTH)[number];

export const VERIFICATION_STATUSES = ['verified', 'pending', 'failed', 'needs_review'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const OCCURRENCE_STATUSES = ['scheduled', 'confirmed', 'cancelled'] as const;
export type OccurrenceStatus = (typeof OCCURRENCE_STATUSES)[number];
export const OCCURRENCE_STATUS_LABELS: Record<OccurrenceStatus, string> = {
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};

/**
 * Who confirmed a night (decision 123): someone who runs it (a member of its provider or venue) —
 * the public's "Confirmed" — or a platform admin, which the public sees only as "Checked {Mon d}".
 */
export const CONFIRMERS = ['host', 'platform'] as const;
export type Confirmer = (typeof CONFIRMERS)[number];

export const PROVIDER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

export const PROFILE_ROLES = ['admin', 'venue_owner'] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];

export const ADMIN_USER_ROLES = ['god', 'god_admin'] as const;
export type AdminUserRole = (typeof ADMIN_USER_ROLES)[number];

/** `member` is the registration-era name of a host; invitations give `admin` or `host`. */
export const PROVIDER_USER_ROLES = ['admin', 'host', 'member'] as const;
export type ProviderUserRole = (typeof PROVIDER_USER_ROLES)[number];

export const USER_VENUE_ROLES = ['owner', 'manager'] as const;
export type UserVenueRole = (typeof USER_VENUE_ROLES)[number];

/** What an invitation grants: a provider membership or a venue link. */
export const INVITATION_ROLES = ['admin', 'host', 'owner', 'manager'] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

export const NOTIFICATION_TYPES = ['new_provider'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const PASSWORD_MIN_LENGTH = 6;

export const SEARCH_RADIUS_MILES = 30;
export const SEARCH_RADIUS_MAX_MILES = 100;
export const VENUE_LIMIT = 50;
/** A new search is only made when the position moved more than this many degrees. */
export const REFETCH_MIN_MOVE_DEGREES = 0.001;

export const GEOLOCATION_OPTIONS = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
} as const;

export const AUTOCOMPLETE = {
  debounceMs: 300,
  limit: 5,
  minChars: 2,
  closeAfterBlurMs: 200,
} as const;

export const DASHBOARD_RECENT_LIMIT = 5;
/** Weeks the schedule shows: the next 7 days by default (decision 066), or 2, 4 or 8. */
export const SCHEDULE_WEEK_RANGES = [1, 2, 4, 8] as const;
export const SCHEDULE_DEFAULT_WEEKS = 1;
export const COPY_CONFIRMATION_MS = 2000;

/**
 * What a link in a weekly confirmation mail does; `results` posts (and corrects) one night's
 * results once it has started, as often as needed until the link expires (decision 209).
 */
export const NIGHT_LINK_ACTIONS = ['confirm', 'cancel', 'confirm_all', 'results'] as const;
export type NightLinkAction = (typeof NIGHT_LINK_ACTIONS)[number];
/** Links in confirmation mail work this long. */
export const NIGHT_LINK_DAYS = 14;

/** Why a visitor reports a night. */
export const REPORT_REASONS = ['not_happening', 'wrong_time', 'no_longer_hosts', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  not_happening: 'Not happening that night',
  wrong_time: 'Wrong time',
  no_longer_hosts: 'No longer hosts trivia',
  other: 'Other',
};
/** A report's note may be this long. */
export const REPORT_NOTE_MAX = 500;
export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** Open "not happening" reports from this many addresses flag an unconfirmed night publicly. */
export const REPORTS_TO_FLAG_NIGHT = 2;
/** A schedule checked within this many days shows "Checked {Mon d}". */
export const VERIFIED_FRESH_DAYS = 30;
