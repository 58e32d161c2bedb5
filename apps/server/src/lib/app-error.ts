import { ERROR_STATUS, type ErrorCode } from '@trivia/shared';

export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * The one error type services and guards throw (STYLE.md "One error path"). Its message is shown
 * to people as it is, so it must be written for them; the HTTP status follows from the code.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: unknown;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.details = options.details;
  }

  static badRequest(message: string, details?: unknown): AppError {
    return new AppError('BAD_REQUEST', message, { details });
  }

  /** A request whose fields are wrong; the message names them. */
  static invalid(issues: FieldIssue[]): AppError {
    const message = issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
    return new AppError('VALIDATION_FAILED', message, { details: issues });
  }

  static unauthorized(message = 'Please sign in to continue.'): AppError {
    return new AppError('UNAUTHORIZED', message);
  }

  static forbidden(message = "You don't have permission to do that."): AppError {
    return new AppError('FORBIDDEN', message);
  }

  static notFound(message = 'Not found.'): AppError {
    return new AppError('NOT_FOUND', message);
  }

  static conflict(message: string): AppError {
    return new AppError('CONFLICT', message);
  }
}
