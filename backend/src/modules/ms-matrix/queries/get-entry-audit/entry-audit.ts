import type { RecordedEvent } from '../../../../platform/event-store/event.js';
import { assertNever } from '../../../../platform/domain/decider.js';
import { levelsAt } from '../../domain/ms-matrix-board.js';
import type { MatrixPoint, MsMatrixEntryEvent } from '../../events/ms-matrix-entry.events.js';
import type { AuditPosition, MatrixAuditRecord } from './get-entry-audit.query.js';

const withLevels = (p: MatrixPoint): AuditPosition => ({ x: p.x, y: p.y, ...levelsAt(p) });

/**
 * The audit trail of one entry stream, pure: one record per event, in stream order. `names`
 * maps acting user ids to display names.
 */
export function auditTrail(events: RecordedEvent[], names: ReadonlyMap<string, string>): MatrixAuditRecord[] {
  let position: MatrixPoint | null = null;
  return events.map((recorded) => {
    const event = { type: recorded.type, data: recorded.data } as MsMatrixEntryEvent;
    const base = {
      at: recorded.metadata.occurredAt,
      actorId: recorded.metadata.userId,
      actorName: recorded.metadata.userId ? (names.get(recorded.metadata.userId) ?? null) : null,
      from: null,
      to: null,
      pointId: null,
      deletedPointIds: [] as string[],
    };
    switch (event.type) {
      case 'MatrixMemberPlaced':
        position = { x: event.data.positionX, y: event.data.positionY };
        return { ...base, action: 'placed', to: withLevels(position), pointId: event.data.pointId };
      case 'MatrixMemberMoved':
        position = event.data.to;
        return { ...base, action: 'moved', from: withLevels(event.data.from), to: withLevels(event.data.to), pointId: event.data.pointId };
      case 'MatrixGrowthPointDeleted':
        return { ...base, action: 'point_deleted', pointId: event.data.pointId };
      case 'MatrixTeamHistoryCleared':
        return { ...base, action: 'history_cleared', deletedPointIds: event.data.deletedPointIds };
      case 'MatrixMemberRemoved': {
        const from = position ? withLevels(position) : null;
        position = null;
        return { ...base, action: 'removed', from };
      }
      default:
        return assertNever(event);
    }
  });
}
