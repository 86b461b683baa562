import { ConflictError, DomainError, NotFoundError } from '../../../platform/domain/domain-error.js';

/** A rule of a field, named by field as validation messages are (`title: …`). */
export class LearningValidationError extends DomainError {
  constructor(reason: string, field: string, message: string) {
    super(`LEARNING.${reason}`, `${field}: ${message}`);
  }
}

export class LearningContentNotFoundError extends NotFoundError {
  constructor() {
    super('LEARNING.CONTENT_NOT_FOUND', '学習コンテンツが見つかりません');
  }
}

export class LearningContentExistsError extends ConflictError {
  constructor() {
    super('LEARNING.CONTENT_EXISTS', 'この学習コンテンツは既に登録されています');
  }
}
