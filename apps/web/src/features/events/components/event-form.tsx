import { zodResolver } from '@hookform/resolvers/zod';
import {
  DAYS_OF_WEEK,
  dayOfWeekOf,
  EVENT_LIMITS,
  type EventData,
  type EventDetail,
  type EventInput,
  eventFormSchema,
  FREQUENCIES,
  formatFrequency,
  type IsoDate,
  isIsoDate,
  managedByFeed,
  todayIn,
  venueTimeZone,
} from '@trivia/shared';
import { useMemo } from 'react';
import { Controller, type DefaultValues, useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Combobox } from '@/components/ui/combobox.tsx';
import { FieldFrame, SelectField, TextAreaField, TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useEventFormOptions } from '../api/get-form-options.ts';

/** What the form holds: the shared schema's input (numbers are parsed as they are typed, spec §5). */
export type EventFormValues = DefaultValues<EventInput>;

/** A number field: its text as a number, blank as none ("Numbers are parsed before saving"). */
const NUMBER_FIELD = {
  setValueAs: (text: string | number | null): number | null =>
    text === null || String(text).trim() === '' ? null : Number(text),
};
/** Fields shown for one frequency only: hidden, they leave the values (and the schema's default, null, applies). */
const FREQUENCY_FIELD = { shouldUnregister: true } as const;

const WEEK_LABELS: Record<string, string> = {
  '1': 'First',
  '2': 'Second',
  '3': 'Third',
  '4': 'Fourth',
  last: 'Last',
};

export function emptyEventForm(venueId = ''): EventFormValues {
  return {
    venueId,
    providerId: '',
    eventType: '',
    startTime: '',
    endTime: '',
    frequency: 'weekly',
    weekOfMonth: '1',
    eventDate: '',
    prizeAmount: null,
    prizeDescription: '',
    maxTeams: null,
    isActive: true,
    scheduleChecked: false,
  };
}

export function eventFormFrom(event: EventDetail): EventFormValues {
  return {
    venueId: event.venueId,
    providerId: event.providerId ?? '',
    eventType: event.eventType,
    dayOfWeek: event.dayOfWeek,
    startTime: event.startTime,
    endTime: event.endTime ?? '',
    frequency: event.frequency,
    weekOfMonth: event.weekOfMonth ?? '1',
    eventDate: event.eventDate ?? '',
    prizeAmount: event.prizeAmount,
    prizeDescription: event.prizeDescription ?? '',
    maxTeams: event.maxTeams,
    isActive: event.isActive,
    scheduleChecked: false,
  };
}

/** The date a one-time event being edited already has: kept even once it has passed (decision 100). */
function keptDateOf(values: EventFormValues): IsoDate | null {
  return values.frequency === 'one-time' && values.eventDate ? values.eventDate : null;
}

export interface EventFormProps {
  defaultValues: EventFormValues;
  /**
   * The provider the event already has, when the form may not offer it (deactivated since): an
   * edit keeps it.
   */
  keptProvider?: { id: string; name: string } | null;
  /** The venue was chosen by the page (`?venue_id=`): show it, locked (spec §5). */
  isVenueLocked?: boolean;
  /** The feed that keeps the event: its fields are read-only here. */
  managedBy?: string | null;
  isSaving: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (input: EventData) => void;
  onCancel: () => void;
}

/**
 * The event form of spec §2/§5: Venue, Trivia Provider ('Self-hosted' is none), Event Type, Day
 * of Week, Start and End Time, Frequency (with the week of the month, or the date), Prize Amount,
 * Max Teams, Prize Description and 'Event is active and visible to users'.
 */
