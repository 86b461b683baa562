import { Column, Entity, PrimaryColumn } from 'typeorm';
import { teamTimelineEntities, type TimelineDepartmentRow } from '../../../boards/index.js';
import type { EntityColumns } from '../../../../platform/database/rows.js';

// The 1on1 board through time (decision 0050). Written only by OneOnOneTimelineProjection;
// created by the migration 1765500100000. An interval is open while `valid_to` is null.

@Entity({ name: 'one_on_one_timeline_intervals' })
export class OneOnOneTimelineIntervalRow implements EntityColumns<'one_on_one_timeline_intervals'> {
  @PrimaryColumn({ name: 'entry_id', type: 'text' }) entryId: string;
  @PrimaryColumn({ name: 'opened_position', type: 'bigint' }) openedPosition: string;
  @Column({ name: 'manager_id', type: 'text' }) managerId: string;
  /** The member's team then (members may move teams). */
  @Column({ name: 'team_id', type: 'text' }) teamId: string;
  @Column({ name: 'employee_id', type: 'text' }) employeeId: string;
  @Column({ name: 'employee_name', type: 'text' }) employeeName: string;
  @Column({ name: 'department_id', type: 'text', nullable: true }) departmentId: string | null;
  @Column({ type: 'double precision' }) x: number;
  @Column({ type: 'double precision' }) y: number;
  /** Log position of the creation that began this life of the entry (its sessions are those recorded since). */
  @Column({ name: 'life_position', type: 'bigint' }) lifePosition: string;
  @Column({ name: 'life_started_at', type: 'timestamptz' }) lifeStartedAt: Date;
  @Column({ name: 'valid_from', type: 'timestamptz' }) validFrom: Date;
  @Column({ name: 'valid_to', type: 'timestamptz', nullable: true }) validTo: Date | null;
}

/** Every entry a manager ever had. */
@Entity({ name: 'one_on_one_timeline_entries' })
export class OneOnOneTimelineEntryRow implements EntityColumns<'one_on_one_timeline_entries'> {
  @PrimaryColumn({ name: 'entry_id', type: 'text' }) entryId: string;
  @Column({ name: 'manager_id', type: 'text' }) managerId: string;
}

/** Sessions by their date: the last session and the staleness of a past day. */
@Entity({ name: 'one_on_one_timeline_sessions' })
export class OneOnOneTimelineSessionRow implements EntityColumns<'one_on_one_timeline_sessions'> {
  @PrimaryColumn({ name: 'session_id', type: 'text' }) sessionId: string;
  @Column({ name: 'entry_id', type: 'text' }) entryId: string;
  @Column({ name: 'session_date', type: 'text' }) sessionDate: string;
  @Column({ name: 'next_session_date', type: 'text', nullable: true }) nextSessionDate: string | null;
  @Column({ name: 'recorded_position', type: 'bigint' }) recordedPosition: string;
}

/** The departments over time and the teams' creation: the board kernel's pair of tables. */
const [OneOnOneTimelineDepartmentRow, OneOnOneTimelineTeamRow] = teamTimelineEntities('one_on_one_timeline', { department: 'OneOnOneTimelineDepartmentRow', team: 'OneOnOneTimelineTeamRow' });
export type OneOnOneTimelineDepartmentRow = TimelineDepartmentRow;

export const ONE_ON_ONE_TIMELINE_READ_MODELS = [
  OneOnOneTimelineIntervalRow,
  OneOnOneTimelineEntryRow,
  OneOnOneTimelineSessionRow,
  OneOnOneTimelineDepartmentRow,
  OneOnOneTimelineTeamRow,
];
