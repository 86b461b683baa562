import { aTable } from '../domain/admin-console.mother.js';
import { inferredRelations } from './live-schema.js';

describe('relations read from column names', () => {
  const teams = aTable('teams', ['id', 'name'], 'organization-teams');
  const msEntries = aTable('ms_matrix_entries', ['id', 'team_id', 'member_id'], 'ms-matrix-board');
  const oneOnOneEntries = aTable('one_on_one_matrix_entries', ['id', 'team_id'], 'one-on-one-board');
  const points = aTable('ms_matrix_growth_points', ['id', 'entry_id'], 'ms-matrix-board');
  const categories = aTable('categories', ['id'], 'forum-board');
  const posts = aTable('forum_posts', ['id', 'category_id', 'stream_id'], 'forum-board');

  it('links `<thing>_id` to the table of things, preferring the exact name, then the same group', () => {
    expect(inferredRelations([teams, msEntries, oneOnOneEntries, points, categories, posts], [])).toEqual([
      { name: 'ms_matrix_entries.team_id', table: 'ms_matrix_entries', columns: ['team_id'], toTable: 'teams', toColumns: ['id'], inferred: true },
      { name: 'one_on_one_matrix_entries.team_id', table: 'one_on_one_matrix_entries', columns: ['team_id'], toTable: 'teams', toColumns: ['id'], inferred: true },
      { name: 'ms_matrix_growth_points.entry_id', table: 'ms_matrix_growth_points', columns: ['entry_id'], toTable: 'ms_matrix_entries', toColumns: ['id'], inferred: true },
      { name: 'forum_posts.category_id', table: 'forum_posts', columns: ['category_id'], toTable: 'categories', toColumns: ['id'], inferred: true },
    ]);
  });

  it('leaves out a column a declared key covers, and one that fits several tables of other groups', () => {
    const declared = [{ name: 'fk', table: 'ms_matrix_entries', columns: ['team_id'], toTable: 'teams', toColumns: ['id'], inferred: false }];
    const elsewhere = aTable('audit_log', ['id', 'entry_id'], 'platform');
    const relations = inferredRelations([teams, msEntries, oneOnOneEntries, points, elsewhere], declared);
    expect(relations.map((r) => r.name)).toEqual(['one_on_one_matrix_entries.team_id', 'ms_matrix_growth_points.entry_id']);
  });
});
