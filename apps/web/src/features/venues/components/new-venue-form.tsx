import { zodResolver } from '@hookform/resolvers/zod';
import { CreateVenueInput, VENUE_LIMITS, type VenueDetail } from '@trivia/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useCreateVenue } from '../api/create-venue.ts';
import { isAddressNotFound } from './address-not-found.ts';
import { COORDINATE_FIELD, CoordinatesFields } from './coordinates-fields.tsx';

/** The form checks what it sends with the server's own schema (spec §5). */
export function NewVenueForm({ onCreated }: { onCreated: (venue: VenueDetail) => void }) {
  const create = useCreateVenue();
  const [needsCoordinates, setNeedsCoordinates] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof CreateVenueInput>, unknown, z.output<typeof CreateVenueInput>>({
    resolver: zodResolver(CreateVenueInput),
    defaultValues: { nameOriginal: '', addressOriginal: '' },
  });
  const onSubmit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: onCreated,
      onError: (error) => {
        if (isAddressNotFound(error)) setNeedsCoordinates(true);
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-5">
      {create.isError ? (
        <Alert tone="error">{errorMessage(create.error, 'An error occurred')}</Alert>
      ) : null}
      <TextField
        label="Venue Name"
        required
        maxLength={VENUE_LIMITS.nameLength}
        error={errors.nameOriginal?.message}
        {...register('nameOriginal')}
      />
      <TextField
        label="Address"
        required
        maxLength={VENUE_LIMITS.addressLength}
        autoComplete="street-address"
        hint="Street, city, state and ZIP code. We place the venue on the map from its ZIP code or city."
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
