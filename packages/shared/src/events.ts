import { z } from 'zod';
import {
  CONFIRMERS,
  DAYS_OF_WEEK,
  FREQUENCIES,
  OCCURRENCE_STATUSES,
  type OccurrenceStatus,
  SCHEDULE_DEFAULT_WEEKS,
  SCHEDULE_WEEK_RANGES,
  WEEKS_OF_MONTH,
} from './constants.ts';
import { addDays, dayOfWeekOf, type IsoDate, isIsoDate } from './dates.ts';
import { calendarDate, safeText, singleLineText } from './text.ts';

/** A town as the app names it: 'Nashville, TN', 'Winston-Salem, NC'. */
const TOWN_PATTERN = /^[^,]+, [A-Z]{2}$/;
const TOWN_MAX_LENGTH = 100;

/** Admin events, the schedule and its occurrences (spec §2, §3, §4, §5). */

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const time = (label: string) =>
  safeText({ max: 8, error: `${label} is required`, tooLong: 'Use a 24-hour time like 19:30' })
    .trim()
    .min(1, `${label} is required`)
    .regex(TIME, 'Use a 24-hour time like 19:30');
/** An empty choice is "required"; anything else unknown lists what is allowed. */
const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === '' || issue.input === undefined
        ? `${label} is required`
        : `Must be one of ${values.join(', ')}`,
  });
/** An optional field: empty ('' from a form field, or absent) is null. */
const orNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value: z.input<T> | '' | null | undefined) =>
      value === '' || value === undefined ? null : value,
    schema.nullable(),
  );
const isoDate = calendarDate('Use a date like 2026-12-31');

/** The event form's limits (spec §5: prize ≥ 0 in steps of 0.01, max teams ≥ 1), for its inputs too. */
export const EVENT_LIMITS = {
  eventTypeLength: 100,
  prizeDescriptionLength: 500,
  prizeAmount: { min: 0, max: 1_000_000, step: 0.01 },
  maxTeams: { min: 1, max: 1000, step: 1 },
} as const;
const { prizeAmount, maxTeams } = EVENT_LIMITS;

/** The fields of an event, as every way in (the form, a provider's feed) checks them. */
export const EVENT_FIELDS = {
  venueId: z.uuid('Choose a venue'),
  providerId: orNull(z.uuid('Choose a provider')),
  // A calendar's title and a card's line: single-line text (decision 175).
  eventType: singleLineText({
    max: EVENT_LIMITS.eventTypeLength,
    error: 'Event Type is required',
  }).min(1, 'Event Type is required'),
  dayOfWeek: choice('Day of Week', DAYS_OF_WEEK),
  startTime: time('Start Time'),
  endTime: orNull(time('End Time')),
  frequency: choice('Frequency', FREQUENCIES).default('weekly'),
  weekOfMonth: orNull(z.enum(WEEKS_OF_MONTH, { error: 'Must be 1, 2, 3, 4 or last' })).default(
    null,
  ),
  eventDate: orNull(isoDate).default(null),
  prizeAmount: orNull(
    z
      .number({ error: 'Enter an amount' })
      .min(prizeAmount.min, `Must be ${prizeAmount.min} or more`)
      .max(prizeAmount.max, `At most ${prizeAmount.max.toLocaleString('en-US')}`)
      .refine((value) => Math.round(value * 100) === value * 100, 'At most two decimals'),
  ),
  prizeDescription: orNull(singleLineText({ max: EVENT_LIMITS.prizeDescriptionLength })),
  maxTeams: orNull(
    z
      .number({ error: 'Enter a whole number' })
      .int('Enter a whole number')
      .min(maxTeams.min, `Must be at least ${maxTeams.min}`)
      .max(maxTeams.max, `At most ${maxTeams.max}`),
  ),
  isActive: z.boolean().default(true),
  /** "I checked this schedule": saving marks the event verified now. */
  scheduleChecked: z.boolean().default(false),
};

