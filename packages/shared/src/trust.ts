import { z } from 'zod';
import {
  NIGHT_LINK_ACTIONS,
  OCCURRENCE_STATUSES,
  type OccurrenceStatus,
  REPORT_REASONS,
  REPORT_STATUSES,
  VERIFIED_FRESH_DAYS,
} from './constants.ts';
import { daysBetween, type IsoDate } from './dates.ts';
import { formatMonthDay } from './formatting.ts';

/** Nights people can trust (issue 14): freshness, confirmation links, visitors' reports. */

export type FreshnessKind = 'confirmed' | 'cancelled' | 'reported' | 'verified' | 'stale';
export interface Freshness {
  kind: FreshnessKind;
  label: string;
}

/**
 * What the public sees about how fresh a night's listing is: "Confirmed" for a confirmed night;
 * "Reported as not happening" when enough visitors said so and the host did not confirm;
 * "Verified {Mon d}" when the host checked the schedule within 30 days; otherwise "Not confirmed
 * recently". A cancelled night says "Cancelled", with the host's note when there is one.
 */
export function nightFreshness(night: {
  status: OccurrenceStatus;
  reported?: boolean;
  note?: string | null;
  /** ISO timestamp of the event's last check, if any. */
  verifiedAt?: string | null;
  today: IsoDate;
}): Freshness {
  if (night.status === 'cancelled') {
    return { kind: 'cancelled', label: night.note ? `Cancelled — ${night.note}` : 'Cancelled' };
  }
  if (night.status === 'confirmed') return { kind: 'confirmed', label: 'Confirmed' };
  if (night.reported) return { kind: 'reported', label: 'Reported as not happening' };
  const checked = night.verifiedAt?.slice(0, 10);
  if (checked && daysBetween(checked, night.today) <= VERIFIED_FRESH_DAYS) {
    return { kind: 'verified', label: `Verified ${formatMonthDay(checked)}` };
  }
  return { kind: 'stale', label: 'Not confirmed recently' };
}

export const NightLinkNight = z.object({
  id: z.string(),
  date: z.string(),
  status: z.enum(OCCURRENCE_STATUSES),
  venueName: z.string(),
  eventTitle: z.string(),
  startTime: z.string(),
});
export type NightLinkNight = z.infer<typeof NightLinkNight>;

/** `GET`/`POST /api/night-links/:token`. */
export const NightLinkView = z.object({
  action: z.enum(NIGHT_LINK_ACTIONS),
  state: z.enum(['ready', 'used', 'expired']),
  /** How many nights this press changed (0 on a second press). */
  changed: z.number().int(),
  nights: z.array(NightLinkNight),
});
export type NightLinkView = z.infer<typeof NightLinkView>;

export const NightLinkParams = z.object({
  token: z.string().min(1).max(200),
});

/** `POST /api/admin/confirmations/send`: the admin's "Send confirmation requests now". */
export const SendConfirmationsInput = z.object({
  /** The admin's local date: the week asked about starts there. */
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31'),
});
export const SendConfirmationsResult = z.object({ queued: z.number().int() });
export type SendConfirmationsResult = z.infer<typeof SendConfirmationsResult>;

export const REPORT_NOTE_MAX = 500;

/** A visitor's report of a night (no account). `website` is a honeypot: people leave it empty. */
export const NightReportInput = z.object({
  eventId: z.uuid('must be an event id'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31'),
  reason: z.enum(REPORT_REASONS, { error: `Must be one of ${REPORT_REASONS.join(', ')}` }),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, `At most ${REPORT_NOTE_MAX} characters`)
    .optional()
    .transform((value) => value || undefined),
  email: z
    .union([z.literal(''), z.email('Enter a valid email address').max(254)])
    .optional()
    .transform((value) => value || undefined),
  website: z.string().max(200).optional(),
});
export type NightReportInput = z.input<typeof NightReportInput>;

export const NightReportAccepted = z.object({ received: z.literal(true) });

export const ReportListQuery = z.object({
  status: z.enum(REPORT_STATUSES, { error: "must be 'open' or 'resolved'" }).optional(),
  venueId: z.uuid('must be a venue id').optional(),
});
export type ReportListQuery = z.input<typeof ReportListQuery>;

export const NightReportEntry = z.object({
  id: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  venueId: z.string(),
  venueName: z.string(),
  date: z.string(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  resolutionNote: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type NightReportEntry = z.infer<typeof NightReportEntry>;

export const ReportListResponse = z.object({
  reports: z.array(NightReportEntry),
  venues: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ReportListResponse = z.infer<typeof ReportListResponse>;

export const ResolveReportInput = z.object({
  note: z.string().trim().min(1, 'Say what you did').max(1000, 'At most 1000 characters'),
});
export type ResolveReportInput = z.input<typeof ResolveReportInput>;
