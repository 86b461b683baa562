import type { EntityManager } from 'typeorm';

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
 * Writes a created or updated entry; only a newer revision of its stream overwrites the row.
 * `table` and `ownColumn` are the catalogue's constants, never input.
 */
export async function upsertCatalogueRow(
  manager: EntityManager,
  table: 'departments' | 'positions',
  ownColumn: 'color' | 'level',
  row: CatalogueRowWrite,
  at: string,
  revision: number,
): Promise<void> {
  await manager.query(
    `INSERT INTO ${table} (id, team_id, name, ${ownColumn}, description, is_active, created_at, updated_at, revision)
     VALUES ($1, $2, $3, $4, $5, true, $6, $6, $7)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, ${ownColumn} = EXCLUDED.${ownColumn}, description = EXCLUDED.description,
       updated_at = EXCLUDED.updated_at, revision = EXCLUDED.revision
     WHERE ${table}.revision < EXCLUDED.revision`,
    [row.id, row.teamId, row.name, row.own, row.description, at, revision],
  );
}
