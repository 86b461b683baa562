import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';
import { deleteRows, insertRow, insertRows, updateRows, upsertRow, type EntityColumns, type NewRow, type Queryable, type Row } from './rows.js';

/** Records the statements instead of running them. */
function recorder(): Queryable & { statements: { sql: string; parameters: unknown[] }[] } {
  const statements: { sql: string; parameters: unknown[] }[] = [];
  return {
    statements,
    query: (sql, parameters = []) => {
      statements.push({ sql, parameters });
      return Promise.resolve([]);
    },
  };
}

const account: NewRow<'user_points'> = {
  user_id: 'u1',
  total_points: 3,
  available_points: 2,
  points_earned_feedback: 3,
  points_earned_feed_forward: 0,
  points_earned_goal_completion: 0,
  points_spent: 1,
  updated_at: '2026-12-01T00:00:00.000Z',
};

describe('typed rows', () => {
  it('column names and value types are checked against the generated schema at compile time', () => {
    // Each line below must fail `tsc` (the backend's typecheck runs over specs): if one compiles,
    // `@ts-expect-error` itself becomes the error, so the check cannot silently stop working.
    // @ts-expect-error a misspelt column
    const misspelt: NewRow<'user_points'> = { ...account, total_point: 3 };
    // @ts-expect-error a missing NOT NULL column without a default
    const missing: NewRow<'user_points'> = { user_id: 'u1' };
    // @ts-expect-error a column of the wrong type
    const wrongType: NewRow<'user_points'> = { ...account, points_spent: 'one' };
    // @ts-expect-error a table that does not exist
    const noTable: Row<'user_point'> = {};
    // @ts-expect-error a read of a column the table does not have
    const unknownColumn = (row: Row<'point_transactions'>) => row.transaction_kind;
    // @ts-expect-error an update of a misspelt column
    void updateRows(recorder(), 'user_customizations', { is_equiped: true }, { user_id: 'u1' });
    // @ts-expect-error a filter on a misspelt column
    void deleteRows(recorder(), 'points_user_teams', { teamid: 't1' });
    // @ts-expect-error an upsert key the table does not have
    void upsertRow(recorder(), 'user_points', account, ['userid']);
    class Entity implements EntityColumns<'points_user_teams'> {
      teamId: string;
      userId: string;
    }
    // @ts-expect-error an entity that misspells a column
    class Misspelt implements EntityColumns<'points_user_teams'> {
      teamId: string;
      usrId: string;
    }
    expect([misspelt, missing, wrongType, noTable, unknownColumn, Entity, Misspelt]).toHaveLength(7);
  });

  it('this file type-checks, so every @ts-expect-error above marks a real error (npm test runs no tsc over specs)', () => {
    const configFile = path.join(import.meta.dirname, '..', '..', '..', 'tsconfig.json');
    const { config } = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file));
    const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile));
    const program = ts.createProgram([import.meta.filename], { ...options, noEmit: true });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  }, 120_000);

  it('inserts rows with one placeholder per value and DEFAULT for a column a row leaves out', async () => {
    const db = recorder();
    await insertRows(db, 'points_user_teams', [
      { team_id: 't1', user_id: 'u1' },
      { team_id: 't1', user_id: 'u2' },
    ]);
    await insertRow(db, 'forum_post_likes', { post_id: 'p1', user_id: 'u1', created_at: '2026-12-01T00:00:00.000Z' }, { ignore: true });
    expect(db.statements).toEqual([
      { sql: 'INSERT INTO "points_user_teams" ("team_id", "user_id") VALUES ($1, $2), ($3, $4)', parameters: ['t1', 'u1', 't1', 'u2'] },
      {
        sql: 'INSERT INTO "forum_post_likes" ("post_id", "user_id", "created_at") VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        parameters: ['p1', 'u1', '2026-12-01T00:00:00.000Z'],
      },
    ]);
  });

  it('upserts every column outside the key unless told which', async () => {
    const db = recorder();
    await upsertRow(db, 'user_points', account, ['user_id']);
    await upsertRow(db, 'user_points', account, ['user_id'], ['points_spent']);
    expect(db.statements.map((s) => s.sql.slice(s.sql.indexOf(' ON CONFLICT')))).toEqual([
      ' ON CONFLICT ("user_id") DO UPDATE SET "total_points" = EXCLUDED."total_points", "available_points" = EXCLUDED."available_points", ' +
        '"points_earned_feedback" = EXCLUDED."points_earned_feedback", "points_earned_feed_forward" = EXCLUDED."points_earned_feed_forward", ' +
        '"points_earned_goal_completion" = EXCLUDED."points_earned_goal_completion", "points_spent" = EXCLUDED."points_spent", "updated_at" = EXCLUDED."updated_at"',
      ' ON CONFLICT ("user_id") DO UPDATE SET "points_spent" = EXCLUDED."points_spent"',
    ]);
  });

  it('inserts 50 rows or more as one statement over unnest of typed arrays, the types read once per table', async () => {
    const db = recorder();
    const query = db.query;
    db.query = (sql, parameters) =>
      sql.includes('pg_attribute')
        ? (void query(sql, parameters), Promise.resolve([{ name: 'team_id', type: 'text' }, { name: 'user_id', type: 'text' }]))
        : query(sql, parameters);
    const rows = Array.from({ length: 40_000 }, (_, i) => ({ team_id: 't', user_id: `u${i}` }));
    await insertRows(db, 'points_user_teams', rows, { ignore: true });
    await insertRows(db, 'points_user_teams', rows.slice(0, 50));
    expect(db.statements.map((s) => s.sql.replace(/\s+/g, ' '))).toEqual([
      expect.stringContaining('FROM pg_attribute'),
      'INSERT INTO "points_user_teams" ("team_id", "user_id") SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING',
      'INSERT INTO "points_user_teams" ("team_id", "user_id") SELECT * FROM unnest($1::text[], $2::text[])',
    ]);
    expect(db.statements[1].parameters).toEqual([rows.map(() => 't'), rows.map((r) => r.user_id)]);
  });

  it('splits a VALUES insert (rows leaving out different columns) so no statement binds more than 65,535 parameters', async () => {
    const db = recorder();
    const post = (i: number): NewRow<'forum_posts'> => ({
      id: `p${i}`,
      author_id: 'a',
      category_id: 'c',
      title: 't',
      content: 'x',
      search_text: 'x',
      created_at: '2026-12-01T00:00:00.000Z',
      updated_at: '2026-12-01T00:00:00.000Z',
      ...(i % 2 === 0 ? { is_pinned: true } : {}),
    });
    await insertRows(db, 'forum_posts', Array.from({ length: 8_000 }, (_, i) => post(i)));
    // 9 columns: 7,281 rows a statement (floor(65,535 / 9)); every other row binds 8 values and says DEFAULT once.
    expect(db.statements.map((s) => s.parameters.length)).toEqual([3_641 * 9 + 3_640 * 8, 359 * 9 + 360 * 8]);
    expect(db.statements[0].sql).toContain('VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9), ($10, $11, $12, $13, $14, $15, $16, $17, DEFAULT)');
  });

  it('updates and deletes by equality, an array meaning "one of" and null meaning IS NULL', async () => {
    const db = recorder();
    await updateRows(db, 'user_customizations', { is_equipped: true }, { user_id: 'u1', customization_id: ['a', 'b'] });
    await deleteRows(db, 'point_transactions', { user_id: 'u1', causation_id: null });
    expect(db.statements).toEqual([
      { sql: 'UPDATE "user_customizations" SET "is_equipped" = $1 WHERE "user_id" = $2 AND "customization_id" = ANY($3)', parameters: [true, 'u1', ['a', 'b']] },
      { sql: 'DELETE FROM "point_transactions" WHERE "user_id" = $1 AND "causation_id" IS NULL', parameters: ['u1'] },
    ]);
  });

  it('writes an array to a JSON column as JSON text and refuses a filter that matches every row', async () => {
    const db = recorder();
    await updateRows(db, 'community_events', { tags: ['a', 'b'] }, { id: 'e1' });
    expect(db.statements[0].parameters).toEqual(['["a","b"]', 'e1']);
    await expect(deleteRows(db, 'points_user_teams', {})).rejects.toThrow('at least one column');
  });
});
