import { z } from 'zod';
import { DAYS_OF_WEEK, FREQUENCIES, USER_VENUE_ROLES, VERIFICATION_STATUSES } from './constants.ts';
import { safeText, singleLineText } from './text.ts';

/** Admin venue screens (spec §2, §3, §7) — request and response bodies. */

export const VerificationStatusSchema = z.enum(VERIFICATION_STATUSES, {
  error: `Must be one of ${VERIFICATION_STATUSES.join(', ')}`,
});

const latitude = z
  .number({ error: 'Enter a number' })
  .min(-90, 'Between -90 and 90')
  .max(90, 'Between -90 and 90');
const longitude = z
  .number({ error: 'Enter a number' })
  .min(-180, 'Between -180 and 180')
  .max(180, 'Between -180 and 180');
/** A venue's name and address are single-line text however they come in (decision 175). */
const requiredText = (label: string, max: number) =>
  singleLineText({ max, error: `${label} is required` }).min(1, `${label} is required`);
/** Lengths the venue forms allow (and their inputs say). */
export const VENUE_LIMITS = { nameLength: 200, addressLength: 300, urlLength: 500 } as const;

const optionalUrl = safeText({ max: VENUE_LIMITS.urlLength })
  .trim()
  .transform((value) => value || null)
  .pipe(
    z.url({ protocol: /^https?$/, error: 'Enter a full web address, like https://…' }).nullable(),
  );

/** The venue form (spec §5: Venue Name and Address required). Coordinates only when the address can't be found. */
export const CreateVenueInput = z
  .object({
    nameOriginal: requiredText('Venue Name', VENUE_LIMITS.nameLength),
    addressOriginal: requiredText('Address', VENUE_LIMITS.addressLength),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
  })
  .refine((value) => (value.latitude === undefined) === (value.longitude === undefined), {
    path: ['longitude'],
    message: 'Give both latitude and longitude, or neither',
  });
export type CreateVenueInput = z.input<typeof CreateVenueInput>;

/**
 * A change to a venue. Each field needs its own permission (spec §6): plain edits need `edit`, the
 * original name/address and coordinates `editOriginal`, the status `changeStatus`; Google data is
 * never editable — naming any Google field is refused.
 */
export const UpdateVenueInput = z
  .object({
    nameOriginal: requiredText('Venue Name', VENUE_LIMITS.nameLength).optional(),
    addressOriginal: requiredText('Address', VENUE_LIMITS.addressLength).optional(),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    thumbnailUrl: optionalUrl.optional(),
    verificationStatus: VerificationStatusSchema.optional(),
    googlePlaceId: z.unknown().optional(),
    googleName: z.unknown().optional(),
    googleFormattedAddress: z.unknown().optional(),
    googleRating: z.unknown().optional(),
    googlePhoneNumber: z.unknown().optional(),
    googleWebsite: z.unknown().optional(),
    googlePhotoReference: z.unknown().optional(),
  })
  .refine((value) => (value.latitude === undefined) === (value.longitude === undefined), {
    path: ['longitude'],
    message: 'Give both latitude and longitude, or neither',
  });
export type UpdateVenueInput = z.input<typeof UpdateVenueInput>;

export const GOOGLE_FIELDS = [
  'googlePlaceId',
  'googleName',
  'googleFormattedAddress',
  'googleRating',
  'googlePhoneNumber',
  'googleWebsite',
  'googlePhotoReference',
] as const;

