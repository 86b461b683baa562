import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { msMatrixEntryDecider, msMatrixEntryStreamId } from '../../domain/ms-matrix-entry.js';
import { MsMatrixEntryGuard } from '../ms-matrix-entry.guard.js';
import { RemoveMatrixMemberCommand } from './remove-matrix-member.command.js';

@CommandHandler(RemoveMatrixMemberCommand)
export class RemoveMatrixMemberHandler implements ICommandHandler<RemoveMatrixMemberCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly liveEntry: MsMatrixEntryGuard,
  ) {}

  async execute({ entryId, actor, expectedRevision }: RemoveMatrixMemberCommand): Promise<void> {
    await this.liveEntry.assertCanChange(entryId, actor);
    await this.aggregates.execute(
      msMatrixEntryStreamId(entryId),
      msMatrixEntryDecider,
      (state) => msMatrixEntryDecider.decide({ type: 'RemoveMatrixMember', data: {} }, state),
      { expectedRevision },
    );
  }
}
