import { ConflictError, DomainError, NotFoundError } from '../../../platform/domain/domain-error.js';

/** A rule of the gate or the contact form, named by field as validation messages are (`email: …`). */
export class CompanionValidationError extends DomainError {
  constructor(reason: string, field: string, message: string) {
    super(`COMPANION.${reason}`, `${field}: ${message}`);
  }
}

export class RegistrantAlreadyRegisteredError extends ConflictError {
  constructor() {
    super('COMPANION.REGISTRANT_ALREADY_REGISTERED', 'この登録は既に完了しています');
  }
}

export class RegistrantNotFoundError extends NotFoundError {
  constructor() {
    super('COMPANION.REGISTRANT_NOT_FOUND', '資料ダウンロードの登録が見つかりません');
  }
}

export class InquiryNotFoundError extends NotFoundError {
  constructor() {
    super('COMPANION.INQUIRY_NOT_FOUND', 'お問い合わせが見つかりません');
  }
}

export class InquiryAlreadyReceivedError extends ConflictError {
  constructor() {
    super('COMPANION.INQUIRY_ALREADY_RECEIVED', 'このお問い合わせは既に受け付けています');
  }
}

export class InquiryAlreadyProcessedError extends ConflictError {
  constructor() {
    super('COMPANION.INQUIRY_ALREADY_PROCESSED', 'このお問い合わせは既に対応済みです');
  }
}
