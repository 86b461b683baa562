import type { RecordedEvent } from '../../../../platform/event-store/event.js';
import { entryAuditTrail, type AuditVocabulary } from '../../../boards/index.js';
import { levelsFromPosition } from '../../domain/one-on-one-board.js';
import type { OneOnOneAuditRecordResponse, OneOnOnePositionResponse } from '../../http/one-on-one.response.dto.js';
import type {
  OneOnOneEntryCreated,
  OneOnOneEntryDeleted,
  OneOnOneEntryMoved,
  OneOnOneGrowthPointDeleted,
  OneOnOneSessionRecorded,
} from '../../events/one-on-one-entry.events.js';

/** The 1on1 entry stream's events as the audit tells them; its own: a recorded session, at where the entry stood. */
type OneOnOneAuditEvents = {
  placed: OneOnOneEntryCreated;
  moved: OneOnOneEntryMoved;
  pointDeleted: OneOnOneGrowthPointDeleted;
  removed: OneOnOneEntryDeleted;
  other: OneOnOneSessionRecorded;
};

const ONE_ON_ONE_AUDIT: AuditVocabulary<OneOnOnePositionResponse, OneOnOneAuditRecordResponse, OneOnOneAuditEvents> = {
  placed: 'OneOnOneEntryCreated',
  moved: 'OneOnOneEntryMoved',
  pointDeleted: 'OneOnOneGrowthPointDeleted',
  removed: 'OneOnOneEntryDeleted',
  others: ['OneOnOneSessionRecorded'],
  withLevels: (p) => ({ x: p.x, y: p.y, ...levelsFromPosition(p.x, p.y) }),
  actorName: (name) => name || null,
  other: (_recorded, base, standing) => ({ ...base, action: 'session_recorded', to: standing }),
};

/** The audit trail of one 1on1 entry stream, pure: one record per event, in stream order; `names` maps user ids to `姓 名`. */
export function oneOnOneAuditTrail(events: RecordedEvent[], names: ReadonlyMap<string, string>): OneOnOneAuditRecordResponse[] {
  return entryAuditTrail(events, names, ONE_ON_ONE_AUDIT);
}
