import { ForbiddenError, NotFoundError } from '../../../platform/domain/domain-error.js';

export class DashboardTeamNotFoundError extends NotFoundError {
  constructor() {
    super('DASHBOARD.TEAM_NOT_FOUND', 'チームが見つかりません');
  }
}

export class DashboardTeamForbiddenError extends ForbiddenError {
  constructor() {
    super('DASHBOARD.TEAM_FORBIDDEN', 'このチームに参加していないため、チームの動きを表示できません');
  }
}

/** The dashboard's answer when a team's figures are refused (a `TeamAccessRefusal` of the organisation's directory). */
export function dashboardTeamRefused(reason: 'team_not_found' | 'forbidden'): NotFoundError | ForbiddenError {
  return reason === 'team_not_found' ? new DashboardTeamNotFoundError() : new DashboardTeamForbiddenError();
}
