import { messages } from './messages';

/** Errors the services throw; one handler (lib/error-handler.ts) maps them to DRF-shaped answers. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

/** 400 with field errors: `{"field": ["message"]}`. */
export class ValidationError extends AppError {
  constructor(fields: Record<string, string[]>) {
    super(400, fields);
  }
  static field(name: string, message: string): ValidationError {
    return new ValidationError({ [name]: [message] });
  }
}

export class BadRequestError extends AppError {
  constructor(detail: string) {
    super(400, { detail });
  }
}

export class UnauthorizedError extends AppError {
  constructor(detail: string = messages.auth.notAuthenticated, code?: string) {
    super(401, code ? { detail, code } : { detail });
  }
}

export class ForbiddenError extends AppError {
  constructor(detail: string = messages.common.forbidden) {
    super(403, { detail });
  }
}

export class NotFoundError extends AppError {
  constructor(detail: string = messages.common.notFound) {
    super(404, { detail });
  }
}

export class ConflictError extends AppError {
  constructor(detail: string) {
    super(409, { detail });
  }
}

export class ThrottledError extends AppError {
  constructor(public readonly retryAfterSeconds: number) {
    super(429, { detail: messages.common.throttled(retryAfterSeconds) });
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(detail: string = messages.common.unavailable) {
    super(503, { detail });
  }
}
