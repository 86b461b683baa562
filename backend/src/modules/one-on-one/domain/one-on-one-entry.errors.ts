import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '../../../platform/domain/domain-error.js';

/** Also answered for another manager's entry, so that its existence does not leak. */
export class OneOnOneEntryNotFoundError extends NotFoundError {
  constructor() {
    super('ONE_ON_ONE.ENTRY_NOT_FOUND', '1on1エントリーが見つかりません');
  }
}

export class OneOnOneEntryAlreadyExistsError extends ConflictError {
  constructor() {
    super('ONE_ON_ONE.ENTRY_ALREADY_EXISTS', 'この社員の1on1エントリーは既に登録されています');
  }
}

export class GrowthPointNotFoundError extends NotFoundError {
  constructor() {
    super('ONE_ON_ONE.GROWTH_POINT_NOT_FOUND', '成長履歴ポイントが見つかりません');
  }
}

export class LatestGrowthPointError extends ConflictError {
  constructor() {
    super('ONE_ON_ONE.LATEST_GROWTH_POINT', '現在の位置を示す最新の成長履歴ポイントは削除できません');
  }
}

export class InvalidPositionError extends DomainError {
  constructor() {
    super('ONE_ON_ONE.INVALID_POSITION', '位置は0から1の範囲で指定してください');
  }
}

export class InvalidSessionError extends DomainError {
  constructor(message: string) {
    super('ONE_ON_ONE.INVALID_SESSION', message);
  }
}

export class EmployeeNotFoundError extends NotFoundError {
  constructor() {
    super('ONE_ON_ONE.EMPLOYEE_NOT_FOUND', '社員が見つかりません');
  }
}

export class EmployeeTeamMismatchError extends DomainError {
  constructor() {
    super('ONE_ON_ONE.EMPLOYEE_TEAM_MISMATCH', '社員は指定されたチームに所属していません');
  }
}

export class TeamNotReadableError extends ForbiddenError {
  constructor() {
    super('ONE_ON_ONE.TEAM_FORBIDDEN', 'このチームのメンバーを1on1マトリックスに登録する権限がありません');
  }
}

export class ManagerEntriesForbiddenError extends ForbiddenError {
  constructor() {
    super('ONE_ON_ONE.MANAGER_FORBIDDEN', '他のマネージャーの1on1エントリーは管理者のみ閲覧できます');
  }
}

export class InvalidAsOfDateError extends DomainError {
  constructor() {
    super('ONE_ON_ONE.INVALID_AS_OF_DATE', '日付はYYYY-MM-DD形式の実在する日付で指定してください');
  }
}

export class FutureAsOfDateError extends DomainError {
  constructor() {
    super('ONE_ON_ONE.FUTURE_AS_OF_DATE', '未来の日付のボードは表示できません。今日以前の日付を指定してください');
  }
}

export class TeamNotFoundError extends NotFoundError {
  constructor() {
    super('ONE_ON_ONE.TEAM_NOT_FOUND', 'チームが見つかりません');
  }
}

export class TeamBoardForbiddenError extends ForbiddenError {
  constructor() {
    super('ONE_ON_ONE.TEAM_READ_FORBIDDEN', 'このチームの1on1マトリックスを閲覧する権限がありません');
  }
}

/** The past board's refusal when the organisation refuses reading the team: unknown 404, else 403. */
export function pastBoardRefused(reason: 'team_not_found' | 'forbidden'): DomainError {
  return reason === 'team_not_found' ? new TeamNotFoundError() : new TeamBoardForbiddenError();
}
