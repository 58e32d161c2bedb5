import { zodResolver } from '@hookform/resolvers/zod';
import {
  keptInStepByFeed,
  UpdateVenueInput,
  VENUE_LIMITS,
  VERIFICATION_STATUSES,
  type VenueDetail,
  verificationStatusLabel,
} from '@trivia/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { VerificationPill } from '@/components/ui/admin-pills.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { SelectField, TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useUpdateVenue } from '../api/update-venue.ts';
import { isAddressNotFound } from './address-not-found.ts';
import { COORDINATE_FIELD, CoordinatesFields } from './coordinates-fields.tsx';

type Values = z.input<typeof UpdateVenueInput>;

function GoogleData({ venue }: { venue: VenueDetail }) {
  const rows: [string, string | number | null][] = [
    ['Google Name', venue.googleName],
    ['Google Address', venue.googleFormattedAddress],
    ['Google Rating', venue.googleRating],
    ['Google Phone', venue.googlePhoneNumber],
    ['Google Website', venue.googleWebsite],
    ['Google Place ID', venue.googlePlaceId],
  ];
  if (rows.every(([, value]) => value === null)) return null;
  return (
    <fieldset className="space-y-4 rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Google data (read-only)</legend>
      {rows.map(([label, value]) => (
        <TextField key={label} label={label} value={value ?? ''} readOnly disabled />
      ))}
    </fieldset>
  );
}

/**
 * The venue edit form (spec §2, §5): Google fields read-only; the original name and address
 * disabled unless the rules allow; the status only for admins. The server's own schema checks the
 * form; only changed fields are sent, as typed (the server parses them again).
 */
export function EditVenueForm({
  venue,
  cancelPath,
  onSaved,
}: {
  venue: VenueDetail;
  /** Where Cancel goes: back where the user came from. */
  cancelPath: string;
  onSaved: () => void;
}) {
  const update = useUpdateVenue();
  const [needsCoordinates, setNeedsCoordinates] = useState(false);
  const { permissions } = venue;
  // A venue a feed brought in keeps its name and address in step with the source: the server
  // refuses others a change ("Managed by …") and lets admins correct them (decision 153).
  const canEditOriginal = permissions.editOriginal.allowed;
  const originalHint = !permissions.editOriginal.allowed
    ? permissions.editOriginal.reason
    : venue.feedName
      ? keptInStepByFeed(venue.feedName)
      : undefined;
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, dirtyFields },
  } = useForm<Values, unknown, z.output<typeof UpdateVenueInput>>({
    resolver: zodResolver(UpdateVenueInput),
    defaultValues: {
      nameOriginal: venue.nameOriginal,
      addressOriginal: venue.addressOriginal,
      thumbnailUrl: venue.thumbnailUrl ?? '',
      verificationStatus: VERIFICATION_STATUSES.find((s) => s === venue.verificationStatus),
    },
  });
  const onSubmit = handleSubmit(() => {
    const values = getValues();
    const input: UpdateVenueInput = {};
    if (dirtyFields.nameOriginal) input.nameOriginal = values.nameOriginal;
    if (dirtyFields.addressOriginal) input.addressOriginal = values.addressOriginal;
    if (dirtyFields.thumbnailUrl) input.thumbnailUrl = values.thumbnailUrl;
    if (dirtyFields.verificationStatus) input.verificationStatus = values.verificationStatus;
    if (needsCoordinates) {
      input.latitude = values.latitude;
      input.longitude = values.longitude;
    }
    update.mutate(
      { venueId: venue.id, input },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (isAddressNotFound(error)) setNeedsCoordinates(true);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-5">
      {venue.isImported ? (
        <Alert tone="warning" title="Protected Venue Data">
          This venue was imported from Google. Its Google data can't be edited, and its original
          name and address are protected unless it failed verification or needs review.
        </Alert>
      ) : null}
      {update.isError ? (
        <Alert tone="error">{errorMessage(update.error, 'An error occurred')}</Alert>
      ) : null}
      <TextField
        label="Venue Name"
        required
        maxLength={VENUE_LIMITS.nameLength}
        disabled={!canEditOriginal}
        hint={originalHint}
        error={errors.nameOriginal?.message}
        {...register('nameOriginal')}
      />
      <TextField
        label="Address"
        required
        maxLength={VENUE_LIMITS.addressLength}
        disabled={!canEditOriginal}
        hint={venue.feedName ? originalHint : undefined}
        error={errors.addressOriginal?.message}
        {...register('addressOriginal')}
      />
      {needsCoordinates ? (
        <CoordinatesFields
          latitude={register('latitude', COORDINATE_FIELD)}
          longitude={register('longitude', COORDINATE_FIELD)}
          errors={errors}
        />
      ) : null}
      <TextField
        label="Photo URL"
        type="url"
        maxLength={VENUE_LIMITS.urlLength}
        placeholder="https://"
        hint="A photo of the venue, shown on its card. Leave it empty for our artwork."
        error={errors.thumbnailUrl?.message}
        {...register('thumbnailUrl')}
      />
      {permissions.changeStatus.allowed ? (
        <SelectField label="Verification Status" {...register('verificationStatus')}>
          {VERIFICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {verificationStatusLabel(status)}
            </option>
          ))}
        </SelectField>
      ) : (
        <p className="flex items-center gap-2 text-sm">
          <span className="font-semibold">Verification Status</span>{' '}
          <VerificationPill status={venue.verificationStatus} />
        </p>
      )}
      <GoogleData venue={venue} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Link to={cancelPath} className={buttonClasses('secondary')}>
          Cancel
        </Link>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
