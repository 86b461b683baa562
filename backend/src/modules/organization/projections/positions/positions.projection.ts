import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import { upsertCatalogueRow } from '../catalogue-rows.js';
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
        const row = { id: d.positionId, teamId: d.teamId, name: d.name, own: d.level, description: d.description };
        return upsertCatalogueRow(manager, 'positions', 'level', row, at, event.revision);
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
