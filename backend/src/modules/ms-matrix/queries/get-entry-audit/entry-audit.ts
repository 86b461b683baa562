import type { RecordedEvent } from '../../../../platform/event-store/event.js';
import { entryAuditTrail, type AuditVocabulary } from '../../../boards/index.js';
import { levelsAt } from '@pivot/rules';
import type {
  MatrixGrowthPointDeleted,
  MatrixMemberMoved,
  MatrixMemberPlaced,
  MatrixMemberRemoved,
  MatrixTeamHistoryCleared,
} from '../../events/ms-matrix-entry.events.js';
import type { AuditPosition, MatrixAuditRecord } from './get-entry-audit.query.js';

/** The MS entry stream's events as the audit tells them; its own: a history clear (with the points it deleted). */
type MsAuditEvents = { placed: MatrixMemberPlaced; moved: MatrixMemberMoved; pointDeleted: MatrixGrowthPointDeleted; removed: MatrixMemberRemoved; other: MatrixTeamHistoryCleared };

const MS_AUDIT: AuditVocabulary<AuditPosition, MatrixAuditRecord, MsAuditEvents> = {
  placed: 'MatrixMemberPlaced',
  moved: 'MatrixMemberMoved',
  pointDeleted: 'MatrixGrowthPointDeleted',
  removed: 'MatrixMemberRemoved',
  others: ['MatrixTeamHistoryCleared'],
  withLevels: (p) => ({ x: p.x, y: p.y, ...levelsAt(p) }),
  extraFields: () => ({ deletedPointIds: [] }),
  other: (recorded, base) => ({ ...base, deletedPointIds: recorded.data.deletedPointIds, action: 'history_cleared' }),
};

/**
 * The audit trail of one entry stream, pure: one record per event, in stream order. `names`
 * maps acting user ids to display names. Every record lists the points a history clear deleted
 * (none for other actions).
 */
export function auditTrail(events: RecordedEvent[], names: ReadonlyMap<string, string>): MatrixAuditRecord[] {
  return entryAuditTrail(events, names, MS_AUDIT);
}
