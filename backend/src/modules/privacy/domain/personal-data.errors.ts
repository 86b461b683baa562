import { ConflictError, NotFoundError } from '../../../platform/domain/domain-error.js';

export const PERSON_NOT_FOUND_MESSAGE = '指定された人物が見つかりません';
export const ALREADY_FORGOTTEN_MESSAGE = 'この人物の個人データはすでに削除されています';
export const FORGET_SELF_MESSAGE = 'ご自身のアカウントの個人データは、別の管理者に削除を依頼してください';

export class PersonNotFoundError extends NotFoundError {
  constructor() {
    super('PRIVACY.PERSON_NOT_FOUND', PERSON_NOT_FOUND_MESSAGE);
  }
}

export class AlreadyForgottenError extends ConflictError {
  constructor() {
    super('PRIVACY.ALREADY_FORGOTTEN', ALREADY_FORGOTTEN_MESSAGE);
  }
}

export class ForgetSelfError extends ConflictError {
  constructor() {
    super('PRIVACY.FORGET_SELF', FORGET_SELF_MESSAGE);
  }
}
