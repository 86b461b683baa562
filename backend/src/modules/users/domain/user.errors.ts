import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '../../../platform/domain/domain-error.js';

export class UserNotFoundError extends NotFoundError {
  constructor() {
    super('USER.NOT_FOUND', 'ユーザーが見つかりません');
  }
}

export class UserAlreadyRegisteredError extends ConflictError {
  constructor() {
    super('USER.ALREADY_REGISTERED', 'このユーザーは既に登録されています');
  }
}

export class EmailAlreadyTakenError extends ConflictError {
  constructor() {
    super('USER.EMAIL_TAKEN', 'このメールアドレスは既に登録されています（重複）');
  }
}

export class IdentityAlreadyLinkedError extends ConflictError {
  constructor() {
    super('USER.IDENTITY_TAKEN', 'このアカウントは既に別のユーザーに紐づいています');
  }
}

export class NotYourProfileError extends ForbiddenError {
  constructor() {
    super('USER.FORBIDDEN', '権限がありません');
  }
}

export class InvalidProfileError extends DomainError {
  constructor(message: string) {
    super('USER.INVALID_PROFILE', message, 'validation');
  }
}
