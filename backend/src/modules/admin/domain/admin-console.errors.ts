import { DomainError } from '../../../platform/domain/domain-error.js';

/** A schema snapshot the diagram cannot be drawn from (no tables, a relation to an unknown table, a duplicate). */
export class InvalidSchemaSnapshotError extends DomainError {
  constructor(reason: string) {
    super('ADMIN.INVALID_SCHEMA_SNAPSHOT', `ER図を作成できません: ${reason}`);
  }
}

/** A migration run reported twice the same name, or an empty one. */
export class InvalidMigrationRunError extends DomainError {
  constructor(reason: string) {
    super('ADMIN.INVALID_MIGRATION_RUN', `マイグレーション結果が不正です: ${reason}`);
  }
}
