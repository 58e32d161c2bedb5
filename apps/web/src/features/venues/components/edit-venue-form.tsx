import { zodResolver } from '@hookform/resolvers/zod';
import {
  type UpdateVenueInput,
  VERIFICATION_STATUSES,
  type VenueDetail,
  verificationStatusLabel,
} from '@trivia/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { SelectField, TextField } from '@/components/ui/field.tsx';
import { VerificationPill } from '@/components/ui/status-pill.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useUpdateVenue } from '../api/update-venue.ts';
import { isAddressNotFound, toCoordinate } from './address-not-found.ts';
import { CoordinatesFields } from './coordinates-fields.tsx';

const Form = z.object({
  nameOriginal: z.string().trim().min(1, 'Venue Name is required'),
  addressOriginal: z.string().trim().min(1, 'Address is required'),
  thumbnailUrl: z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/, error: 'Enter a full web address, like https://…' }),
  ]),
  verificationStatus: z.string(),
  latitude: z.string(),
  longitude: z.string(),
});
type Values = z.infer<typeof Form>;

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
 * disabled unless the rules allow; the status only for admins. Only changed fields are sent.
 */
export function EditVenueForm({ venue, onSaved }: { venue: VenueDetail; onSaved: () => void }) {
  const update = useUpdateVenue();
  const [needsCoordinates, setNeedsCoordinates] = useState(false);
  const { permissions } = venue;
  const canEditOriginal = permissions.editOriginal.allowed;
  const {
    register,
    handleSubmit,
    formState: { errors, dirtyFields },
  } = useForm<Values>({
    resolver: zodResolver(Form),
    defaultValues: {
      nameOriginal: venue.nameOriginal,
      addressOriginal: venue.addressOriginal,
      thumbnailUrl: venue.thumbnailUrl ?? '',
      verificationStatus: venue.verificationStatus,
      latitude: '',
      longitude: '',
    },
  });
  const onSubmit = handleSubmit((values) => {
    const input: UpdateVenueInput = {};
    if (dirtyFields.nameOriginal) input.nameOriginal = values.nameOriginal;
    if (dirtyFields.addressOriginal) input.addressOriginal = values.addressOriginal;
    if (dirtyFields.thumbnailUrl) input.thumbnailUrl = values.thumbnailUrl;
    if (dirtyFields.verificationStatus)
      input.verificationStatus =
        values.verificationStatus as UpdateVenueInput['verificationStatus'];
    if (needsCoordinates) {
      input.latitude = toCoordinate(values.latitude);
      input.longitude = toCoordinate(values.longitude);
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
        disabled={!canEditOriginal}
        hint={permissions.editOriginal.allowed ? undefined : permissions.editOriginal.reason}
        error={errors.nameOriginal?.message}
        {...register('nameOriginal')}
      />
      <TextField
        label="Address"
        required
        disabled={!canEditOriginal}
        error={errors.addressOriginal?.message}
        {...register('addressOriginal')}
      />
      {needsCoordinates ? (
        <CoordinatesFields
          latitude={register('latitude')}
          longitude={register('longitude')}
          errors={errors}
        />
      ) : null}
      <TextField
        label="Photo URL"
        type="url"
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
        <Link to={paths.admin.venueDetail(venue.id)} className={buttonClasses('secondary')}>
          Cancel
        </Link>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
