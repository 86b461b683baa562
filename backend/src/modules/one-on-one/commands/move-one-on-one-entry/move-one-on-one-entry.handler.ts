import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { oneOnOneEntryDecider, oneOnOneEntryStreamId } from '../../domain/one-on-one-entry.js';
import { OneOnOneEntryGuard } from '../one-on-one-entry.guard.js';
import { MoveOneOnOneEntryCommand } from './move-one-on-one-entry.command.js';

@CommandHandler(MoveOneOnOneEntryCommand)
export class MoveOneOnOneEntryHandler implements ICommandHandler<MoveOneOnOneEntryCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly liveEntry: OneOnOneEntryGuard,
  ) {}

  async execute({ entryId, to, actor, expectedRevision }: MoveOneOnOneEntryCommand): Promise<void> {
    await this.liveEntry.assertCanChange(entryId, actor);
    await this.aggregates.execute(
      oneOnOneEntryStreamId(entryId),
      oneOnOneEntryDecider,
      (state) => oneOnOneEntryDecider.decide({ type: 'MoveOneOnOneEntry', data: { actorId: actor.id, to, pointId: randomUUID() } }, state),
      { expectedRevision },
    );
  }
}
