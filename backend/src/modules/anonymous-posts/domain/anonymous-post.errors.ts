import { ConflictError, DomainError, NotFoundError } from '../../../platform/domain/domain-error.js';

/** Also answered for a deleted or hidden post, and for a delete by anyone but the author. */
export class AnonymousPostNotFoundError extends NotFoundError {
  constructor() {
    super('ANONYMOUS_POST.NOT_FOUND', '投稿が見つかりません');
  }
}

export class AnonymousTextError extends DomainError {
  constructor(code: string, message: string) {
    super(`ANONYMOUS_POST.${code}`, message);
  }
}

export class AlreadySupportedError extends ConflictError {
  constructor() {
    super('ANONYMOUS_POST.ALREADY_SUPPORTED', 'この投稿は既に応援しています');
  }
}

// Reports and moderators' decisions: the shared policy's errors (platform/domain/moderation.ts).
