import type { RowWriter } from '../../../platform/projections/row-projection.js';

/**
 * A row of a team's named catalogue (`departments`, `positions`): the same columns around the
 * one each has of its own (`color`, `level`).
 */
export interface CatalogueRowWrite {
  readonly id: string;
  readonly teamId: string;
  readonly name: string;
  readonly own: string | number;
  readonly description: string | null;
}

/**
 * Writes a created or updated entry; only a newer revision of its stream overwrites the row
 * (its team, activity and creation time stay as first written).
 */
export async function upsertCatalogueRow(
  db: RowWriter,
  table: 'departments' | 'positions',
  ownColumn: 'color' | 'level',
  row: CatalogueRowWrite,
  at: string,
  revision: number,
): Promise<void> {
  await db.upsert(
    table,
    { id: row.id, team_id: row.teamId, name: row.name, [ownColumn]: row.own, description: row.description, is_active: true, created_at: at, updated_at: at, revision },
    { key: ['id'], keep: ['team_id', 'is_active', 'created_at'], newer: 'revision' },
  );
}
