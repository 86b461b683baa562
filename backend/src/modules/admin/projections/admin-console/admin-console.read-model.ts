import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { SchemaSnapshot } from '../../events/admin-console.events.js';

// Written only by AdminConsoleProjection; created by the migration 1766400000000.

/** The latest ER diagram: one row (`id` 'current'). */
@Entity({ name: 'admin_db_diagram' })
export class DbDiagramRow {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ type: 'jsonb' }) snapshot: SchemaSnapshot;
  @Column({ type: 'text' }) checksum: string;
  @Column({ type: 'boolean' }) changed: boolean;
  @Column({ name: 'synced_at', type: 'timestamptz' }) syncedAt: Date;
  /** The admin's user id (the event's metadata). */
  @Column({ name: 'synced_by', type: 'text', nullable: true }) syncedBy: string | null;
}

/** Every admin action of the console, newest first on screen: the console's own audit trail. */
@Entity({ name: 'admin_actions' })
export class AdminActionRow {
  @PrimaryColumn({ name: 'event_id', type: 'uuid' }) eventId: string;
  /** The event type: MigrationsRun, MigrationRunFailed, DbDiagramSynced. */
  @Column({ type: 'text' }) type: string;
  @Column({ type: 'timestamptz' }) at: Date;
  @Column({ name: 'actor_id', type: 'text', nullable: true }) actorId: string | null;
  /** What happened in a line: the migrations run, the error, or the diagram's size. */
  @Column({ type: 'text' }) summary: string;
  @Column({ type: 'boolean' }) success: boolean;
}

export const ADMIN_READ_MODELS = [DbDiagramRow, AdminActionRow];
