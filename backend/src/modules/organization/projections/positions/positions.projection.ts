import { rowProjection } from '../../../../platform/projections/row-projection.js';
import { upsertCatalogueRow } from '../catalogue-rows.js';
import type { PositionCreationAbandoned, PositionCreated, PositionEvent, PositionUpdated } from '../../events/position.events.js';
import type { TeamDeleted } from '../../events/team.events.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import type { RowWriter } from '../../../../platform/projections/row-projection.js';

/** An abandoned creation left nothing to show. */
type HandledEvent = Exclude<PositionEvent, PositionCreationAbandoned> | TeamDeleted;

function write({ data: d, metadata, revision }: RecordedEventOf<PositionCreated | PositionUpdated>, db: RowWriter) {
  const row = { id: d.positionId, teamId: d.teamId, name: d.name, own: d.level, description: d.description };
  return upsertCatalogueRow(db, 'positions', 'level', row, metadata.occurredAt, revision);
}

export class PositionsProjection extends rowProjection<HandledEvent>({
  name: 'organization-positions',
  tables: ['positions'],
  on: {
    PositionCreated: write,
    PositionUpdated: write,
    PositionDeleted: ({ data }, db) => db.delete('positions', { id: data.positionId }),
    TeamDeleted: ({ data }, db) => db.delete('positions', { team_id: data.teamId }),
  },
}) {}
