import { describe, expect, it } from 'vitest';
import {
  canTransition,
  confirmedAtFor,
  EVENT_LIMITS,
  EventInput,
  eventFormSchema,
  OCCURRENCE_TRANSITIONS,
  PAST_DATE_MESSAGE,
  pastDateError,
  scheduleWindow,
} from './events.ts';

const valid = {
  venueId: '6f1c9a1e-1111-4000-8000-000000000000',
  providerId: '',
  eventType: 'Trivia',
  dayOfWeek: 'Tuesday',
  startTime: '19:00',
  endTime: '',
  frequency: 'weekly',
  prizeAmount: '',
  prizeDescription: '',
  maxTeams: '',
  isActive: true,
};

describe('EventInput (spec §5)', () => {
  it('saves Self-hosted as a null provider and empty optional fields as null, with the defaults', () => {
    const parsed = EventInput.parse({ ...valid, frequency: undefined, isActive: undefined });
    expect(parsed).toMatchObject({
      providerId: null,
      endTime: null,
      prizeAmount: null,
      prizeDescription: null,
      maxTeams: null,
      frequency: 'weekly',
      isActive: true,
      weekOfMonth: null,
      eventDate: null,
    });
  });

  it.each([
    [{ prizeAmount: -1 }, 'prizeAmount', 'Must be 0 or more'],
    [{ prizeAmount: 1_000_000.01 }, 'prizeAmount', 'At most 1,000,000'],
    [{ eventType: 'x'.repeat(EVENT_LIMITS.eventTypeLength + 1) }, 'eventType', 'At most'],
    [{ prizeDescription: 'x'.repeat(501) }, 'prizeDescription', 'At most 500 characters'],
    [{ prizeAmount: 12.345 }, 'prizeAmount', 'At most two decimals'],
    [{ maxTeams: 0 }, 'maxTeams', 'Must be at least 1'],
    [{ maxTeams: 2.5 }, 'maxTeams', 'Enter a whole number'],
    [{ dayOfWeek: 'Funday' }, 'dayOfWeek', 'Must be one of Monday'],
    [{ frequency: 'daily' }, 'frequency', 'Must be one of weekly'],
    [{ startTime: '7pm' }, 'startTime', 'Use a 24-hour time'],
    [{ startTime: '24:00' }, 'startTime', 'Use a 24-hour time'],
    [{ endTime: '19:00' }, 'endTime', 'Must differ from the start time'],
    [{ eventType: ' ' }, 'eventType', 'Event Type is required'],
    [{ venueId: '' }, 'venueId', 'Choose a venue'],
    [{ dayOfWeek: '' }, 'dayOfWeek', 'Day of Week is required'],
    [{ startTime: '' }, 'startTime', 'Start Time is required'],
    [{ weekOfMonth: '5' }, 'weekOfMonth', 'Must be 1, 2, 3, 4 or last'],
    [
      { frequency: 'one-time', eventDate: '2026-12-04' },
      'dayOfWeek',
      'The date 2026-12-04 is a Friday',
    ],
    [{ frequency: 'one-time', eventDate: '2026-02-30' }, 'eventDate', 'Use a date like'],
  ])('refuses %o naming %s', (change, field, message) => {
    const result = EventInput.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
    expect(issue?.message).toContain(message);
  });

  it('accepts seconds in times, cents in prizes, and a one-time date on its weekday', () => {
    expect(
      EventInput.parse({
        ...valid,
        startTime: '19:30:00',
        prizeAmount: 12.5,
        frequency: 'one-time',
        eventDate: '2026-12-01',
      }),
    ).toMatchObject({ startTime: '19:30:00', prizeAmount: 12.5, eventDate: '2026-12-01' });
  });
});

