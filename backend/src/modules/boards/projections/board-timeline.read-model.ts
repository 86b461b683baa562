import { Column, Entity, PrimaryColumn } from 'typeorm';

// What every board timeline keeps beside its entries' intervals (decision 0050), written only by
// `BoardTimelineProjection`; each matrix's migration creates its own pair (`boardTimelineTables`).

/** A department's name and colour over one interval of time. */
export interface TimelineDepartmentRow {
  departmentId: string;
  openedPosition: string;
  teamId: string;
  name: string;
  color: string;
  validFrom: Date;
  validTo: Date | null;
}

/** When a team was created: a day before it has no board (the reason the past view gives). */
export interface TimelineTeamRow {
  teamId: string;
  createdAt: Date;
}

/**
 * The entities of `<prefix>_departments` and `<prefix>_teams`, named as the matrix names them
 * (`names`): TypeORM knows a table by its entity class, and the admin schema shows the class's name.
 */
export function teamTimelineEntities(prefix: string, names: { department: string; team: string }): [new () => TimelineDepartmentRow, new () => TimelineTeamRow] {
  @Entity({ name: `${prefix}_departments` })
  class DepartmentRow implements TimelineDepartmentRow {
    @PrimaryColumn({ name: 'department_id', type: 'text' }) departmentId: string;
    @PrimaryColumn({ name: 'opened_position', type: 'bigint' }) openedPosition: string;
    @Column({ name: 'team_id', type: 'text' }) teamId: string;
    @Column({ type: 'text' }) name: string;
    @Column({ type: 'text' }) color: string;
    @Column({ name: 'valid_from', type: 'timestamptz' }) validFrom: Date;
    @Column({ name: 'valid_to', type: 'timestamptz', nullable: true }) validTo: Date | null;
  }
  @Entity({ name: `${prefix}_teams` })
  class TeamRow implements TimelineTeamRow {
    @PrimaryColumn({ name: 'team_id', type: 'text' }) teamId: string;
    @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  }
  Object.defineProperty(DepartmentRow, 'name', { value: names.department });
  Object.defineProperty(TeamRow, 'name', { value: names.team });
  return [DepartmentRow, TeamRow];
}
