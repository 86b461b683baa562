import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { DeleteOneOnOneGrowthPoint } from '../../domain/one-on-one-entry.commands.js';
import { oneOnOneEntryDecider, oneOnOneEntryStream } from '../../domain/one-on-one-entry.js';
import { GrowthPointNotFoundError } from '../../domain/one-on-one-entry.errors.js';
import { OneOnOneGrowthPointRow } from '../../projections/one-on-one-board/one-on-one-board.read-model.js';

@CommandHandler(DeleteOneOnOneGrowthPoint)
export class DeleteOneOnOneGrowthPointHandler implements ICommandHandler<DeleteOneOnOneGrowthPoint> {
  constructor(
    private readonly aggregates: AggregateStore,
    @InjectRepository(OneOnOneGrowthPointRow) private readonly points: Repository<OneOnOneGrowthPointRow>,
  ) {}

  async execute(command: DeleteOneOnOneGrowthPoint): Promise<void> {
    const { data: { pointId }, actor } = command;
    // The read model only finds the stream; the aggregate decides (owner, existence, not the latest).
    const point = await this.points.findOneBy({ id: pointId });
    if (!point || point.managerId !== actor.id) throw new GrowthPointNotFoundError();
    await this.aggregates.execute(
      oneOnOneEntryStream.streamId(point.matrixEntryId),
      oneOnOneEntryDecider,
      (state) => oneOnOneEntryDecider.decide(command, state),
      { expectedRevision: command.expectedRevision },
    );
  }
}
