import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { msMatrixEntryDecider, msMatrixEntryStreamId } from '../../domain/ms-matrix-entry.js';
import { MsMatrixEntryGuard } from '../ms-matrix-entry.guard.js';
import { MoveMatrixMemberCommand } from './move-matrix-member.command.js';

@CommandHandler(MoveMatrixMemberCommand)
export class MoveMatrixMemberHandler implements ICommandHandler<MoveMatrixMemberCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly liveEntry: MsMatrixEntryGuard,
  ) {}

  async execute({ entryId, to, actor, expectedRevision }: MoveMatrixMemberCommand): Promise<void> {
    await this.liveEntry.assertCanChange(entryId, actor);
    await this.aggregates.execute(
      msMatrixEntryStreamId(entryId),
      msMatrixEntryDecider,
      (state) => msMatrixEntryDecider.decide({ type: 'MoveMatrixMember', data: { to, pointId: randomUUID() } }, state),
      { expectedRevision },
    );
  }
}
