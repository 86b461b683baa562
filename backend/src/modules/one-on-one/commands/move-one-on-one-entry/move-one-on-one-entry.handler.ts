import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { MoveOneOnOneEntry } from '../../domain/one-on-one-entry.commands.js';
import { oneOnOneEntryDecider, oneOnOneEntryStreamId } from '../../domain/one-on-one-entry.js';
import { OneOnOneEntryGuard } from '../one-on-one-entry.guard.js';

@CommandHandler(MoveOneOnOneEntry)
export class MoveOneOnOneEntryHandler implements ICommandHandler<MoveOneOnOneEntry> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly liveEntry: OneOnOneEntryGuard,
  ) {}

  async execute(command: MoveOneOnOneEntry): Promise<void> {
    const { data: { entryId }, actor } = command;
    await this.liveEntry.assertCanChange(entryId, actor);
    await this.aggregates.execute(
      oneOnOneEntryStreamId(entryId),
      oneOnOneEntryDecider,
      (state) => oneOnOneEntryDecider.decide(command, state),
      { expectedRevision: command.expectedRevision },
    );
  }
}
