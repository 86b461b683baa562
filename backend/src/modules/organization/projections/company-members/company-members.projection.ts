import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { rowProjection, type RowWriter } from '../../../../platform/projections/row-projection.js';
import type {
  CompanyMemberEvent,
  CompanyMemberRegistered,
  CompanyMemberRegistrationAbandoned,
  CompanyMemberUpdated,
} from '../../events/company-member.events.js';
import type { PositionDeleted } from '../../events/position.events.js';
import type { DepartmentDeleted, TeamDeleted } from '../../events/team.events.js';

/** An abandoned registration left nothing to show. */
type HandledEvent = Exclude<CompanyMemberEvent, CompanyMemberRegistrationAbandoned> | DepartmentDeleted | PositionDeleted | TeamDeleted;

/** Only a newer revision of the member's stream overwrites the row (its team and creation time stay). */
function write({ data: d, metadata: { occurredAt: at }, revision }: RecordedEventOf<CompanyMemberRegistered | CompanyMemberUpdated>, db: RowWriter) {
  return db.upsert(
    'company_members',
    {
      id: d.memberId,
      team_id: d.teamId,
      first_name: d.firstName,
      last_name: d.lastName,
      furigana: d.furigana,
      email: d.email,
      phone_number: d.phoneNumber,
      position_id: d.positionId,
      department_id: d.departmentId,
      department_tags: JSON.stringify(d.departmentTags ?? []),
      team_tags: JSON.stringify(d.teamTags ?? []),
      organization_name: d.organizationName,
      notes: d.notes,
      hire_date: d.hireDate,
      created_at: at,
      updated_at: at,
      revision,
    },
    { key: ['id'], keep: ['team_id', 'created_at'], newer: 'revision' },
  );
}

/**
 * The roster of company members. A deleted department or position leaves its members with
 * null; a deleted team takes its members with it.
 */
export class CompanyMembersProjection extends rowProjection<HandledEvent>({
  name: 'organization-company-members',
  tables: ['company_members'],
  on: {
    CompanyMemberRegistered: write,
    CompanyMemberUpdated: write,
    // The picture moves the stream's revision, which the row keeps for If-Match.
    CompanyMemberPictureChanged: ({ data, revision }, db) => db.update('company_members', { picture_url: data.pictureUrl, revision }, { id: data.memberId }),
    CompanyMemberDeleted: ({ data }, db) => db.delete('company_members', { id: data.memberId }),
    DepartmentDeleted: ({ data }, db) => db.update('company_members', { department_id: null }, { department_id: data.departmentId }),
    PositionDeleted: ({ data }, db) => db.update('company_members', { position_id: null }, { position_id: data.positionId }),
    TeamDeleted: ({ data }, db) => db.delete('company_members', { team_id: data.teamId }),
  },
}) {}
