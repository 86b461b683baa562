import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { rowProjection, type RowWriter } from '../../../../platform/projections/row-projection.js';
import { upsertCatalogueRow } from '../catalogue-rows.js';
import type { DepartmentCreated, DepartmentCreationAbandoned, DepartmentEvent, DepartmentUpdated, TeamDeleted } from '../../events/team.events.js';
import type { UserDepartmentEvent } from '../../events/user-department.events.js';

/** An abandoned creation left nothing to show. */
type HandledEvent = Exclude<DepartmentEvent, DepartmentCreationAbandoned> | UserDepartmentEvent | TeamDeleted;

function write({ data: d, metadata, revision }: RecordedEventOf<DepartmentCreated | DepartmentUpdated>, db: RowWriter) {
  const row = { id: d.departmentId, teamId: d.teamId, name: d.name, own: d.color, description: d.description };
  return upsertCatalogueRow(db, 'departments', 'color', row, metadata.occurredAt, revision);
}

/** Departments and the user–department links; a deleted department drops its links. */
export class DepartmentsProjection extends rowProjection<HandledEvent>({
  name: 'organization-departments',
  tables: ['departments', 'user_departments'],
  on: {
    DepartmentCreated: write,
    DepartmentUpdated: write,
    DepartmentDeleted: async ({ data }, db) => {
      await db.delete('user_departments', { department_id: data.departmentId });
      await db.delete('departments', { id: data.departmentId });
    },
    UserDepartmentLinked: async ({ data: d, metadata }, db) => {
      // A link to a department deleted meanwhile writes nothing.
      await db.query(
        `INSERT INTO user_departments (user_id, department_id, team_id, is_main_department, joined_at)
         SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM departments WHERE id = $2)
         ON CONFLICT (user_id, department_id) DO UPDATE SET is_main_department = EXCLUDED.is_main_department`,
        [d.userId, d.departmentId, d.teamId, d.isMain, metadata.occurredAt],
      );
      if (d.isMain) {
        await db.query(`UPDATE user_departments SET is_main_department = false WHERE user_id = $1 AND department_id <> $2`, [d.userId, d.departmentId]);
      }
    },
    TeamDeleted: async ({ data }, db) => {
      await db.delete('user_departments', { team_id: data.teamId });
      await db.delete('departments', { team_id: data.teamId });
    },
  },
}) {}
