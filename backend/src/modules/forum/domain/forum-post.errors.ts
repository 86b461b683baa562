import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '../../../platform/domain/domain-error.js';

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

export class ForumPostDeletedError extends NotFoundError {
  constructor() {
    super('FORUM.POST_DELETED', 'この投稿は削除されました');
  }
}

export class ForumReplyDeletedError extends NotFoundError {
  constructor() {
    super('FORUM.REPLY_DELETED', 'このコメントは削除されました');
  }
}

/** Only the author edits or deletes a post or reply; moderators hide instead (decision 0061). */
export class NotForumAuthorError extends ForbiddenError {
  constructor() {
    super('FORUM.NOT_AUTHOR', '自分の投稿・コメントのみ編集・削除できます');
  }
}

export class AlreadyLikedReplyError extends ConflictError {
  constructor() {
    super('FORUM.ALREADY_LIKED_REPLY', 'このコメントには既にいいねしています');
  }
}
