import { z } from 'zod';
import {
  NIGHT_LINK_ACTIONS,
  OCCURRENCE_STATUSES,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_STATUSES,
} from './constants.ts';
import { nightTheme } from './events.ts';
import { calendarDate, safeText } from './text.ts';

/** Nights people can trust: the schemas of confirmation links and visitors' reports. */

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
  /**
   * How many of the link's nights its recipient may no longer change (decision 099): not in
   * `nights`, and never changed by the link.
   */
  withheld: z.number().int(),
  /** The link's nights its recipient may still change. */
  nights: z.array(NightLinkNight),
});
export type NightLinkView = z.infer<typeof NightLinkView>;

/**
 * `POST /api/night-links/:token`'s body: a link that confirms one night may carry the night's
 * theme with it (decision 208). Nothing else in a request changes what a link does: its nights
 * are in its row.
 */
export const UseNightLinkInput = z.object({ theme: nightTheme.optional() }).default({});
export type UseNightLinkInput = z.input<typeof UseNightLinkInput>;

export const NightLinkParams = z.object({
  token: safeText({ max: 64 }).min(1, 'Required'),
});

/** `POST /api/admin/confirmations/send`: the admin's "Send confirmation requests now". */
export const SendConfirmationsInput = z.object({
  /** The admin's local date: the week asked about starts there. */
  from: calendarDate('Use a date like 2026-12-31'),
});
export const SendConfirmationsResult = z.object({ queued: z.number().int() });
export type SendConfirmationsResult = z.infer<typeof SendConfirmationsResult>;

/** A visitor's report of a night (no account). `website` is a honeypot: people leave it empty. */
export const NightReportInput = z.object({
  eventId: z.uuid('must be an event id'),
  date: calendarDate('Use a date like 2026-12-31'),
  reason: z.enum(REPORT_REASONS, { error: `Must be one of ${REPORT_REASONS.join(', ')}` }),
  note: safeText({ max: REPORT_NOTE_MAX })
    .trim()
    .optional()
    .transform((value) => value || undefined),
  email: z
    .union([z.literal(''), z.email('Enter a valid email address').max(254)])
    .optional()
    .transform((value) => value || undefined),
  website: safeText({ max: 200 }).optional(),
});
export type NightReportInput = z.input<typeof NightReportInput>;

export const NightReportAccepted = z.object({ received: z.literal(true) });

/** The night a report page is about (`GET /api/reports/night`). */
export const ReportNightQuery = z.object({
  event: z.uuid('must be an event id'),
  date: calendarDate('Use a date like 2026-12-31'),
});
export const ReportNight = z.object({
  eventId: z.string(),
  date: z.string(),
  title: z.string(),
  venueName: z.string(),
  venueSlug: z.string(),
});
export type ReportNight = z.infer<typeof ReportNight>;

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
  note: safeText({ max: 1000 }).trim().min(1, 'Say what you did'),
});
export type ResolveReportInput = z.input<typeof ResolveReportInput>;

export const ResolveReportResponse = z.object({ resolved: z.literal(true) });
