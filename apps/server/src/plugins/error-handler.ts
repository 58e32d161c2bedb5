import {
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  GENERIC_ERROR_MESSAGE,
} from '@trivia/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldIssue } from '../lib/app-error.ts';

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
 * 500 with a generic message (never a stack trace or an internal message).
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
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
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(body(request.id, 'INTERNAL', GENERIC_ERROR_MESSAGE));
    });
  },
  { name: 'error-handler' },
);
