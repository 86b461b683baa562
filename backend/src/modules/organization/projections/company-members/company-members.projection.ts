import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { CompanyMemberEvent, CompanyMemberRegistrationAbandoned } from '../../events/company-member.events.js';
import type { PositionDeleted } from '../../events/position.events.js';
import type { DepartmentDeleted, TeamDeleted } from '../../events/team.events.js';

/** An abandoned registration left nothing to show. */
type HandledEvent = Exclude<CompanyMemberEvent, CompanyMemberRegistrationAbandoned> | DepartmentDeleted | PositionDeleted | TeamDeleted;

const HANDLED: readonly HandledEvent['type'][] = [
  'CompanyMemberRegistered',
  'CompanyMemberUpdated',
  'CompanyMemberDeleted',
  'DepartmentDeleted',
  'PositionDeleted',
  'TeamDeleted',
];

/**
 * The roster of company members. A deleted department or position leaves its members with
 * null; a deleted team takes its members with it.
 */
@Injectable()
@ReadModelProjection()
export class CompanyMembersProjection implements Projection<HandledEvent> {
  readonly name = 'organization-company-members';
  readonly handles = HANDLED;
  readonly tables = ['company_members'];

  async apply(event: RecordedEventOf<HandledEvent>, manager: EntityManager): Promise<void> {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'CompanyMemberRegistered':
      case 'CompanyMemberUpdated': {
        const d = event.data;
        await manager.query(
          `INSERT INTO company_members (id, team_id, first_name, last_name, email, phone_number, position_id, department_id,
             department_tags, team_tags, organization_name, notes, hire_date, created_at, updated_at, revision)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11, $12, $13, $14, $14, $15)
           ON CONFLICT (id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
             email = EXCLUDED.email, phone_number = EXCLUDED.phone_number, position_id = EXCLUDED.position_id,
             department_id = EXCLUDED.department_id, department_tags = EXCLUDED.department_tags, team_tags = EXCLUDED.team_tags,
             organization_name = EXCLUDED.organization_name, notes = EXCLUDED.notes, hire_date = EXCLUDED.hire_date,
             updated_at = EXCLUDED.updated_at, revision = EXCLUDED.revision
           WHERE company_members.revision < EXCLUDED.revision`,
          [
            d.memberId,
            d.teamId,
            d.firstName,
            d.lastName,
            d.email,
            d.phoneNumber,
            d.positionId,
            d.departmentId,
            JSON.stringify(d.departmentTags ?? []),
            JSON.stringify(d.teamTags ?? []),
            d.organizationName,
            d.notes,
            d.hireDate,
            at,
            event.revision,
          ],
        );
        return;
      }
      case 'CompanyMemberDeleted':
        await manager.query(`DELETE FROM company_members WHERE id = $1`, [event.data.memberId]);
        return;
      case 'DepartmentDeleted':
        await manager.query(`UPDATE company_members SET department_id = NULL WHERE department_id = $1`, [event.data.departmentId]);
        return;
      case 'PositionDeleted':
        await manager.query(`UPDATE company_members SET position_id = NULL WHERE position_id = $1`, [event.data.positionId]);
        return;
      case 'TeamDeleted':
        await manager.query(`DELETE FROM company_members WHERE team_id = $1`, [event.data.teamId]);
        return;
      default:
        assertNever(event);
    }
  }
}