describe("the event form's limits (spec §5)", () => {
  it('are the ones the schema checks: prize from 0 in cents, teams from 1', () => {
    const { prizeAmount, maxTeams } = EVENT_LIMITS;
    expect([prizeAmount.min, prizeAmount.step, maxTeams.min]).toEqual([0, 0.01, 1]);
    expect(EventInput.safeParse({ ...valid, prizeAmount: prizeAmount.min }).success).toBe(true);
    expect(EventInput.safeParse({ ...valid, prizeAmount: prizeAmount.max }).success).toBe(true);
    expect(EventInput.safeParse({ ...valid, maxTeams: maxTeams.min }).success).toBe(true);
    expect(EventInput.safeParse({ ...valid, maxTeams: maxTeams.max + 1 }).success).toBe(false);
  });

  it('reads an empty form field as no value', () => {
    const parsed = EventInput.parse({ ...valid, providerId: '', endTime: '', prizeAmount: '' });
    expect(parsed).toMatchObject({ providerId: null, endTime: null, prizeAmount: null });
  });
});

describe('occurrence transitions (spec §4)', () => {
  it('allows Confirm and Cancel from scheduled, Reschedule from cancelled, only Cancel from confirmed (decision 067)', () => {
    expect(OCCURRENCE_TRANSITIONS).toEqual({
      scheduled: ['confirmed', 'cancelled'],
      cancelled: ['scheduled'],
      confirmed: ['cancelled'],
    });
    expect(canTransition('scheduled', 'confirmed')).toBe(true);
    expect(canTransition('cancelled', 'confirmed')).toBe(false);
    expect(canTransition('confirmed', 'cancelled')).toBe(true);
    expect(canTransition('confirmed', 'scheduled')).toBe(false);
  });

  it('sets confirmed_at only for confirmed', () => {
    const now = new Date('2026-11-21T20:00:00Z');
    expect(confirmedAtFor('confirmed', now)).toBe(now);
    expect(confirmedAtFor('scheduled', now)).toBeNull();
    expect(confirmedAtFor('cancelled', now)).toBeNull();
  });
});

describe('a one-time event’s date (decision 100)', () => {
  const oneTime = (eventDate: string) => ({ frequency: 'one-time', eventDate });

  it('may not be before the venue’s today, unless the event already has it', () => {
    expect(pastDateError(oneTime('2031-12-03'), '2031-12-04')).toBe(PAST_DATE_MESSAGE);
    expect(pastDateError(oneTime('2031-12-04'), '2031-12-04')).toBeNull();
    expect(pastDateError(oneTime('2031-12-03'), '2031-12-04', '2031-12-03')).toBeNull();
    expect(pastDateError(oneTime('2031-12-02'), '2031-12-04', '2031-12-03')).toBe(
      PAST_DATE_MESSAGE,
    );
    // Other frequencies keep no date; an undated one-time event happens after its creation.
    expect(
      pastDateError({ frequency: 'weekly', eventDate: '2001-01-01' }, '2031-12-04'),
    ).toBeNull();
    expect(pastDateError({ frequency: 'one-time', eventDate: null }, '2031-12-04')).toBeNull();
  });

  it('is refused by the form’s schema on the date field, with the chosen venue’s today', () => {
    const form = {
      ...valid,
      frequency: 'one-time',
      dayOfWeek: 'Wednesday',
      eventDate: '2031-12-03',
    };
    const schema = eventFormSchema({ keptDate: null, todayAt: () => '2031-12-04' });
    const result = schema.safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['eventDate'], message: PAST_DATE_MESSAGE }),
    ]);
    expect(
      eventFormSchema({ keptDate: '2031-12-03', todayAt: () => '2031-12-04' }).safeParse(form)
        .success,
    ).toBe(true);
    // A venue the form does not know: the server decides.
    expect(eventFormSchema({ keptDate: null, todayAt: () => null }).safeParse(form).success).toBe(
      true,
    );
  });
});

describe('the schedule’s window (spec §7)', () => {
  it('runs from the date to the same weekday N weeks later, both included', () => {
    expect(scheduleWindow('2031-11-22', 1)).toEqual({ from: '2031-11-22', to: '2031-11-29' });
    expect(scheduleWindow('2031-11-22', 8)).toEqual({ from: '2031-11-22', to: '2032-01-17' });
  });
});
