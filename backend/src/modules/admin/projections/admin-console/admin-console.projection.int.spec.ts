import { given, inStream, projectionHarness } from '../../../../platform/projections/test-support/projection-harness.js';
import { ADMIN_CONSOLE_STREAM } from '../../domain/admin-console.js';
import { aSnapshot, aTable, dbDiagramSynced, migrationRunFailed, migrationsRun } from '../../domain/admin-console.mother.js';
import { CreateAdminReadModels1766400000000 } from '../../migrations/1766400000000-create-admin-read-models.js';
import { AdminConsoleProjection } from './admin-console.projection.js';

const adminConsole = inStream(ADMIN_CONSOLE_STREAM);

describe('admin console projection', () => {
  const h = projectionHarness([new AdminConsoleProjection()], [CreateAdminReadModels1766400000000]);

  const snapshot = async () => ({
    diagram: await h.rows('SELECT id, snapshot, changed, synced_at, synced_by FROM admin_db_diagram'),
    actions: await h.rows('SELECT type, at, actor_id, summary, success FROM admin_actions ORDER BY at'),
  });

  it('keeps the latest diagram and lists every action, the same when applied twice', async () => {
    const grown = aSnapshot({ tables: [...aSnapshot().tables, aTable('notes')] });
    const history = given(
      adminConsole(migrationsRun(['A1', 'B2'], 12)),
      adminConsole(dbDiagramSynced()),
      adminConsole(migrationRunFailed('boom', 'C3')),
      adminConsole(dbDiagramSynced(grown)),
      adminConsole(migrationsRun([], 12)),
    );
    const rows = await h.applyTwice(history, snapshot);
    expect(rows.diagram).toEqual([
      { id: 'current', snapshot: dbDiagramSynced(grown).data.snapshot, changed: true, synced_at: new Date('2026-05-04T00:00:00Z'), synced_by: 'user-1' },
    ]);
    expect(rows.actions).toEqual([
      { type: 'MigrationsRun', at: new Date('2026-05-01T00:00:00Z'), actor_id: 'user-1', summary: 'A1, B2', success: true },
      { type: 'DbDiagramSynced', at: new Date('2026-05-02T00:00:00Z'), actor_id: 'user-1', summary: 'テーブル2件、リレーション1件', success: true },
      { type: 'MigrationRunFailed', at: new Date('2026-05-03T00:00:00Z'), actor_id: 'user-1', summary: 'C3: boom', success: false },
      { type: 'DbDiagramSynced', at: new Date('2026-05-04T00:00:00Z'), actor_id: 'user-1', summary: 'テーブル3件、リレーション1件', success: true },
      { type: 'MigrationsRun', at: new Date('2026-05-05T00:00:00Z'), actor_id: 'user-1', summary: '', success: true },
    ]);
  });
});
