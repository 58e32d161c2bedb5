import { z } from 'zod';

/**
 * Every error the API answers has this body (STYLE.md "One error path"). The HTTP status of each
 * code is fixed in ERROR_STATUS so that client and server agree on it.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** A method a path does not answer (the public API only reads, decision 179). */
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** A provider's feed could not be read: its reason is for people. */
  FEED_UNREADABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
    /** The request's id (also the X-Request-Id header and on every log line of the request). */
    requestId: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The message shown for any failure the server does not explain (5xx). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
