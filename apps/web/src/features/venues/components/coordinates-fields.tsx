import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/field.tsx';

/**
 * How a coordinate field registers: it reads as a number ("36.1" → 36.1, blank → no value, so the
 * schema asks for both or neither), and leaves the form's values when it is not shown.
 */
export const COORDINATE_FIELD = {
  setValueAs: (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text)),
  shouldUnregister: true,
} as const;

/** Latitude and longitude typed in, for an address the offline gazetteer cannot place. */
export function CoordinatesFields({
  latitude,
  longitude,
  errors,
}: {
  latitude: UseFormRegisterReturn;
  longitude: UseFormRegisterReturn;
  errors: { latitude?: { message?: string }; longitude?: { message?: string } };
}) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-border p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">Location on the map</legend>
      <TextField
        label="Latitude"
        inputMode="decimal"
        placeholder="36.1627"
        error={errors.latitude?.message}
        {...latitude}
      />
      <TextField
        label="Longitude"
        inputMode="decimal"
        placeholder="-86.7816"
        error={errors.longitude?.message}
        {...longitude}
      />
    </fieldset>
  );
}
