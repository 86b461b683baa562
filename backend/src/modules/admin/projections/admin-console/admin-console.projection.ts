import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { AdminConsoleEvent } from '../../events/admin-console.events.js';

const HANDLED: readonly AdminConsoleEvent['type'][] = ['MigrationsRun', 'MigrationRunFailed', 'DbDiagramSynced'];

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

/**
 * The admin console: the latest ER diagram (a newer sync replaces it; an older one replayed
 * after it does not) and the list of admin actions. Keyed by event id and guarded by time, so
 * applying an event twice changes nothing.
 */
@Injectable()
@ReadModelProjection()
export class AdminConsoleProjection implements Projection<AdminConsoleEvent> {
  readonly name = 'admin-console';
  readonly handles = HANDLED;
  readonly tables = ['admin_db_diagram', 'admin_actions'];

  async apply(event: RecordedEventOf<AdminConsoleEvent>, manager: EntityManager): Promise<void> {
    const { occurredAt: at, userId } = event.metadata;
    const { summary, success } = actionSummary(event);
    await manager.query(
      `INSERT INTO admin_actions (event_id, type, at, actor_id, summary, success) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (event_id) DO NOTHING`,
      [event.eventId, event.type, at, userId, summary, success],
    );
    if (event.type !== 'DbDiagramSynced') return;
    await manager.query(
      `INSERT INTO admin_db_diagram (id, snapshot, checksum, changed, synced_at, synced_by) VALUES ('current', $1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET snapshot = EXCLUDED.snapshot, checksum = EXCLUDED.checksum, changed = EXCLUDED.changed,
         synced_at = EXCLUDED.synced_at, synced_by = EXCLUDED.synced_by
       WHERE admin_db_diagram.synced_at <= EXCLUDED.synced_at`,
      [JSON.stringify(event.data.snapshot), event.data.checksum, event.data.changed, at, userId],
    );
  }
}
