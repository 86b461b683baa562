import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '../../../platform/domain/domain-error.js';

/** Unknown cycle, and someone else's private cycle (its existence does not leak). */
export class GrowthCycleNotFoundError extends NotFoundError {
  constructor() {
    super('GROWTH_CYCLE.NOT_FOUND', '成長サイクルが見つかりません');
  }
}

export class GrowthCycleAlreadyStartedError extends ConflictError {
  constructor() {
    super('GROWTH_CYCLE.ALREADY_STARTED', 'この成長サイクルは既に作成されています');
  }
}

/** A form field of spec part 2 §5 with its exact message. */
export class InvalidGrowthCycleInputError extends DomainError {
  constructor(message: string) {
    super('GROWTH_CYCLE.INVALID_INPUT', message);
  }
}

/** Spec part 2 §8: feedback or feed-forward without a target cycle. */
export class MissingTargetCycleError extends DomainError {
  constructor() {
    super('GROWTH_CYCLE.TARGET_MISSING', '対象の成長サイクルが選択されていません');
  }
}

/** A supporter id that names no user of the organisation. */
export class UnknownSupporterError extends DomainError {
  constructor() {
    super('GROWTH_CYCLE.UNKNOWN_SUPPORTER', '応援メンバーに存在しないユーザーが含まれています');
  }
}

export class OwnSupporterError extends DomainError {
  constructor() {
    super('GROWTH_CYCLE.OWN_SUPPORTER', '自分自身を応援メンバーに選ぶことはできません');
  }
}

/** The giver already sent this cycle the same (or nearly the same) message. */
export class DuplicateMessageError extends ConflictError {
  constructor() {
    super('GROWTH_CYCLE.DUPLICATE_MESSAGE', '同じ内容のメッセージをすでに送っています。具体的な行動や変化を添えて書き直してください');
  }
}

export class OwnCycleError extends ForbiddenError {
  constructor(what: 'feedback' | 'feed_forward') {
    super(
      'GROWTH_CYCLE.OWN_CYCLE',
      what === 'feedback' ? '自分の成長サイクルにはフィードバックできません' : '自分の成長サイクルにはフィードフォワードできません',
    );
  }
}

export class RecipientMismatchError extends DomainError {
  constructor() {
    super('GROWTH_CYCLE.RECIPIENT_MISMATCH', '宛先のユーザーがこの成長サイクルの作成者と一致しません');
  }
}

export class GrowthCycleNotActiveError extends ConflictError {
  constructor() {
    super('GROWTH_CYCLE.NOT_ACTIVE', 'この成長サイクルは既に完了しています');
  }
}

export class NotCycleOwnerError extends ForbiddenError {
  constructor() {
    super('GROWTH_CYCLE.NOT_OWNER', 'この操作は成長サイクルの作成者だけが行えます');
  }
}

export class FeedForwardNotFoundError extends NotFoundError {
  constructor() {
    super('GROWTH_CYCLE.FEED_FORWARD_NOT_FOUND', 'フィードフォワードが見つかりません');
  }
}

export class FeedForwardAlreadyThankedError extends ConflictError {
  constructor() {
    super('GROWTH_CYCLE.ALREADY_THANKED', 'このフィードフォワードには既にお礼を伝えました');
  }
}

export class FeedbackNotFoundError extends NotFoundError {
  constructor() {
    super('GROWTH_CYCLE.FEEDBACK_NOT_FOUND', 'フィードバックが見つかりません');
  }
}

/** A feedback request on a cycle that is not the caller's own. */
export class NotOwnCycleRequestError extends ForbiddenError {
  constructor() {
    super('GROWTH_CYCLE.REQUEST_NOT_OWNER', 'フィードバックを依頼できるのは自分の成長サイクルだけです');
  }
}

/** A request without anyone to ask, or more colleagues than one request may ask. */
export class InvalidFeedbackRequestError extends DomainError {
  constructor(message: string) {
    super('GROWTH_CYCLE.INVALID_REQUEST', message);
  }
}

export class RequestToSelfError extends DomainError {
  constructor() {
    super('GROWTH_CYCLE.REQUEST_TO_SELF', '自分自身には依頼できません');
  }
}

/** Someone who shares no team with the owner (or no user at all). */
export class NotATeammateError extends DomainError {
  constructor() {
    super('GROWTH_CYCLE.REQUEST_NOT_TEAMMATE', '依頼できるのは同じチームのメンバーだけです');
  }
}

/** Only others' public cycles can receive feedback, so a private cycle cannot ask for it. */
export class PrivateCycleRequestError extends ConflictError {
  constructor() {
    super('GROWTH_CYCLE.REQUEST_PRIVATE', '非公開の成長サイクルにはフィードバックを依頼できません');
  }
}

export class DuplicateFeedbackRequestError extends ConflictError {
  constructor(kind: 'feedback' | 'feed_forward') {
    super(
      'GROWTH_CYCLE.REQUEST_OPEN',
      kind === 'feedback' ? 'このメンバーにはすでにフィードバックを依頼しています（未回答）' : 'このメンバーにはすでにフィードフォワードを依頼しています（未回答）',
    );
  }
}

export class FeedbackRequestNotFoundError extends NotFoundError {
  constructor() {
    super('GROWTH_CYCLE.REQUEST_NOT_FOUND', '依頼が見つかりません');
  }
}

/** Withdrawing a request that was already answered or withdrawn. */
export class FeedbackRequestClosedError extends ConflictError {
  constructor() {
    super('GROWTH_CYCLE.REQUEST_CLOSED', 'この依頼はすでに回答済みか取り下げ済みです');
  }
}