/** The rules across an event's fields: a one-time date falls on its day; end differs from start. */
export function checkEventRules(
  event: {
    frequency?: unknown;
    eventDate?: unknown;
    dayOfWeek?: unknown;
    startTime?: unknown;
    endTime?: unknown;
  },
  ctx: z.RefinementCtx,
): void {
  // Zod runs this even when a field already failed: check the date is one before using it.
  const date = event.eventDate;
  if (
    event.frequency === 'one-time' &&
    typeof date === 'string' &&
    isIsoDate(date) &&
    dayOfWeekOf(date) !== event.dayOfWeek
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['dayOfWeek'],
      message: `The date ${date} is a ${dayOfWeekOf(date)}`,
    });
  }
  const { startTime, endTime } = event;
  if (
    typeof endTime === 'string' &&
    typeof startTime === 'string' &&
    endTime.slice(0, 5) === startTime.slice(0, 5)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['endTime'],
      message: 'Must differ from the start time',
    });
  }
}

/**
 * The event form (spec §5): venue, provider, type, day, start time and frequency required; end
 * time optional (empty is null); prize ≥ 0 in cents; max teams ≥ 1 (empty is no limit). A null
 * provider is 'Self-hosted'. Monthly events may name the week of the month; one-time events their
 * date, whose weekday must be the day of week.
 */
export const EventInput = z.object(EVENT_FIELDS).superRefine(checkEventRules);
export type EventInput = z.input<typeof EventInput>;
export type EventData = z.output<typeof EventInput>;

export const PAST_DATE_MESSAGE = 'That date has passed: choose today or a later date';

/**
 * A one-time event's date may not be before its venue's today (decision 100), unless it is the
 * date the event already has: an event whose night has passed can still be edited (to deactivate
 * it, say) without being given a new date. The message for `eventDate`, or null.
 */
export function pastDateError(
  event: { frequency?: string | undefined; eventDate?: string | null | undefined },
  today: IsoDate,
  keptDate: IsoDate | null = null,
): string | null {
  const date = event.eventDate;
  if (event.frequency !== 'one-time' || !date || !isIsoDate(date) || date === keptDate) return null;
  return date < today ? PAST_DATE_MESSAGE : null;
}

/**
 * The event form's schema: `EventInput` and the past date rule, with the venue's today from
 * `todayAt` (null when the form does not know the venue: the server still checks).
 */
export function eventFormSchema(options: {
  todayAt: (venueId: string) => IsoDate | null;
  keptDate: IsoDate | null;
}) {
  return EventInput.superRefine((event, ctx) => {
    const today = typeof event.venueId === 'string' ? options.todayAt(event.venueId) : null;
    const message = today === null ? null : pastDateError(event, today, options.keptDate);
    if (message) ctx.addIssue({ code: 'custom', path: ['eventDate'], message });
  });
}

const permission = z.discriminatedUnion('allowed', [
  z.object({ allowed: z.literal(true) }),
  z.object({ allowed: z.literal(false), reason: z.string() }),
]);

export const EventDetail = z.object({
  id: z.string(),
  venueId: z.string(),
  venueName: z.string(),
  venueAddress: z.string(),
  providerId: z.string().nullable(),
  providerName: z.string().nullable(),
  eventType: z.string(),
  dayOfWeek: z.enum(DAYS_OF_WEEK),
  startTime: z.string(),
  endTime: z.string().nullable(),
  frequency: z.enum(FREQUENCIES),
  weekOfMonth: z.enum(WEEKS_OF_MONTH).nullable(),
  eventDate: z.string().nullable(),
  prizeAmount: z.number().nullable(),
  prizeDescription: z.string().nullable(),
  maxTeams: z.number().int().nullable(),
  isActive: z.boolean(),
  /** A one-time event whose night is before its venue's today (decision 100). */
  isPast: z.boolean(),
  /** When the schedule was last checked, or null. */
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The feed that keeps the event: its fields are read-only here. */
  feedName: z.string().nullable(),
  permissions: z.object({ edit: permission, delete: permission }),
});
export type EventDetail = z.infer<typeof EventDetail>;

