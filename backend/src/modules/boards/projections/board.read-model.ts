import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Column as TableColumn, EntityColumns, TableName } from '../../../platform/database/rows.js';

/** A department a board shows its entries under (name and colour), kept from the organisation's events by `BoardProjection`. */
export interface BoardDepartmentRow {
  id: string;
  teamId: string;
  name: string;
  color: string;
}

type DepartmentColumn = 'id' | 'team_id' | 'name' | 'color';

/** The tables that hold a board's departments: those with exactly a department's columns (`createBoardDepartmentsTable`). */
export type BoardDepartmentTable = {
  [T in TableName]: [TableColumn<T>] extends [DepartmentColumn] ? ([DepartmentColumn] extends [TableColumn<T>] ? T : never) : never;
}[TableName];

/**
 * The entity of a board's departments table (`boardDepartmentsTable`), named as the matrix
 * names it: TypeORM knows a table by its entity class, and the admin schema shows the class's name.
 */
export function boardDepartmentEntity(table: BoardDepartmentTable, className: string): new () => BoardDepartmentRow {
  @Entity({ name: table })
  class DepartmentRow implements BoardDepartmentRow, EntityColumns<BoardDepartmentTable> {
    @PrimaryColumn({ type: 'text' }) id: string;
    @Column({ name: 'team_id', type: 'text' }) teamId: string;
    @Column({ type: 'text' }) name: string;
    @Column({ type: 'text' }) color: string;
  }
  Object.defineProperty(DepartmentRow, 'name', { value: className });
  return DepartmentRow;
}
