import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

export interface UserDepartmentView {
  userId: string;
  departmentId: string;
  teamId: string;
  /** The department's name and colour. */
  name: string;
  color: string;
  isMain: boolean;
  joinedAt: string;
}

/** A user's departments, main first: their own, or anyone's for team_admin and admin. */
export class ListUserDepartmentsQuery extends Query<UserDepartmentView[]> {
  constructor(
    readonly userId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}
