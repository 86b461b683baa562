import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import { upsertCatalogueRow } from '../catalogue-rows.js';
import type { DepartmentCreationAbandoned, DepartmentEvent, TeamDeleted } from '../../events/team.events.js';
import type { UserDepartmentEvent } from '../../events/user-department.events.js';

/** An abandoned creation left nothing to show. */
type HandledEvent = Exclude<DepartmentEvent, DepartmentCreationAbandoned> | UserDepartmentEvent | TeamDeleted;

const HANDLED: readonly HandledEvent['type'][] = [
  'DepartmentCreated',
  'DepartmentUpdated',
  'DepartmentDeleted',
  'UserDepartmentLinked',
  'TeamDeleted',
];

/** Departments and the user–department links; a deleted department drops its links. */
@Injectable()
@ReadModelProjection()
export class DepartmentsProjection implements Projection<HandledEvent> {
  readonly name = 'organization-departments';
  readonly handles = HANDLED;
  readonly tables = ['departments', 'user_departments'];

  async apply(event: RecordedEventOf<HandledEvent>, manager: EntityManager): Promise<void> {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'DepartmentCreated':
      case 'DepartmentUpdated': {
        const d = event.data;
        const row = { id: d.departmentId, teamId: d.teamId, name: d.name, own: d.color, description: d.description };
        return upsertCatalogueRow(manager, 'departments', 'color', row, at, event.revision);
      }
      case 'DepartmentDeleted':
        await manager.query(`DELETE FROM user_departments WHERE department_id = $1`, [event.data.departmentId]);
        await manager.query(`DELETE FROM departments WHERE id = $1`, [event.data.departmentId]);
        return;
      case 'UserDepartmentLinked': {
        const d = event.data;
        await manager.query(
          `INSERT INTO user_departments (user_id, department_id, team_id, is_main_department, joined_at)
           SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM departments WHERE id = $2)
           ON CONFLICT (user_id, department_id) DO UPDATE SET is_main_department = EXCLUDED.is_main_department`,
          [d.userId, d.departmentId, d.teamId, d.isMain, at],
        );
        if (d.isMain) {
          await manager.query(`UPDATE user_departments SET is_main_department = false WHERE user_id = $1 AND department_id <> $2`, [
            d.userId,
            d.departmentId,
          ]);
        }
        return;
      }
      case 'TeamDeleted':
        await manager.query(`DELETE FROM user_departments WHERE team_id = $1`, [event.data.teamId]);
        await manager.query(`DELETE FROM departments WHERE team_id = $1`, [event.data.teamId]);
        return;
      default:
        assertNever(event);
    }
  }
}
