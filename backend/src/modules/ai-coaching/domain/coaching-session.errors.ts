import { ConflictError, DomainError, NotFoundError } from '../../../platform/domain/domain-error.js';

/** Also answered for someone else's session, so that its existence does not leak. */
export class CoachingSessionNotFoundError extends NotFoundError {
  constructor() {
    super('AI_COACHING.SESSION_NOT_FOUND', 'セッションが見つかりません');
  }
}

export class TopicRequiredError extends DomainError {
  constructor() {
    super('AI_COACHING.TOPIC_REQUIRED', '振り返りトピックを入力してください');
  }
}

export class ScenarioRequiredError extends DomainError {
  constructor() {
    super('AI_COACHING.SCENARIO_REQUIRED', 'ロールプレイシナリオを選択してください');
  }
}

export class BlankMessageError extends DomainError {
  constructor() {
    super('AI_COACHING.BLANK_MESSAGE', 'メッセージを入力してください');
  }
}

export class MessageTooLongError extends DomainError {
  constructor(max: number) {
    super('AI_COACHING.MESSAGE_TOO_LONG', `メッセージは${max}文字以内で入力してください`);
  }
}

export class ReplyPendingError extends ConflictError {
  constructor() {
    super('AI_COACHING.REPLY_PENDING', 'AIの返信を待っています。返信が届いてから送信してください');
  }
}

export class NoReplyPendingError extends ConflictError {
  constructor() {
    super('AI_COACHING.NO_REPLY_PENDING', '返信を待っているメッセージがありません');
  }
}

export class SessionCompletedError extends ConflictError {
  constructor() {
    super('AI_COACHING.SESSION_COMPLETED', 'このセッションは終了しています');
  }
}

export class RecommendationNotFoundError extends NotFoundError {
  constructor() {
    super('AI_COACHING.RECOMMENDATION_NOT_FOUND', 'おすすめが見つかりません');
  }
}

export class JournalEntryNotFoundError extends NotFoundError {
  constructor() {
    super('JOURNAL.ENTRY_NOT_FOUND', 'ジャーナルが見つかりません');
  }
}

export class EmptyJournalEntryError extends DomainError {
  constructor() {
    super('JOURNAL.EMPTY', '振り返りの内容を一つ以上入力してください');
  }
}

export class InvalidWeekError extends DomainError {
  constructor() {
    super('JOURNAL.INVALID_WEEK', '対象の週はYYYY-MM-DD形式の日付で指定してください');
  }
}

export class TextTooLongError extends DomainError {
  constructor(field: string, max: number) {
    super('JOURNAL.TEXT_TOO_LONG', `${field}は${max}文字以内で入力してください`);
  }
}
