import { orNull, SchemaMigration, t, table } from '../../../platform/database/schema.js';
import { searchIndexTables } from '../../../platform/search/document-terms.js';

/**
 * A member's フリガナ on the roster (decision 0092), and the member search's index (written only by
 * `MemberSearchProjection`): the ranked terms of each member's names, フリガナ, department and
 * position, with what it indexed them from, so that renaming a department re-indexes its members.
 */
export class AddMemberFuriganaAndSearch1767702000000 extends SchemaMigration {
  name = 'AddMemberFuriganaAndSearch1767702000000';
  protected readonly columns = { company_members: { furigana: 'text' } };
  protected readonly tables = [
    ...searchIndexTables('member_search'),
    table(
      'member_search_sources',
      { id: t.id, team_id: t.text, last_name: t.text, first_name: t.text, furigana: orNull.text, department_id: orNull.text, position_id: orNull.text },
      { indexes: [{ on: 'department_id', where: 'department_id IS NOT NULL' }, { on: 'position_id', where: 'position_id IS NOT NULL' }] },
    ),
    table('member_search_labels', { id: t.id, name: t.text }),
  ];
}
