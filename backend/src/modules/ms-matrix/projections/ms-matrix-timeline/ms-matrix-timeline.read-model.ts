import { Column, Entity, PrimaryColumn } from 'typeorm';

// The MS board through time (decision 0050). Written only by MsMatrixTimelineProjection; created
// by the migration 1765500000000. A stretch ("interval") is open while `valid_to` is null.

/** One stretch of time during which an entry stood at one position with one name and department. */
@Entity({ name: 'ms_matrix_timeline_intervals' })
export class MsMatrixTimelineIntervalRow {
  @PrimaryColumn({ name: 'entry_id', type: 'text' }) entryId: string;
  /** Log position of the event that opened the stretch: the order of an entry's stretches. */
  @PrimaryColumn({ name: 'opened_position', type: 'bigint' }) openedPosition: string;
  @Column({ name: 'team_id', type: 'text' }) teamId: string;
  @Column({ name: 'member_id', type: 'text' }) memberId: string;
  /** `姓 名` as it was then. */
  @Column({ name: 'member_name', type: 'text' }) memberName: string;
  @Column({ name: 'department_id', type: 'text', nullable: true }) departmentId: string | null;
  @Column({ type: 'double precision' }) x: number;
  @Column({ type: 'double precision' }) y: number;
  /** When the stretch began (the event's `occurredAt`). */
  @Column({ name: 'valid_from', type: 'timestamptz' }) validFrom: Date;
  /** When it ended; null while it lasts. */
  @Column({ name: 'valid_to', type: 'timestamptz', nullable: true }) validTo: Date | null;
}

/** Every entry a team's board ever had: the as-of query visits each through the primary key above. */
@Entity({ name: 'ms_matrix_timeline_entries' })
export class MsMatrixTimelineEntryRow {
  @PrimaryColumn({ name: 'entry_id', type: 'text' }) entryId: string;
  @Column({ name: 'team_id', type: 'text' }) teamId: string;
}

/** A department's name and colour over one stretch of time. */
@Entity({ name: 'ms_matrix_timeline_departments' })
export class MsMatrixTimelineDepartmentRow {
  @PrimaryColumn({ name: 'department_id', type: 'text' }) departmentId: string;
  @PrimaryColumn({ name: 'opened_position', type: 'bigint' }) openedPosition: string;
  @Column({ name: 'team_id', type: 'text' }) teamId: string;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text' }) color: string;
  @Column({ name: 'valid_from', type: 'timestamptz' }) validFrom: Date;
  @Column({ name: 'valid_to', type: 'timestamptz', nullable: true }) validTo: Date | null;
}

/** When a team was created: a day before it has no board (the reason the past view gives). */
@Entity({ name: 'ms_matrix_timeline_teams' })
export class MsMatrixTimelineTeamRow {
  @PrimaryColumn({ name: 'team_id', type: 'text' }) teamId: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

export const MS_MATRIX_TIMELINE_READ_MODELS = [
  MsMatrixTimelineIntervalRow,
  MsMatrixTimelineEntryRow,
  MsMatrixTimelineDepartmentRow,
  MsMatrixTimelineTeamRow,
];
