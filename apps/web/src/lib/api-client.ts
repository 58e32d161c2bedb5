import type { ErrorBody } from '@trivia/shared';
import { readServedFromCache } from './offline-cache.ts';

/** An error answered by our API, with the message the server wrote for people. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The one API client (bulletproof-react's `api-client`): JSON in and out, cookies sent, and every
 * failure turned into an ApiError carrying the server's message.
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiFetchWithMeta<T>(path, options)).data;
}

/** An answer, and whether the service worker took it from its cache (docs/decisions/023). */
export interface ApiResult<T> {
  data: T;
  /** When the answer was stored, if it came from the offline cache (ISO time or `unknown`). */
  servedFromCacheAt: string | null;
}

/** `apiFetch`, for screens that must say when they show an answer kept for offline use. */
export async function apiFetchWithMeta<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'NETWORK',
      'Could not reach the server. Check your connection and try again.',
    );
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    if (isErrorBody(data)) {
      const { code, message, details } = data.error;
      throw new ApiError(response.status, code, message, details);
    }
    throw new ApiError(response.status, 'HTTP_ERROR', `The server answered ${response.status}.`);
  }
  return { data: data as T, servedFromCacheAt: readServedFromCache(response.headers) };
}

/** Checked by hand rather than with the zod schema, to keep zod out of the public pages' bundle. */
function isErrorBody(data: unknown): data is ErrorBody {
  if (typeof data !== 'object' || data === null || !('error' in data)) return false;
  const { error } = data as { error: unknown };
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The text a person sees for a failure: the server's message, or the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
