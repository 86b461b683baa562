import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { RemoveMatrixMember } from '../../domain/ms-matrix-entry.commands.js';
import { msMatrixEntryDecider, msMatrixEntryStream } from '../../domain/ms-matrix-entry.js';
import { MsMatrixEntryGuard } from '../ms-matrix-entry.guard.js';

@CommandHandler(RemoveMatrixMember)
export class RemoveMatrixMemberHandler implements ICommandHandler<RemoveMatrixMember> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly liveEntry: MsMatrixEntryGuard,
  ) {}

  async execute(command: RemoveMatrixMember): Promise<void> {
    const { data: { entryId }, actor } = command;
    await this.liveEntry.assertCanChange(entryId, actor);
    await this.aggregates.execute(
      msMatrixEntryStream.streamId(entryId),
      msMatrixEntryDecider,
      (state) => msMatrixEntryDecider.decide(command, state),
      { expectedRevision: command.expectedRevision },
    );
  }
}
