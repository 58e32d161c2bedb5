import { ApiError } from '@/lib/api-client.ts';

/** The server could not place the address on the map: the form then asks for coordinates. */
export function isAddressNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    Array.isArray(error.details) &&
    error.details.some((detail: { code?: string }) => detail.code === 'ADDRESS_NOT_FOUND')
  );
}

/** "36.1" → 36.1; blank → undefined (the schema then asks for both or neither). */
export function toCoordinate(value: string): number | undefined {
  return value.trim() === '' ? undefined : Number(value);
}
