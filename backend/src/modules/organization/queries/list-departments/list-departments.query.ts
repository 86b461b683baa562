import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

export interface DepartmentView {
  id: string;
  name: string;
  teamId: string;
  color: string;
  description: string | null;
  isActive: boolean;
  /** Company members in the department. */
  memberCount: number;
  createdAt: string;
  revision: number;
}

/**
 * Departments of one team (any signed-in user: the welcome dialog lists them before the user
 * joins; 404 for an unknown team), or without a team those of every team the user may read.
 */
export class ListDepartmentsQuery extends Query<DepartmentView[]> {
  constructor(
    readonly user: SessionUser,
    readonly teamId?: string,
  ) {
    super();
  }
}
