import { isIsoDate } from '@trivia/shared';
import { z } from 'zod';

/**
 * Fields that job payloads share, for the kinds' schemas (decision 187): a payload is JSON written
 * by our own enqueue, and the worker reads it back through its kind's schema, not a cast.
 */
export const payloadIsoDate = z.string().refine(isIsoDate, 'must be a date as YYYY-MM-DD');
/** A moment as `Date.toISOString()` or PostgreSQL's `now()` wrote it into JSON. */
export const payloadInstant = z.string().min(1);
