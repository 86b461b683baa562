import { ForbiddenError, NotFoundError } from '../../../../platform/domain/domain-error.js';

export class CoachTeamNotFoundError extends NotFoundError {
  constructor() {
    super('AI_COACHING.TEAM_NOT_FOUND', 'チームが見つかりません');
  }
}

export class CoachTeamForbiddenError extends ForbiddenError {
  constructor() {
    super('AI_COACHING.TEAM_FORBIDDEN', 'このチームに参加していないため、ボードをAIコーチに渡せません');
  }
}

export class CoachMemberNotFoundError extends NotFoundError {
  constructor() {
    super('AI_COACHING.MEMBER_NOT_FOUND', 'このメンバーの1on1が見つかりません');
  }
}

/** The coach's answer when a board is refused (a `TeamAccessRefusal` of the organisation's directory). */
export function coachTeamRefused(reason: 'team_not_found' | 'forbidden'): NotFoundError | ForbiddenError {
  return reason === 'team_not_found' ? new CoachTeamNotFoundError() : new CoachTeamForbiddenError();
}
