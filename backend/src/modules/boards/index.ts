// The board kernel: what the MS matrix and the 1on1 matrix share (decision 0064). It is no Nest
// module and owns no table: each matrix builds its projections, migrations and as-of read from
// these pieces with its own table names and axis rules. Only the two matrices import it.
export { Intervals, applyInRuns, entrySteps, type IntervalTableSpec, type IntervalColumnType, type IntervalValues, type IntervalStep } from './projections/intervals.js';
export { BoardTimelineProjection, type BoardTimelineSpec, type TimelineExtras } from './projections/board-timeline.projection.js';
export { teamTimelineEntities, type TimelineDepartmentRow, type TimelineTeamRow } from './projections/board-timeline.read-model.js';
export {
  asOfFrom,
  asOfTeamDay,
  departmentAt,
  endOfAsOfDay,
  heldAt,
  latestIntervalBefore,
  AS_OF_DEPARTMENT_COLUMNS,
  type AsOfAnswer,
  type AsOfTeamDay,
} from './queries/as-of.js';
export { BoardAsOf, type AsOfBoard, type AsOfBoardDay } from './queries/board-as-of.js';
export { BoardProjection, entryChildrenDeleted, entryRemoved, entryTouched, type BoardSpec, type BoardTables } from './projections/board.projection.js';
export { createBoardDepartmentsTable, createBoardTimelineTables, dropBoardTimelineTables } from './migrations/board-tables.js';
export { entryAuditTrail, EntryAuditReader, type AuditVocabulary, type AuditRecordBase, type BoardPoint } from './queries/entry-audit.js';
export { boardDepartmentEntity, type BoardDepartmentRow } from './projections/board.read-model.js';
