import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { rowProjection, type RowWriter } from '../../../../platform/projections/row-projection.js';
import type { AdminConsoleEvent } from '../../events/admin-console.events.js';

/** One line of the admin action list, pure. */
export function actionSummary(event: AdminConsoleEvent): { summary: string; success: boolean } {
  switch (event.type) {
    case 'MigrationsRun':
      return { summary: event.data.ran.join(', '), success: true };
    case 'MigrationRunFailed':
      return { summary: event.data.migration ? `${event.data.migration}: ${event.data.error}` : event.data.error, success: false };
    case 'DbDiagramSynced':
      return { summary: `テーブル${event.data.snapshot.tables.length}件、リレーション${event.data.snapshot.relations.length}件`, success: true };
    default:
      return assertNever(event);
  }
}

/** Every event is one line of the action list, keyed by its id. */
function recordAction(event: RecordedEventOf<AdminConsoleEvent>, db: RowWriter) {
  const { summary, success } = actionSummary(event);
  return db.insert(
    'admin_actions',
    { event_id: event.eventId, type: event.type, at: event.metadata.occurredAt, actor_id: event.metadata.userId, summary, success },
    ['event_id'],
  );
}

/**
 * The admin console: the latest ER diagram (a newer sync replaces it; an older one replayed
 * after it does not) and the list of admin actions. Keyed by event id and guarded by time, so
 * applying an event twice changes nothing.
 */
export class AdminConsoleProjection extends rowProjection<AdminConsoleEvent>({
  name: 'admin-console',
  tables: ['admin_db_diagram', 'admin_actions'],
  on: {
    MigrationsRun: recordAction,
    MigrationRunFailed: recordAction,
    DbDiagramSynced: async (event, db) => {
      await recordAction(event, db);
      const { data, metadata } = event;
      await db.upsert(
        'admin_db_diagram',
        {
          id: 'current',
          snapshot: JSON.stringify(data.snapshot),
          checksum: data.checksum,
          changed: data.changed,
          synced_at: metadata.occurredAt,
          synced_by: metadata.userId,
        },
        { key: ['id'], notOlder: 'synced_at' },
      );
    },
  },
}) {}
