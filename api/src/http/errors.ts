// Operational errors: expected failures with a status and a message meant for the caller. Anything else that
// reaches the error handler is a programmer error and is answered with a generic 500 (details only in the log).
import type { ValidationIssue } from '@fin/shared/schemas/common';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export class ValidationError extends ApiError {
  constructor(issues: ValidationIssue[]) {
    const summary = issues
      .slice(0, 5)
      .map((i) => `${i.location}${i.path ? `.${i.path}` : ''} ${i.message}`)
      .join('; ');
    super(400, 'VALIDATION_ERROR', `Invalid request: ${summary}`, { issues });
  }
}

export class NotFoundError extends ApiError {
  constructor(message: string, code = 'NOT_FOUND') {
    super(404, code, message);
  }
}

export class UnavailableError extends ApiError {
  constructor(message: string, code = 'SERVICE_UNAVAILABLE', details?: unknown) {
    super(503, code, message, details);
  }
}
