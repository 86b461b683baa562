import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ActingForOtherUserError } from '../../domain/organization.errors.js';
import { iso, type Row } from '../shared/read-access.js';
import { ListUserDepartmentsQuery, type UserDepartmentView } from './list-user-departments.query.js';

@QueryHandler(ListUserDepartmentsQuery)
export class ListUserDepartmentsHandler implements IQueryHandler<ListUserDepartmentsQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ userId, user }: ListUserDepartmentsQuery): Promise<UserDepartmentView[]> {
    if (userId !== user.id && !user.isAdmin && !user.isTeamAdmin) throw new ActingForOtherUserError();
    const rows: Row[] = await this.db.query(
      `SELECT ud.*, d.name, d.color FROM user_departments ud JOIN departments d ON d.id = ud.department_id
       WHERE ud.user_id = $1 ORDER BY ud.is_main_department DESC, ud.joined_at, d.id`,
      [userId],
    );
    return rows.map((r) => ({
      userId: r.user_id,
      departmentId: r.department_id,
      teamId: r.team_id,
      name: r.name,
      color: r.color,
      isMain: r.is_main_department,
      joinedAt: iso(r.joined_at),
    }));
  }
}
