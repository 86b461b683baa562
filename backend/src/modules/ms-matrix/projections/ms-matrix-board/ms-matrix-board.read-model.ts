import { Column, Entity, PrimaryColumn } from 'typeorm';
import { boardDepartmentEntity, type BoardDepartmentRow } from '../../../boards/index.js';
import type { EntityColumns } from '../../../../platform/database/rows.js';

// Read models of the MS board. Written only by MsMatrixBoardProjection; created by the migration
// 1764500000000. The queries read them with plain SQL (the growth history must be fast); the
// entities document the tables and let TypeORM know them.

@Entity({ name: 'ms_matrix_entries' })
export class MsMatrixEntryRow implements EntityColumns<'ms_matrix_entries'> {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'team_id', type: 'text' }) teamId: string;
  @Column({ name: 'member_id', type: 'text' }) memberId: string;
  /** `姓 名`, kept current from CompanyMemberUpdated. */
  @Column({ name: 'member_name', type: 'text' }) memberName: string;
  /** Kept current from CompanyMemberUpdated; null once the department is deleted (未所属). */
  @Column({ name: 'department_id', type: 'text', nullable: true }) departmentId: string | null;
  @Column({ name: 'position_x', type: 'double precision' }) positionX: number;
  @Column({ name: 'position_y', type: 'double precision' }) positionY: number;
  @Column({ type: 'text', nullable: true }) notes: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  /** Revision of the entry's stream: what a client sends back in If-Match. */
  @Column({ type: 'integer' }) revision: number;
  /**
   * Log position of the placement that began the entry's current life: the organisation's events
   * change only entries placed before them (inline projections, decision 0029).
   */
  @Column({ name: 'placed_position', type: 'bigint' }) placedPosition: string;
}

/**
 * An entry as the API shows it, with its department's name and colour, from `e`
 * (`ms_matrix_entries`) and `d` (`ms_matrix_departments`): what the queries select and what a
 * move's statement answers.
 */
export const ENTRY_VIEW_COLUMNS = `e.id, e.member_id AS "memberId", e.member_name AS "memberName", e.department_id AS "departmentId",
  d.name AS "departmentName", d.color AS "departmentColor", e.team_id AS "teamId",
  e.position_x AS "positionX", e.position_y AS "positionY", e.notes, e.revision, e.updated_at AS "updatedAt"`;

@Entity({ name: 'ms_matrix_growth_points' })
export class MsMatrixGrowthPointRow implements EntityColumns<'ms_matrix_growth_points'> {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'entry_id', type: 'text' }) entryId: string;
  @Column({ name: 'team_id', type: 'text' }) teamId: string;
  @Column({ type: 'double precision' }) x: number;
  @Column({ type: 'double precision' }) y: number;
  @Column({ name: 'recorded_at', type: 'timestamptz' }) recordedAt: Date;
  /** Global event position: the order of points. */
  @Column({ name: 'event_position', type: 'bigint' }) eventPosition: string;
}

/** The departments the board is grouped by (name and colour), from the organisation's events: the board kernel's table. */
const MsMatrixDepartmentRow = boardDepartmentEntity('ms_matrix_departments', 'MsMatrixDepartmentRow');
export type MsMatrixDepartmentRow = BoardDepartmentRow;

export const MS_MATRIX_READ_MODELS = [MsMatrixEntryRow, MsMatrixGrowthPointRow, MsMatrixDepartmentRow];
