import {
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  GENERIC_ERROR_MESSAGE,
} from '@trivia/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseAnswers,
  isConcurrentChange,
  isDatabaseUnavailable,
} from '../db/unavailable.ts';
import { AppError, type FieldIssue } from '../lib/app-error.ts';

/** A transaction aborted for a concurrent one (decision 080): nothing was changed. */
export const CONCURRENT_CHANGE_MESSAGE =
  'Someone changed this at the same moment, so nothing was saved. Try again.';

function codeForStatus(status: number): ErrorCode {
  const entry = Object.entries(ERROR_STATUS).find(([, value]) => value === status);
  return entry ? (entry[0] as ErrorCode) : 'BAD_REQUEST';
}

function body(requestId: string, code: string, message: string, details?: unknown): ErrorBody {
  return {
    error:
      details === undefined ? { code, message, requestId } : { code, message, details, requestId },
  };
}

/** Turns the zod issues of a rejected request into field names a person can act on. */
function validationIssues(error: FastifyError & { validation: unknown[] }): FieldIssue[] {
  const where = error.validationContext ?? 'request';
  return (error.validation as { instancePath: string; message?: string }[]).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { field: field || where, message: issue.message ?? 'is invalid' };
  });
}

/**
 * The one error handler: AppErrors answer with their code and message; rejected input answers 400
 * naming the fields; other client errors keep their status; everything else is logged and answers
 * 500 with a generic message (never a stack trace or an internal message). While the database
 * cannot be reached, every endpoint answers 503 "The database is not answering." with Retry-After
 * (decision 071): the driver's error says so, or, when a library hid it (better-auth answers its
 * own 500), a `select 1` that fails.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const unavailable = () => {
        request.log.warn({ err: error }, 'the database is not answering');
        return reply
          .status(ERROR_STATUS.UNAVAILABLE)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send(body(request.id, 'UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE));
      };
      if (isDatabaseUnavailable(error)) return unavailable();
      if (isConcurrentChange(error)) {
        request.log.warn({ err: error }, 'a transaction was aborted for a concurrent one');
        return reply
          .status(ERROR_STATUS.CONFLICT)
          .send(body(request.id, 'CONFLICT', CONCURRENT_CHANGE_MESSAGE));
      }
      if (error instanceof AppError) {
        if (error.statusCode === ERROR_STATUS.UNAVAILABLE) {
          reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        }
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return reply
          .status(error.statusCode)
          .send(body(request.id, error.code, error.message, error.details));
      }
      if (hasZodFastifySchemaValidationErrors(error) || Array.isArray(error.validation)) {
        const appError = AppError.invalid(
          validationIssues(error as FastifyError & { validation: unknown[] }),
        );
        return reply
          .status(400)
          .send(body(request.id, appError.code, appError.message, appError.details));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send(body(request.id, codeForStatus(status), error.message));
      }
      if (!(await databaseAnswers(app.database))) return unavailable();
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(body(request.id, 'INTERNAL', GENERIC_ERROR_MESSAGE));
    });
  },
  { name: 'error-handler' },
);
