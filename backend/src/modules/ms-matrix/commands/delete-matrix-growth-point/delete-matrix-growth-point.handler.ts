import { InjectEntityManager } from '@nestjs/typeorm';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { DeleteMatrixGrowthPoint } from '../../domain/ms-matrix-entry.commands.js';
import { msMatrixEntryDecider, msMatrixEntryStream } from '../../domain/ms-matrix-entry.js';
import { GrowthPointNotFoundError } from '../../domain/ms-matrix-entry.errors.js';
import { MsMatrixEntryGuard } from '../ms-matrix-entry.guard.js';

@CommandHandler(DeleteMatrixGrowthPoint)
export class DeleteMatrixGrowthPointHandler implements ICommandHandler<DeleteMatrixGrowthPoint> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly liveEntry: MsMatrixEntryGuard,
    @InjectEntityManager() private readonly manager: EntityManager,
  ) {}

  async execute(command: DeleteMatrixGrowthPoint): Promise<void> {
    const { data: { pointId }, actor } = command;
    // The read model only tells which stream to load; the entry's own events decide.
    const rows: { entry_id: string }[] = await this.manager.query(`SELECT entry_id FROM ms_matrix_growth_points WHERE id = $1`, [pointId]);
    if (rows.length === 0) throw new GrowthPointNotFoundError();
    const entryId = rows[0].entry_id;
    await this.liveEntry.assertCanChange(entryId, actor);
    await this.aggregates.execute(
      msMatrixEntryStream.streamId(entryId),
      msMatrixEntryDecider,
      (state) => msMatrixEntryDecider.decide(command, state),
      { expectedRevision: command.expectedRevision },
    );
  }
}
