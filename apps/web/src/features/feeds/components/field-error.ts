import { ApiError } from '@/lib/api-client.ts';

/**
 * The server's message about one field of a refused request (`details: [{ field, message }]`),
 * for the form to show under that field (as the profile form does; features share no code).
 */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return undefined;
  const detail = (error.details as { field?: unknown; message?: unknown }[]).find(
    (each) => each.field === field,
  );
  return typeof detail?.message === 'string' ? detail.message : undefined;
}
