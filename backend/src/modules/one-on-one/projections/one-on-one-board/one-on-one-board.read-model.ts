import { Column, Entity, PrimaryColumn } from 'typeorm';
import { boardDepartmentEntity, type BoardDepartmentRow } from '../../../boards/index.js';
import type { OneOnOneApproach } from '../../events/one-on-one-entry.events.js';
import type { EntityColumns } from '../../../../platform/database/rows.js';

// Read models of the 1on1 board (spec part 2 §3 names). Written only by OneOnOneBoardProjection;
// created by the migration 1764600000000. Calendar dates are `YYYY-MM-DD` strings in the
// deployment's time zone; levels are fractions 0..1 derived from the position.

@Entity({ name: 'one_on_one_matrix_entries' })
export class OneOnOneEntryRow implements EntityColumns<'one_on_one_matrix_entries'> {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'manager_id', type: 'text' }) managerId: string;
  @Column({ name: 'team_id', type: 'text' }) teamId: string;
  @Column({ name: 'employee_id', type: 'text' }) employeeId: string;
  /** `姓 名`, kept current from CompanyMemberUpdated. */
  @Column({ name: 'employee_name', type: 'text' }) employeeName: string;
  @Column({ name: 'department_id', type: 'text', nullable: true }) departmentId: string | null;
  @Column({ name: 'position_x', type: 'double precision' }) positionX: number;
  @Column({ name: 'position_y', type: 'double precision' }) positionY: number;
  @Column({ name: 'trust_level', type: 'double precision' }) trustLevel: number;
  @Column({ name: 'mindset_level', type: 'double precision' }) mindsetLevel: number;
  /** The quadrant key (strategy, mindset_improvement, trust_building, mixed). */
  @Column({ name: 'recommended_approach', type: 'text' }) recommendedApproach: OneOnOneApproach;
  @Column({ type: 'text', nullable: true }) notes: string | null;
  @Column({ name: 'last_session_date', type: 'date', nullable: true }) lastSessionDate: string | null;
  @Column({ name: 'next_session_date', type: 'date', nullable: true }) nextSessionDate: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  /** Revision of the entry's stream: what a client sends back in If-Match. */
  @Column({ type: 'integer' }) revision: number;
  /**
   * Log position of the creation that began the entry's current life: the organisation's events
   * change only entries created before them (inline projections, decision 0029).
   */
  @Column({ name: 'placed_position', type: 'bigint' }) placedPosition: string;
}

@Entity({ name: 'one_on_one_growth_history' })
export class OneOnOneGrowthPointRow implements EntityColumns<'one_on_one_growth_history'> {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'matrix_entry_id', type: 'text' }) matrixEntryId: string;
  @Column({ name: 'manager_id', type: 'text' }) managerId: string;
  @Column({ name: 'position_x', type: 'double precision' }) positionX: number;
  @Column({ name: 'position_y', type: 'double precision' }) positionY: number;
  @Column({ name: 'trust_level', type: 'double precision' }) trustLevel: number;
  @Column({ name: 'mindset_level', type: 'double precision' }) mindsetLevel: number;
  @Column({ type: 'text', nullable: true }) notes: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  /** Global event position: the order of points. */
  @Column({ name: 'event_position', type: 'bigint' }) eventPosition: string;
}

@Entity({ name: 'one_on_one_sessions' })
export class OneOnOneSessionRow implements EntityColumns<'one_on_one_sessions'> {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'matrix_entry_id', type: 'text' }) matrixEntryId: string;
  @Column({ name: 'manager_id', type: 'text' }) managerId: string;
  @Column({ name: 'session_date', type: 'date' }) sessionDate: string;
  @Column({ type: 'text' }) approach: OneOnOneApproach;
  @Column({ type: 'text', nullable: true }) outcomes: string | null;
  @Column({ type: 'text', nullable: true }) feedback: string | null;
  @Column({ type: 'smallint' }) effectiveness: number;
  @Column({ name: 'next_session_date', type: 'date', nullable: true }) nextSessionDate: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'event_position', type: 'bigint' }) eventPosition: string;
}

/** The departments this module shows (name and colour), from the organisation's events: the board kernel's table. */
const OneOnOneDepartmentRow = boardDepartmentEntity('one_on_one_departments', 'OneOnOneDepartmentRow');
export type OneOnOneDepartmentRow = BoardDepartmentRow;

export const ONE_ON_ONE_READ_MODELS = [OneOnOneEntryRow, OneOnOneGrowthPointRow, OneOnOneSessionRow, OneOnOneDepartmentRow];

/**
 * An entry as the API shows it, with its department's name and colour, from `e`
 * (`one_on_one_matrix_entries`) and `d` (`one_on_one_departments`): what the queries select and
 * what a move's statement answers.
 */
export const ENTRY_VIEW_COLUMNS = `e.id, e.manager_id AS "managerId", e.team_id AS "teamId", e.employee_id AS "employeeId",
  e.employee_name AS "employeeName", e.department_id AS "departmentId",
  d.name AS "departmentName", d.color AS "departmentColor", e.position_x AS "positionX", e.position_y AS "positionY",
  e.notes, e.last_session_date::text AS "lastSessionDate", e.next_session_date::text AS "nextSessionDate",
  e.created_at AS "createdAt", e.revision`;
