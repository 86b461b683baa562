import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEvent } from '../../../../platform/event-store/event.js';
import { levelsFromPosition } from '../../domain/one-on-one-board.js';
import type { BoardPosition, OneOnOneEntryEvent } from '../../events/one-on-one-entry.events.js';
import type { OneOnOneAuditRecordResponse, OneOnOnePositionResponse } from '../../http/one-on-one.response.dto.js';

const withLevels = (p: BoardPosition): OneOnOnePositionResponse => ({ x: p.x, y: p.y, ...levelsFromPosition(p.x, p.y) });

/** The audit trail of one 1on1 entry stream, pure: one record per event, in stream order; `names` maps user ids to `姓 名`. */
export function oneOnOneAuditTrail(events: RecordedEvent[], names: ReadonlyMap<string, string>): OneOnOneAuditRecordResponse[] {
  let position: BoardPosition | null = null;
  return events.map((recorded) => {
    const event = { type: recorded.type, data: recorded.data } as OneOnOneEntryEvent;
    const actorId = recorded.metadata.userId;
    const base = { at: recorded.metadata.occurredAt, actorId, actorName: actorId ? names.get(actorId) || null : null, from: null, to: null, pointId: null };
    switch (event.type) {
      case 'OneOnOneEntryCreated':
        position = { x: event.data.positionX, y: event.data.positionY };
        return { ...base, action: 'placed', to: withLevels(position), pointId: event.data.pointId };
      case 'OneOnOneEntryMoved':
        position = event.data.to;
        return { ...base, action: 'moved', from: withLevels(event.data.from), to: withLevels(event.data.to), pointId: event.data.pointId };
      case 'OneOnOneGrowthPointDeleted':
        return { ...base, action: 'point_deleted', pointId: event.data.pointId };
      case 'OneOnOneSessionRecorded':
        return { ...base, action: 'session_recorded', to: position ? withLevels(position) : null };
      case 'OneOnOneEntryDeleted': {
        const from = position ? withLevels(position) : null;
        position = null;
        return { ...base, action: 'removed', from };
      }
      default:
        return assertNever(event);
    }
  });
}
