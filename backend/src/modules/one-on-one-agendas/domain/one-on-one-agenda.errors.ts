import { ConflictError, DomainError, NotFoundError } from '../../../platform/domain/domain-error.js';

/** Also answered to anyone who is neither the entry's member nor its manager, so that it does not leak. */
export class AgendaNotFoundError extends NotFoundError {
  constructor() {
    super('AGENDA.NOT_FOUND', '1on1のアジェンダが見つかりません');
  }
}

export class AgendaSessionNotFoundError extends NotFoundError {
  constructor() {
    super('AGENDA.SESSION_NOT_FOUND', '1on1の記録が見つかりません');
  }
}

/** A held session's record is read-only: the log is the proof of what was agreed. */
export class AgendaSessionClosedError extends ConflictError {
  constructor() {
    super('AGENDA.SESSION_CLOSED', '実施済みの1on1の記録は変更できません');
  }
}

export class AgendaItemNotFoundError extends NotFoundError {
  constructor() {
    super('AGENDA.ITEM_NOT_FOUND', 'アジェンダの議題が見つかりません');
  }
}

export class ActionItemNotFoundError extends NotFoundError {
  constructor() {
    super('AGENDA.ACTION_ITEM_NOT_FOUND', 'アクションアイテムが見つかりません');
  }
}

export class AgendaNotAllowedError extends DomainError {
  constructor(message: string) {
    super('AGENDA.NOT_ALLOWED', message, 'forbidden');
  }
}

export class InvalidAgendaInputError extends DomainError {
  constructor(message: string) {
    super('AGENDA.INVALID_INPUT', message);
  }
}

export class PulseAlreadyGivenError extends ConflictError {
  constructor() {
    super('AGENDA.PULSE_ALREADY_GIVEN', 'この1on1の振り返りは回答済みです');
  }
}

export class SessionTopicNotFoundError extends NotFoundError {
  constructor() {
    super('AGENDA.TOPIC_NOT_FOUND', 'トピックが見つかりません');
  }
}

export class SessionTopicInactiveError extends DomainError {
  constructor() {
    super('AGENDA.TOPIC_INACTIVE', 'このトピックは現在使われていません');
  }
}

export class SessionTopicDuplicateError extends ConflictError {
  constructor() {
    super('AGENDA.TOPIC_DUPLICATE', '同じ名前のトピックが既にあります（重複）');
  }
}