export const VenueListQuery = z.object({
  q: safeText({ max: 200 }).trim().optional(),
  /** Only venues with this status (most demo venues are Pending). */
  status: VerificationStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type VenueListQuery = z.input<typeof VenueListQuery>;

const allowed = z.object({ allowed: z.literal(true) });
const denied = z.object({ allowed: z.literal(false), reason: z.string() });
export const PermissionSchema = z.discriminatedUnion('allowed', [allowed, denied]);

export const VenuePermissionsSchema = z.object({
  view: PermissionSchema,
  edit: PermissionSchema,
  delete: PermissionSchema,
  changeStatus: PermissionSchema,
  editOriginal: PermissionSchema,
  editGoogle: PermissionSchema,
  addEvent: PermissionSchema,
});

export const VenueSummary = z.object({
  id: z.string(),
  name: z.string(),
  nameOriginal: z.string(),
  addressOriginal: z.string(),
  verificationStatus: z.string(),
  isImported: z.boolean(),
  eventsCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canDelete: z.boolean(),
});
export type VenueSummary = z.infer<typeof VenueSummary>;

export const VenueListResponse = z.object({
  venues: z.array(VenueSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  canCreate: z.boolean(),
  canImport: z.boolean(),
});
export type VenueListResponse = z.infer<typeof VenueListResponse>;

export const VenueEventSummary = z.object({
  id: z.string(),
  eventType: z.string(),
  dayOfWeek: z.enum(DAYS_OF_WEEK),
  startTime: z.string(),
  endTime: z.string().nullable(),
  frequency: z.enum(FREQUENCIES),
  isActive: z.boolean(),
  /** A one-time event whose night is before its venue's today (decision 100). */
  isPast: z.boolean(),
  providerName: z.string().nullable(),
});
export type VenueEventSummary = z.infer<typeof VenueEventSummary>;

export const VenueDetail = z.object({
  id: z.string(),
  nameOriginal: z.string(),
  addressOriginal: z.string(),
  googlePlaceId: z.string().nullable(),
  googleName: z.string().nullable(),
  googleFormattedAddress: z.string().nullable(),
  googleRating: z.number().nullable(),
  googlePhoneNumber: z.string().nullable(),
  googleWebsite: z.string().nullable(),
  googlePhotoReference: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timezone: z.string().nullable(),
  verificationStatus: z.string(),
  isImported: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  eventsCount: z.number().int(),
  events: z.array(VenueEventSummary),
  /** The feed that brought the venue in and keeps its name and address. */
  feedName: z.string().nullable(),
  permissions: VenuePermissionsSchema,
  /** The public venue page's slug (`paths.venuePage`), on the venue detail answer. */
  publicSlug: z.string().optional(),
});
export type VenueDetail = z.infer<typeof VenueDetail>;

export const MyVenue = z.object({
  role: z.enum(USER_VENUE_ROLES),
  grantedAt: z.string(),
  venue: VenueSummary,
  events: z.array(VenueEventSummary),
});
export const MyVenuesResponse = z.object({ venues: z.array(MyVenue) });
export type MyVenuesResponse = z.infer<typeof MyVenuesResponse>;

export const DashboardResponse = z.object({
  /** 'all' for admins; 'mine' for everyone else ('My Venues', 'My Events'). */
  scope: z.enum(['all', 'mine']),
  venuesCount: z.number().int(),
  eventsCount: z.number().int(),
  latestVenues: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      addressOriginal: z.string(),
      verificationStatus: z.string(),
      createdAt: z.string(),
    }),
  ),
  latestEvents: z.array(
    z.object({
      id: z.string(),
      eventType: z.string(),
      dayOfWeek: z.enum(DAYS_OF_WEEK),
      startTime: z.string(),
      venueId: z.string(),
      venueName: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Open visitors' reports about nights the user manages. */
  openReports: z.number().int(),
  /** Teams coming tonight to the nights of the events the user may view. */
  teamsComingTonight: z.number().int(),
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;

/**
 * What one venue import may be (decision 037): a file of at most 5 MB and 20,000 rows
 * (413 beyond); the answer lists the first 100 rejected rows and counts them all. The request
 * may be larger than the file (JSON escapes it), up to `requestBytes`.
 */
export const IMPORT_LIMITS = {
  fileBytes: 5 * 1024 * 1024,
  rows: 20_000,
  reportedRejections: 100,
  requestBytes: 12 * 1024 * 1024,
} as const;

export const ImportVenuesInput = z.object({
  format: z.enum(['csv', 'json'], { error: 'Must be csv or json' }),
  // Never longer than the request, which the server refuses (413) past `requestBytes`.
  content: safeText({ max: IMPORT_LIMITS.requestBytes }).min(1, 'The file is empty'),
});
export type ImportVenuesInput = z.input<typeof ImportVenuesInput>;

export const ImportVenuesResponse = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  /** The first `IMPORT_LIMITS.reportedRejections` rejected rows, in file order. */
  rejected: z.array(z.object({ line: z.number().int(), message: z.string() })),
  /** Every rejected row. */
  rejectedCount: z.number().int(),
});
export type ImportVenuesResponse = z.infer<typeof ImportVenuesResponse>;

/** Spec §4: the status badge's label; anything unexpected reads 'Unknown'. */
export function verificationStatusLabel(status: string): string {
  switch (status) {
    case 'verified':
      return 'Verified';
    case 'pending':
      return 'Pending';
    case 'failed':
      return 'Failed';
    case 'needs_review':
      return 'Needs Review';
    default:
      return 'Unknown';
  }
}
