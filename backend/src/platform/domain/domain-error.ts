/**
 * Base of every business rule violation. `code` is `CONTEXT.REASON`; the HTTP layer maps the
 * kind to a status in one place (`platform/http/http-exception.filter.ts`). `message` is user-facing Japanese.
 */
export type DomainErrorKind = 'validation' | 'not_found' | 'conflict' | 'forbidden' | 'unauthorized';

export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly kind: DomainErrorKind = 'validation',
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export class NotFoundError extends DomainError {
  constructor(code: string, message: string) {
    super(code, message, 'not_found');
  }
}

export class ConflictError extends DomainError {
  constructor(code: string, message: string) {
    super(code, message, 'conflict');
  }
}

export class ForbiddenError extends DomainError {
  constructor(code: string, message: string) {
    super(code, message, 'forbidden');
  }
}
