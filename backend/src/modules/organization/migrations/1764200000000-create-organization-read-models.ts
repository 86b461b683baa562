import { orNull, SchemaMigration, t, table, versioned } from '../../../platform/database/schema.js';

/** A team's named catalogue (departments, positions): the same columns around its `own` one, and an index by team. */
function catalogueTable(name: string, own: Record<string, string>) {
  const columns = { id: t.id, team_id: t.text, name: 'varchar(255) NOT NULL', ...own, description: orNull.text, is_active: 'boolean NOT NULL DEFAULT true', ...versioned };
  return table(name, columns, { indexes: [{ on: 'team_id' }] });
}

/**
 * Read models of the organisation, written only by its projections. Ids are text: the write
 * side makes UUIDs, but an unknown id of any shape must read as "not found", never as an error.
 * No uniqueness constraints here: the write side keeps uniqueness (reservation streams).
 */
export class CreateOrganizationReadModels1764200000000 extends SchemaMigration {
  name = 'CreateOrganizationReadModels1764200000000';
  protected readonly tables = [
    table('teams', {
      id: t.id, name: t.text, description: orNull.text, organization_type: t.text, leader_id: t.text, is_active: 'boolean NOT NULL DEFAULT true', ...versioned,
    }),
    table(
      'user_teams',
      { team_id: t.text, user_id: t.text, is_primary_team: t.boolean, is_leader: t.boolean, joined_at: t.timestamptz },
      { primaryKey: 'team_id, user_id', indexes: [{ on: 'user_id' }] },
    ),
    catalogueTable('departments', { color: 'varchar(7) NOT NULL' }),
    table(
      'user_departments',
      { user_id: t.text, department_id: t.text, team_id: t.text, is_main_department: t.boolean, joined_at: t.timestamptz },
      { primaryKey: 'user_id, department_id', indexes: [{ on: 'department_id' }] },
    ),
    catalogueTable('positions', { level: t.smallint }),
    table('company_members', {
      id: t.id, team_id: t.text, first_name: t.text, last_name: t.text, email: orNull.text, phone_number: orNull.text, position_id: orNull.text,
      department_id: orNull.text, department_tags: `jsonb NOT NULL DEFAULT '[]'`, team_tags: `jsonb NOT NULL DEFAULT '[]'`,
      organization_name: orNull.text, notes: orNull.text, hire_date: orNull.date, ...versioned,
    }, { indexes: [{ on: 'team_id' }] }),
    table('organization_user_names', { user_id: t.id, email: orNull.text, first_name: orNull.text, last_name: orNull.text }),
  ];
}
