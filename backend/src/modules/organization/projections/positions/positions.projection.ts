import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { PositionCreationAbandoned, PositionEvent } from '../../events/position.events.js';
import type { TeamDeleted } from '../../events/team.events.js';

/** An abandoned creation left nothing to show. */
type HandledEvent = Exclude<PositionEvent, PositionCreationAbandoned> | TeamDeleted;

const HANDLED: readonly HandledEvent['type'][] = ['PositionCreated', 'PositionUpdated', 'PositionDeleted', 'TeamDeleted'];

@Injectable()
@ReadModelProjection()
export class PositionsProjection implements Projection<HandledEvent> {
  readonly name = 'organization-positions';
  readonly handles = HANDLED;
  readonly tables = ['positions'];

  async apply(event: RecordedEventOf<HandledEvent>, manager: EntityManager): Promise<void> {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'PositionCreated':
      case 'PositionUpdated': {
        const d = event.data;
        await manager.query(
          `INSERT INTO positions (id, team_id, name, level, description, is_active, created_at, updated_at, revision)
           VALUES ($1, $2, $3, $4, $5, true, $6, $6, $7)
           ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, level = EXCLUDED.level, description = EXCLUDED.description,
             updated_at = EXCLUDED.updated_at, revision = EXCLUDED.revision
           WHERE positions.revision < EXCLUDED.revision`,
          [d.positionId, d.teamId, d.name, d.level, d.description, at, event.revision],
        );
        return;
      }
      case 'PositionDeleted':
        await manager.query(`DELETE FROM positions WHERE id = $1`, [event.data.positionId]);
        return;
      case 'TeamDeleted':
        await manager.query(`DELETE FROM positions WHERE team_id = $1`, [event.data.teamId]);
        return;
      default:
        assertNever(event);
    }
  }
}
