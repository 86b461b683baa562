// The board kernel: what the MS matrix and the 1on1 matrix share (decision 0064). It is no Nest
// module and owns no table: each matrix builds its projections, migrations, as-of read and audit
// from these pieces with its own table names and axis rules. Only the two matrices import it.
export { BoardProjection, entryChildrenDeleted, entryRemoved, entryTouched, type BoardEvent, type BoardTables } from './projections/board.projection.js';
export { boardDepartmentEntity, type BoardDepartmentRow } from './projections/board.read-model.js';
export { BoardTimelineProjection, type BoardTimelineSpec, type TimelineEvent } from './projections/board-timeline.projection.js';
export { teamTimelineEntities, type TimelineDepartmentRow } from './projections/board-timeline.read-model.js';
export { asOfFrom, heldAt, AS_OF_DEPARTMENT_COLUMNS } from './queries/as-of.js';
export { BoardAsOf, type AsOfBoard } from './queries/board-as-of.js';
export { entryAuditTrail, EntryAuditReader, type AuditVocabulary } from './queries/entry-audit.js';
export { boardDepartmentsTable, boardTimelineTables } from './migrations/board-tables.js';
