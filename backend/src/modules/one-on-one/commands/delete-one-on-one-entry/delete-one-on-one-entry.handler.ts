import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { DeleteOneOnOneEntry } from '../../domain/one-on-one-entry.commands.js';
import { oneOnOneEntryDecider, oneOnOneEntryStream } from '../../domain/one-on-one-entry.js';
import { OneOnOneEntryGuard } from '../one-on-one-entry.guard.js';

@CommandHandler(DeleteOneOnOneEntry)
export class DeleteOneOnOneEntryHandler implements ICommandHandler<DeleteOneOnOneEntry> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly liveEntry: OneOnOneEntryGuard,
  ) {}

  async execute(command: DeleteOneOnOneEntry): Promise<void> {
    const { data: { entryId }, actor } = command;
    // Deleting stays possible after the member is gone.
    await this.liveEntry.assertCanChange(entryId, actor, { subjectMayBeGone: true });
    await this.aggregates.execute(
      oneOnOneEntryStream.streamId(entryId),
      oneOnOneEntryDecider,
      (state) => oneOnOneEntryDecider.decide(command, state),
      { expectedRevision: command.expectedRevision },
    );
  }
}