export function EventForm({
  defaultValues,
  keptProvider = null,
  isVenueLocked = false,
  managedBy = null,
  isSaving,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: EventFormProps) {
  const options = useEventFormOptions();
  const isManaged = managedBy !== null;
  const keptDate = keptDateOf(defaultValues);
  // The past date rule needs the chosen venue's today (decision 100); the server checks it too.
  const schema = useMemo(
    () =>
      eventFormSchema({
        keptDate,
        todayAt: (venueId) => {
          const venue = options.data?.venues.find((option) => option.id === venueId);
          return venue ? todayIn(venueTimeZone(venue.timezone)) : null;
        },
      }),
    [keptDate, options.data],
  );
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<EventInput, unknown, EventData>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const frequency = watch('frequency');
  // These options arrive after the form: the provider select follows the form's value so that
  // the chosen provider shows once its option exists (the venue's combobox does so itself).
  const providerId = watch('providerId');
  const eventDate = watch('eventDate');
  const isDayFromDate =
    frequency === 'one-time' && typeof eventDate === 'string' && isIsoDate(eventDate);
  const isLoading = options.isPending;
  // Date pickers offer no day before the chosen venue's today for a new date.
  const chosenVenue = options.data?.venues.find((venue) => venue.id === watch('venueId'));
  const earliestDate =
    keptDate === null && chosenVenue ? todayIn(venueTimeZone(chosenVenue.timezone)) : undefined;
  const venues = options.data?.venues ?? [];
  // A locked venue the user can't add events to elsewhere still needs a name to show.
  const lockedVenueKnown = venues.some((venue) => venue.id === defaultValues.venueId);
  const venueOptions = [
    ...(isVenueLocked && !lockedVenueKnown && defaultValues.venueId
      ? [{ value: defaultValues.venueId, label: 'This venue' }]
      : []),
    ...venues.map((venue) => ({ value: venue.id, label: `${venue.name} — ${venue.address}` })),
  ];

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="max-w-2xl space-y-5">
      {error ? <Alert tone="error">{errorMessage(error, 'An error occurred')}</Alert> : null}
      {options.isError ? (
        <Alert tone="error">{errorMessage(options.error, 'An error occurred')}</Alert>
      ) : null}
      {managedBy ? (
        <Alert tone="info" title={managedByFeed(managedBy)}>
          The provider's feed keeps this event's venue, day, times, frequency and prize. Max Teams
          and "I checked this schedule" stay yours.
        </Alert>
      ) : null}

      {/* One disabled fieldset for the feed's fields, spaced like the form. */}
      <fieldset disabled={isManaged} className="min-w-0 space-y-5">
        <Controller
          control={control}
          name="venueId"
          render={({ field }) => (
            <FieldFrame
              label="Venue"
              isRequired
              hint={
                isVenueLocked
                  ? 'Chosen from the venue you came from.'
                  : 'Type part of its name or address to find it.'
              }
              error={errors.venueId?.message}
            >
              {({ id, describedBy }) => (
                <Combobox
                  id={id}
                  ref={field.ref}
                  label="Venue"
                  options={venueOptions}
                  value={field.value ?? ''}
                  onValueChange={field.onChange}
                  placeholder={isLoading ? 'Loading venues...' : 'Choose a venue'}
                  noMatches="No venue matches"
                  disabled={isLoading || isVenueLocked}
                  aria-required
                  aria-invalid={errors.venueId ? true : undefined}
                  aria-describedby={describedBy}
                />
              )}
            </FieldFrame>
          )}
        />

        <SelectField
          label="Trivia Provider"
          required
          disabled={isLoading}
          error={errors.providerId?.message}
          {...register('providerId')}
          value={providerId ?? ''}
        >
          <option value="">Self-hosted</option>
          {keptProvider &&
          options.data &&
          !options.data.providers.some((provider) => provider.id === keptProvider.id) ? (
            <option value={keptProvider.id}>{keptProvider.name} (no longer offered)</option>
          ) : null}
          {options.data?.providers.map((provider) => (
            <option key={provider.id} value={provider.id}>
              {provider.name}
            </option>
          ))}
        </SelectField>

        <TextField
          label="Event Type"
          required
          placeholder="Trivia, Music Bingo, Pub Quiz…"
          maxLength={EVENT_LIMITS.eventTypeLength}
          error={errors.eventType?.message}
          {...register('eventType')}
        />

        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Frequency"
            required
            error={errors.frequency?.message}
            {...register('frequency')}
          >
            {FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {formatFrequency(value)}
              </option>
            ))}
          </SelectField>
          {frequency === 'monthly' ? (
            <SelectField
              label="Week of the Month"
              error={errors.weekOfMonth?.message}
              {...register('weekOfMonth', FREQUENCY_FIELD)}
            >
              {Object.entries(WEEK_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
          ) : null}
          {frequency === 'one-time' ? (
            <TextField
              label="Date"
              type="date"
              min={earliestDate}
              error={errors.eventDate?.message}
              {...register('eventDate', {
                ...FREQUENCY_FIELD,
                // The date's weekday is the day of week.
                onChange: (event: { target: { value: string } }) => {
                  if (isIsoDate(event.target.value))
                    setValue('dayOfWeek', dayOfWeekOf(event.target.value), {
                      shouldValidate: true,
                    });
                },
              })}
            />
          ) : null}
        </div>

        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField
            label="Day of Week"
            required
            disabled={isDayFromDate}
            hint={isDayFromDate ? 'Set by the date.' : undefined}
            error={errors.dayOfWeek?.message}
            {...register('dayOfWeek')}
          >
            <option value="">Choose a day</option>
            {DAYS_OF_WEEK.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Start Time"
            type="time"
            required
            error={errors.startTime?.message}
            {...register('startTime')}
          />
          <TextField
            label="End Time"
            type="time"
            hint="Optional"
            error={errors.endTime?.message}
            {...register('endTime')}
          />
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Prize Amount"
          disabled={isManaged}
          type="number"
          inputMode="decimal"
          min={EVENT_LIMITS.prizeAmount.min}
          max={EVENT_LIMITS.prizeAmount.max}
          step={EVENT_LIMITS.prizeAmount.step}
          placeholder="0.00"
          error={errors.prizeAmount?.message}
          {...register('prizeAmount', NUMBER_FIELD)}
        />
        <TextField
          label="Max Teams"
          type="number"
          inputMode="numeric"
          min={EVENT_LIMITS.maxTeams.min}
          max={EVENT_LIMITS.maxTeams.max}
          step={EVENT_LIMITS.maxTeams.step}
          hint="Leave it empty for no limit."
          error={errors.maxTeams?.message}
          {...register('maxTeams', NUMBER_FIELD)}
        />
      </div>

      <TextAreaField
        label="Prize Description"
        disabled={isManaged}
        maxLength={EVENT_LIMITS.prizeDescriptionLength}
        placeholder="Bar tab for the winners, gift cards for second place…"
        error={errors.prizeDescription?.message}
        {...register('prizeDescription')}
      />

      <label className="flex items-center gap-3 font-medium">
        <input
          type="checkbox"
          className="size-5 accent-[var(--app-accent)]"
          disabled={isManaged}
          {...register('isActive')}
        />
        Event is active and visible to users
      </label>

      <label className="flex items-center gap-3 font-medium">
        <input
          type="checkbox"
          className="size-5 accent-[var(--app-accent)]"
          {...register('scheduleChecked')}
        />
        <span>
          I checked this schedule
          <span className="block text-sm font-normal text-muted">
            Players see "Checked" with today's month and day for 30 days.
          </span>
        </span>
      </label>

      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
