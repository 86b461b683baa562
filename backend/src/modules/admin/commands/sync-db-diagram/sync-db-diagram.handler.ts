import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { SyncDbDiagram } from '../../domain/admin-console.commands.js';
import { ADMIN_CONSOLE_STREAM, adminConsoleDecider } from '../../domain/admin-console.js';
import { LiveSchema } from '../../schema/live-schema.js';

/** Reads the live schema and records it as the new ER diagram (the projection keeps the latest). */
@CommandHandler(SyncDbDiagram)
export class SyncDbDiagramHandler implements ICommandHandler<SyncDbDiagram> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly schema: LiveSchema,
  ) {}

  async execute(command: SyncDbDiagram): Promise<{ syncedAt: string; tables: number; relations: number; changed: boolean }> {
    const snapshot = await this.schema.snapshot();
    const { events } = await this.aggregates.execute(ADMIN_CONSOLE_STREAM, adminConsoleDecider, (state) =>
      adminConsoleDecider.decide(command, state, { snapshot }),
    );
    const synced = events.find((event) => event.type === 'DbDiagramSynced');
    return {
      syncedAt: new Date().toISOString(),
      tables: snapshot.tables.length,
      relations: snapshot.relations.length,
      changed: synced?.type === 'DbDiagramSynced' ? synced.data.changed : false,
    };
  }
}
