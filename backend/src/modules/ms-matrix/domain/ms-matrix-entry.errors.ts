import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '../../../platform/domain/domain-error.js';

export class MatrixEntryNotFoundError extends NotFoundError {
  constructor() {
    super('MS_MATRIX.ENTRY_NOT_FOUND', 'マトリックスのエントリーが見つかりません');
  }
}

export class MemberAlreadyPlacedError extends ConflictError {
  constructor() {
    super('MS_MATRIX.MEMBER_ALREADY_PLACED', 'このメンバーは既にマトリックスに配置されています');
  }
}

export class GrowthPointNotFoundError extends NotFoundError {
  constructor() {
    super('MS_MATRIX.GROWTH_POINT_NOT_FOUND', '成長履歴ポイントが見つかりません');
  }
}

export class LatestGrowthPointError extends ConflictError {
  constructor() {
    super('MS_MATRIX.LATEST_GROWTH_POINT', '現在の位置を示す最新の成長履歴ポイントは削除できません');
  }
}

/** Names the field, as validation messages do. */
export class InvalidPositionError extends DomainError {
  constructor(field: 'positionX' | 'positionY') {
    super('MS_MATRIX.INVALID_POSITION', `${field}は0から1の範囲で指定してください`);
  }
}

export class NotesTooLongError extends DomainError {
  constructor(maxLength: number) {
    super('MS_MATRIX.NOTES_TOO_LONG', `notes: メモは${maxLength}文字以内で入力してください`);
  }
}

export class TeamNotFoundError extends NotFoundError {
  constructor() {
    super('MS_MATRIX.TEAM_NOT_FOUND', 'チームが見つかりません');
  }
}

export class TeamReadForbiddenError extends ForbiddenError {
  constructor() {
    super('MS_MATRIX.TEAM_READ_FORBIDDEN', 'このチームのMSマトリックスを閲覧する権限がありません');
  }
}

/**
 * Placing colleagues on the board is an evaluation: the whole board and its exports are for the
 * team's leaders, team_admin and admin. A plain member sees their own entry and trail.
 */
export class BoardReadForbiddenError extends ForbiddenError {
  constructor() {
    super(
      'MS_MATRIX.BOARD_READ_FORBIDDEN',
      'チーム全体のMSマトリックスとそのエクスポートは、チームのリーダーと管理者だけが利用できます',
    );
  }
}

export class TeamManageForbiddenError extends ForbiddenError {
  constructor() {
    super('MS_MATRIX.TEAM_MANAGE_FORBIDDEN', 'このチームのMSマトリックスを変更する権限がありません');
  }
}

export class MemberNotFoundError extends NotFoundError {
  constructor() {
    super('MS_MATRIX.MEMBER_NOT_FOUND', 'メンバーが見つかりません');
  }
}

export class MemberTeamMismatchError extends DomainError {
  constructor() {
    super('MS_MATRIX.MEMBER_TEAM_MISMATCH', 'メンバーは指定されたチームに所属していません');
  }
}

export class MemberChoiceError extends DomainError {
  constructor() {
    super(
      'MS_MATRIX.MEMBER_CHOICE',
      '既存のメンバー（memberId）を選ぶか、新しいメンバーの姓（lastName）と名（firstName）を入力してください',
    );
  }
}

/**
 * What the MS board answers when the organisation refuses team access (a `TeamAccessRefusal` of
 * `OrganizationDirectory.requireTeamAccess`): an unknown team is a 404, no right a 403.
 */
export function teamAccessRefused(reason: 'team_not_found' | 'forbidden', need: string): DomainError {
  if (reason === 'team_not_found') return new TeamNotFoundError();
  if (need === 'manage') return new TeamManageForbiddenError();
  return need === 'readBoard' ? new BoardReadForbiddenError() : new TeamReadForbiddenError();
}

/** The as-of board's day is not a real calendar date (decision 0050). */
export class InvalidAsOfDateError extends DomainError {
  constructor() {
    super('MS_MATRIX.INVALID_AS_OF_DATE', '日付はYYYY-MM-DD形式の実在する日付で指定してください');
  }
}

/** The as-of board shows the past: today at most. */
export class FutureAsOfDateError extends DomainError {
  constructor() {
    super('MS_MATRIX.FUTURE_AS_OF_DATE', '未来の日付のボードは表示できません。今日以前の日付を指定してください');
  }
}
