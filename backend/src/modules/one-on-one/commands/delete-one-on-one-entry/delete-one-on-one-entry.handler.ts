import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { oneOnOneEntryDecider, oneOnOneEntryStreamId } from '../../domain/one-on-one-entry.js';
import { OneOnOneEntryGuard } from '../one-on-one-entry.guard.js';
import { DeleteOneOnOneEntryCommand } from './delete-one-on-one-entry.command.js';

@CommandHandler(DeleteOneOnOneEntryCommand)
export class DeleteOneOnOneEntryHandler implements ICommandHandler<DeleteOneOnOneEntryCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly liveEntry: OneOnOneEntryGuard,
  ) {}

  async execute({ entryId, actor, expectedRevision }: DeleteOneOnOneEntryCommand): Promise<void> {
    // Deleting stays possible after the member is gone.
    await this.liveEntry.assertCanChange(entryId, actor, { subjectMayBeGone: true });
    await this.aggregates.execute(
      oneOnOneEntryStreamId(entryId),
      oneOnOneEntryDecider,
      (state) => oneOnOneEntryDecider.decide({ type: 'DeleteOneOnOneEntry', data: { actorId: actor.id } }, state),
      { expectedRevision },
    );
  }
}
