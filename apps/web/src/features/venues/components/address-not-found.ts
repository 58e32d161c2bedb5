import { ApiError } from '@/lib/api-client.ts';

/** The server could not place the address on the map: the form then asks for coordinates. */
export function isAddressNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    Array.isArray(error.details) &&
    error.details.some((detail: { code?: string }) => detail.code === 'ADDRESS_NOT_FOUND')
  );
}
