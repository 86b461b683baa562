import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '../../../platform/domain/domain-error.js';

/** A field out of its range, named as validation messages name it (`cadence.lowLow: …`). */
export class SimulationInputError extends DomainError {
  constructor(field: string, message: string) {
    super('CULTURE_SIMULATION.INVALID_INPUT', `${field}: ${message}`);
  }
}

export class CultureTeamNotFoundError extends NotFoundError {
  constructor() {
    super('CULTURE_SIMULATION.TEAM_NOT_FOUND', 'チームが見つかりません');
  }
}

/** The simulation reads every member's evaluation: the team's leaders, team_admin and admin only. */
export class CultureTeamForbiddenError extends ForbiddenError {
  constructor() {
    super('CULTURE_SIMULATION.TEAM_FORBIDDEN', 'カルチャー変革シミュレーションは、チームのリーダーと管理者だけが利用できます');
  }
}

export class InsufficientHistoryError extends ConflictError {
  constructor(segments: number, members: number, needSegments: number, needMembers: number) {
    super(
      'CULTURE_SIMULATION.INSUFFICIENT_HISTORY',
      `MSマトリックスの履歴が不足しているため予測できません（移動の記録 ${segments}件・${members}人。${needSegments}件以上・${needMembers}人以上が必要です）`,
    );
  }
}

export class ScenarioNotFoundError extends NotFoundError {
  constructor() {
    super('CULTURE_SIMULATION.SCENARIO_NOT_FOUND', 'シナリオが見つかりません');
  }
}

export class ScenarioExistsError extends ConflictError {
  constructor() {
    super('CULTURE_SIMULATION.SCENARIO_EXISTS', 'このシナリオは既に保存されています');
  }
}

export class ScenarioShareForbiddenError extends ForbiddenError {
  constructor() {
    super('CULTURE_SIMULATION.SHARE_FORBIDDEN', 'シナリオを共有できるのは作成者だけです');
  }
}
