import { zodResolver } from '@hookform/resolvers/zod';
import type { VenueDetail } from '@trivia/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useCreateVenue } from '../api/create-venue.ts';
import { isAddressNotFound, toCoordinate } from './address-not-found.ts';
import { CoordinatesFields } from './coordinates-fields.tsx';

/** The form's own values are text; the shared schema checks what is sent (spec §5). */
const Form = z.object({
  nameOriginal: z.string().trim().min(1, 'Venue Name is required'),
  addressOriginal: z.string().trim().min(1, 'Address is required'),
  latitude: z.string(),
  longitude: z.string(),
});
type Values = z.infer<typeof Form>;

export function NewVenueForm({ onCreated }: { onCreated: (venue: VenueDetail) => void }) {
  const create = useCreateVenue();
  const [needsCoordinates, setNeedsCoordinates] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(Form),
    defaultValues: { nameOriginal: '', addressOriginal: '', latitude: '', longitude: '' },
  });
  const onSubmit = handleSubmit((values) =>
    create.mutate(
      {
        nameOriginal: values.nameOriginal,
        addressOriginal: values.addressOriginal,
        latitude: needsCoordinates ? toCoordinate(values.latitude) : undefined,
        longitude: needsCoordinates ? toCoordinate(values.longitude) : undefined,
      },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (isAddressNotFound(error)) setNeedsCoordinates(true);
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-5">
      {create.isError ? (
        <Alert tone="error">{errorMessage(create.error, 'An error occurred')}</Alert>
      ) : null}
      <TextField
        label="Venue Name"
        required
        error={errors.nameOriginal?.message}
        {...register('nameOriginal')}
      />
      <TextField
        label="Address"
        required
        autoComplete="street-address"
        hint="Street, city, state and ZIP code. We place the venue on the map from its ZIP code or city."
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
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Link to={paths.admin.venues} className={buttonClasses('secondary')}>
          Cancel
        </Link>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Create Venue'}
        </Button>
      </div>
    </form>
  );
}
