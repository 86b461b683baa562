import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { MoveMatrixMember } from '../../domain/ms-matrix-entry.commands.js';
import { msMatrixEntryDecider, msMatrixEntryStream } from '../../domain/ms-matrix-entry.js';
import { MS_MATRIX_BOARD } from '../../projections/ms-matrix-board/ms-matrix-board.projection.js';
import { toView, type EntryRow, type MsMatrixEntryView } from '../../queries/ms-matrix-entry.view.js';
import { MsMatrixEntryGuard } from '../ms-matrix-entry.guard.js';


@CommandHandler(MoveMatrixMember)
export class MoveMatrixMemberHandler implements ICommandHandler<MoveMatrixMember> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly liveEntry: MsMatrixEntryGuard,
  ) {}

  /**
   * Answers the moved entry from the row the board's inline statement wrote (decision 0029): the
   * mover manages the team, so may read its entries. Null when the board was not applied inline
   * (EventStoreDB, or the inline part failed): the caller reads it then.
   */
  async execute(command: MoveMatrixMember): Promise<MsMatrixEntryView | null> {
    const { data: { entryId }, actor } = command;
    // Checks and one append, nothing else: safe to decide on kept states (decision 0032).
    const result = await this.aggregates.speculating(async () => {
      await this.liveEntry.assertCanChange(entryId, actor);
      return this.aggregates.execute(
        msMatrixEntryStream.streamId(entryId),
        msMatrixEntryDecider,
        (state) => msMatrixEntryDecider.decide(command, state),
        { expectedRevision: command.expectedRevision },
      );
    });
    const [row] = (result.appliedInline?.get(MS_MATRIX_BOARD) ?? []) as EntryRow[];
    return row ? toView(row) : null;
  }
}
