import { Column, Entity, PrimaryColumn } from 'typeorm';
import { teamTimelineEntities, type TimelineDepartmentRow } from '../../../boards/index.js';
import type { EntityColumns } from '../../../../platform/database/rows.js';

// The MS board through time (decision 0050). Written only by MsMatrixTimelineProjection; created
// by the migration 1765500000000. An interval is open while `valid_to` is null.

/** One interval of time during which an entry stood at one position with one name and department. */
@Entity({ name: 'ms_matrix_timeline_intervals' })
export class MsMatrixTimelineIntervalRow implements EntityColumns<'ms_matrix_timeline_intervals'> {
  @PrimaryColumn({ name: 'entry_id', type: 'text' }) entryId: string;
  /** Log position of the event that opened the interval: the order of an entry's intervals. */
  @PrimaryColumn({ name: 'opened_position', type: 'bigint' }) openedPosition: string;
  @Column({ name: 'team_id', type: 'text' }) teamId: string;
  @Column({ name: 'member_id', type: 'text' }) memberId: string;
  /** `姓 名` as it was then. */
  @Column({ name: 'member_name', type: 'text' }) memberName: string;
  @Column({ name: 'department_id', type: 'text', nullable: true }) departmentId: string | null;
  @Column({ type: 'double precision' }) x: number;
  @Column({ type: 'double precision' }) y: number;
  /** When the interval began (the event's `occurredAt`). */
  @Column({ name: 'valid_from', type: 'timestamptz' }) validFrom: Date;
  /** When it ended; null while it lasts. */
  @Column({ name: 'valid_to', type: 'timestamptz', nullable: true }) validTo: Date | null;
}

/** Every entry a team's board ever had: the as-of query visits each through the primary key above. */
@Entity({ name: 'ms_matrix_timeline_entries' })
export class MsMatrixTimelineEntryRow implements EntityColumns<'ms_matrix_timeline_entries'> {
  @PrimaryColumn({ name: 'entry_id', type: 'text' }) entryId: string;
  @Column({ name: 'team_id', type: 'text' }) teamId: string;
}

/** The departments over time and the teams' creation: the board kernel's pair of tables. */
const [MsMatrixTimelineDepartmentRow, MsMatrixTimelineTeamRow] = teamTimelineEntities('ms_matrix_timeline', { department: 'MsMatrixTimelineDepartmentRow', team: 'MsMatrixTimelineTeamRow' });
export type MsMatrixTimelineDepartmentRow = TimelineDepartmentRow;

export const MS_MATRIX_TIMELINE_READ_MODELS = [
  MsMatrixTimelineIntervalRow,
  MsMatrixTimelineEntryRow,
  MsMatrixTimelineDepartmentRow,
  MsMatrixTimelineTeamRow,
];