export const EventListQuery = z.object({
  day: z.enum(DAYS_OF_WEEK, { error: `Must be one of ${DAYS_OF_WEEK.join(', ')}` }).optional(),
  venueId: z.uuid('must be a venue id').optional(),
  /** A provider's id, or 'self' for self-hosted events (admins only). */
  providerId: z
    .union([z.uuid(), z.literal('self')], { error: "must be a provider id or 'self'" })
    .optional(),
  /** Search by venue name or event type. */
  q: safeText({ max: 200 }).trim().optional(),
  /** The town the venue is in, as the public pages name it: 'Nashville, TN'. */
  town: safeText({ max: TOWN_MAX_LENGTH })
    .regex(TOWN_PATTERN, "must be a town as 'City, ST'")
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type EventListQuery = z.input<typeof EventListQuery>;

export const EventListItem = EventDetail.omit({
  permissions: true,
  venueAddress: true,
  feedName: true,
});
export type EventListItem = z.infer<typeof EventListItem>;

const Option = z.object({ id: z.string(), name: z.string() });

export const EventListResponse = z.object({
  events: z.array(EventListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Venues of the listed events (in the town filtered by, if any), for the venue filter. */
  venues: z.array(Option),
  /** Admins: the providers present in the data, by name (spec §9). Others: empty. */
  providers: z.array(Option),
  /** The towns of the listed events' venues ('Nashville, TN'), for the town filter. */
  towns: z.array(z.string()),
  canCreate: z.boolean(),
});
export type EventListResponse = z.infer<typeof EventListResponse>;

/**
 * What the event form chooses from (spec §7): venues the user may add events to (with their time
 * zone, for the past date rule), approved and active providers by name.
 */
export const EventFormOptions = z.object({
  venues: z.array(Option.extend({ address: z.string(), timezone: z.string().nullable() })),
  providers: z.array(Option),
});
export type EventFormOptions = z.infer<typeof EventFormOptions>;

export const ScheduleQuery = z.object({
  /** The viewer's local date: the window starts there. */
  from: isoDate,
  weeks: z.coerce
    .number()
    .int()
    .refine(
      (value) => (SCHEDULE_WEEK_RANGES as readonly number[]).includes(value),
      'Must be 1, 2, 4 or 8',
    )
    .default(SCHEDULE_DEFAULT_WEEKS),
  providerId: z
    .union([z.uuid(), z.literal('self')], { error: "must be a provider id or 'self'" })
    .optional(),
  /** 'unconfirmed': only the next 7 days' nights still waiting for a confirmation. */
  show: z.enum(['all', 'unconfirmed'], { error: "must be 'all' or 'unconfirmed'" }).optional(),
});
export type ScheduleQuery = z.input<typeof ScheduleQuery>;

/**
 * The schedule's window: "occurrence_date between today and today plus N weeks" (spec §7), both
 * ends included, from the viewer's date or the date jumped to.
 */
export function scheduleWindow(from: IsoDate, weeks: number): { from: IsoDate; to: IsoDate } {
  return { from, to: addDays(from, weeks * 7) };
}

/** Next week's nights of one provider (or self-hosted ones) and how many are confirmed. */
export const ConfirmationShare = z.object({
  providerId: z.string().nullable(),
  providerName: z.string(),
  confirmed: z.number().int(),
  total: z.number().int(),
});
export type ConfirmationShare = z.infer<typeof ConfirmationShare>;

export const ScheduleOccurrence = z.object({
  id: z.string(),
  date: z.string(),
  status: z.enum(OCCURRENCE_STATUSES),
  notes: z.string().nullable(),
  /** Tonight's theme (decision 208). */
  theme: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  /** Who confirmed it (decision 123): the public reads "Confirmed" only for its host's. */
  confirmedBy: z.enum(CONFIRMERS).nullable(),
  event: z.object({
    id: z.string(),
    eventType: z.string(),
    startTime: z.string(),
    dayOfWeek: z.enum(DAYS_OF_WEEK),
    providerId: z.string().nullable(),
    providerName: z.string().nullable(),
    /** The event's team limit (spec §3), for the night's "3 of 12 teams". */
    maxTeams: z.number().int().nullable(),
  }),
  venue: z.object({ id: z.string(), name: z.string() }),
  canChange: z.boolean(),
  /** The viewer runs this night (its provider's or venue's people): their Confirm is "Confirmed". */
  isHost: z.boolean(),
});
export type ScheduleOccurrence = z.infer<typeof ScheduleOccurrence>;

export const ScheduleResponse = z.object({
  scope: z.enum(['all', 'managed']),
  from: z.string(),
  to: z.string(),
  occurrences: z.array(ScheduleOccurrence),
  summary: z.object({
    total: z.number().int(),
    scheduled: z.number().int(),
    confirmed: z.number().int(),
    cancelled: z.number().int(),
    /** Nights of the next 7 days still scheduled: the ones hosts are asked to confirm. */
    unconfirmed: z.number().int(),
  }),
  /** Admins: the share of next week's nights confirmed, per provider. */
  confirmationShare: z.array(ConfirmationShare),
  /** Admins: the providers present in the window's events, by name. */
  providers: z.array(Option),
  hasProfile: z.boolean(),
});
export type ScheduleResponse = z.infer<typeof ScheduleResponse>;

/** The longest theme a night may carry: a card's line (decision 208). */
export const NIGHT_THEME_MAX = 80;

/**
 * Tonight's theme or the host's short note to players ("Office theme night"), on one line
 * (decision 208); empty clears it.
 */
export const nightTheme = orNull(
  singleLineText({ max: NIGHT_THEME_MAX }).transform((theme) => theme || null),
);

/** "Theme: Office theme night." of a night with a theme (decision 208); empty otherwise. */
export function themeSentence(theme: string | null | undefined): string {
  if (!theme) return '';
  return /[.!?…]$/u.test(theme) ? `Theme: ${theme}` : `Theme: ${theme}.`;
}

export const UpdateOccurrenceInput = z.object({
  status: z
    .enum(OCCURRENCE_STATUSES, { error: `Must be one of ${OCCURRENCE_STATUSES.join(', ')}` })
    .optional(),
  notes: orNull(safeText({ max: 1000 }).trim()).optional(),
  theme: nightTheme.optional(),
});
export type UpdateOccurrenceInput = z.input<typeof UpdateOccurrenceInput>;

/**
 * Spec §4: from scheduled, Confirm or Cancel; from cancelled, Reschedule back to scheduled. A
 * confirmed night can still be cancelled when the bar closes after all (decision 067),
 * not confirmed again or rescheduled.
 */
export const OCCURRENCE_TRANSITIONS: Record<OccurrenceStatus, readonly OccurrenceStatus[]> = {
  scheduled: ['confirmed', 'cancelled'],
  cancelled: ['scheduled'],
  confirmed: ['cancelled'],
};

/**
 * Confirm all this week: every scheduled night the user may change in the 7 days from
 * `from`, of one provider for an admin's filter, in one request.
 */
export const ConfirmWeekInput = z.object({
  from: isoDate,
  providerId: ScheduleQuery.shape.providerId,
});
export type ConfirmWeekInput = z.input<typeof ConfirmWeekInput>;
export const ConfirmWeekResult = z.object({ confirmed: z.number().int() });
export type ConfirmWeekResult = z.infer<typeof ConfirmWeekResult>;

export function canTransition(from: OccurrenceStatus, to: OccurrenceStatus): boolean {
  return OCCURRENCE_TRANSITIONS[from].includes(to);
}

/** `confirmed_at` is set when a night is confirmed and cleared for any other status (spec §4). */
export function confirmedAtFor(status: OccurrenceStatus, now: Date): Date | null {
  return status === 'confirmed' ? now : null;
}

export const OccurrenceRecord = z.object({
  id: z.string(),
  eventId: z.string(),
  date: z.string(),
  status: z.enum(OCCURRENCE_STATUSES),
  notes: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type OccurrenceRecord = z.infer<typeof OccurrenceRecord>;
