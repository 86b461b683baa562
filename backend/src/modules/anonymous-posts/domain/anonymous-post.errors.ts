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

export class AlreadyReportedError extends ConflictError {
  constructor() {
    super('ANONYMOUS_POST.ALREADY_REPORTED', 'この投稿は既に通報済みです');
  }
}

/** Told only to the author, who knows the post is theirs. */
export class OwnPostReportError extends DomainError {
  constructor() {
    super('ANONYMOUS_POST.OWN_POST_REPORT', '自分の投稿は通報できません');
  }
}

export class AlreadyHiddenError extends ConflictError {
  constructor() {
    super('ANONYMOUS_POST.ALREADY_HIDDEN', 'この投稿は既に非表示です');
  }
}

export class NotHiddenError extends ConflictError {
  constructor() {
    super('ANONYMOUS_POST.NOT_HIDDEN', 'この投稿は非表示になっていません');
  }
}
