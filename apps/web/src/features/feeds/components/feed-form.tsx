import { zodResolver } from '@hookform/resolvers/zod';
import {
  FEED_FORMAT_LABELS,
  FEED_FORMATS,
  FEED_LIMITS,
  type FeedData,
  FeedInput,
  type FeedSummary,
} from '@trivia/shared';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { RadioCard, SelectField, TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { fieldError } from './field-error.ts';

export function emptyFeedForm(providerId = ''): FeedInput {
  return {
    providerId,
    name: '',
    format: 'ical',
    url: '',
    autoApply: false,
    intervalHours: FEED_LIMITS.intervalHours.default,
  };
}

export function feedFormFrom(feed: FeedSummary): FeedInput {
  return {
    providerId: feed.providerId,
    name: feed.name,
    format: feed.format,
    url: feed.url ?? '',
    autoApply: feed.autoApply,
    intervalHours: feed.intervalHours,
  };
}

export interface FeedFormProps {
  defaultValues: FeedInput;
  /**
   * The providers to choose from; null hides the choice (one provider, or a feed being edited:
   * a feed stays with its provider). Undefined while they load.
   */
  providers: { id: string; name: string }[] | null | undefined;
  isSaving: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (input: FeedData) => void;
  onCancel: () => void;
}

/**
 * Adding or changing a feed: provider, name, format, address (a CSV may be uploaded
 * instead), whether later reads apply by themselves, and how often they happen. Checked by the
 * shared `FeedInput`, as the server checks it; the server's word on a field shows by that field.
 */
export function FeedForm({
  defaultValues,
  providers,
  isSaving,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: FeedFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<FeedInput, unknown, FeedData>({
    resolver: zodResolver(FeedInput),
    defaultValues,
  });
  const isCsv = watch('format') === 'csv';
  const errorOf = (field: keyof FeedInput) => errors[field]?.message ?? fieldError(error, field);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="max-w-2xl space-y-5">
      {error ? (
        <Alert tone="error">{errorMessage(error, 'The feed could not be saved')}</Alert>
      ) : null}

      {providers === null ? null : (
        <SelectField
          label="Provider"
          required
          disabled={providers === undefined}
          error={errorOf('providerId')}
          {...register('providerId')}
        >
          <option value="">{providers ? 'Choose a provider' : 'Loading providers...'}</option>
          {providers?.map((provider) => (
            <option key={provider.id} value={provider.id}>
              {provider.name}
            </option>
          ))}
        </SelectField>
      )}

      <TextField
        label="Name"
        required
        placeholder="Our weekly schedule"
        maxLength={100}
        error={errorOf('name')}
        {...register('name')}
      />

      <fieldset>
        <legend className="text-sm font-semibold">
          Format
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {FEED_FORMATS.map((format) => (
            <RadioCard key={format} gap="gap-3" value={format} {...register('format')}>
              {FEED_FORMAT_LABELS[format]}
            </RadioCard>
          ))}
        </div>
        {errorOf('format') ? (
          <p className="mt-1.5 text-sm font-medium text-danger" role="alert">
            {errorOf('format')}
          </p>
        ) : null}
      </fieldset>

      <TextField
        label="Feed address"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://example.com/schedule.ics"
        required={!isCsv}
        hint={isCsv ? 'Leave empty to upload a file instead' : 'The http(s) address we read.'}
        error={errorOf('url')}
        {...register('url')}
      />

      <label className="flex items-start gap-3 font-medium">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-[var(--app-accent)]"
          {...register('autoApply')}
        />
        <span>
          Apply later reads automatically
          <span className="block text-sm font-normal text-muted">
            Otherwise each read waits until you preview and apply it.
          </span>
        </span>
      </label>

      <TextField
        label="Read every (hours)"
        type="number"
        inputMode="numeric"
        min={FEED_LIMITS.intervalHours.min}
        max={FEED_LIMITS.intervalHours.max}
        step={1}
        hint="For a feed with an address: 24 reads it once a day."
        error={errorOf('intervalHours')}
        {...register('intervalHours', { valueAsNumber: true })}
      />

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
