import { ConflictError, DomainError, NotFoundError } from '../../../platform/domain/domain-error.js';

export class ForumPostNotFoundError extends NotFoundError {
  constructor() {
    super('FORUM.POST_NOT_FOUND', '投稿が見つかりません');
  }
}

export class ForumReplyNotFoundError extends NotFoundError {
  constructor() {
    super('FORUM.REPLY_NOT_FOUND', '返信先の返信が見つかりません');
  }
}

export class UnknownForumCategoryError extends DomainError {
  constructor() {
    super('FORUM.UNKNOWN_CATEGORY', 'カテゴリーが見つかりません');
  }
}

export class AlreadyLikedError extends ConflictError {
  constructor() {
    super('FORUM.ALREADY_LIKED', 'この投稿には既にいいねしています');
  }
}

export class ForumTextError extends DomainError {
  constructor(message: string) {
    super('FORUM.INVALID_TEXT', message);
  }
}
