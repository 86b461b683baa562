import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { DeploymentClock } from '../../../../platform/time/deployment-clock.js';
import { MoveOneOnOneEntry } from '../../domain/one-on-one-entry.commands.js';
import { oneOnOneEntryDecider, oneOnOneEntryStream } from '../../domain/one-on-one-entry.js';
import { ONE_ON_ONE_BOARD } from '../../projections/one-on-one-board/one-on-one-board.projection.js';
import { canReadEntriesOf, toEntryView, type EntryRecord, type OneOnOneEntryView } from '../../queries/one-on-one-entry.view.js';
import { OneOnOneEntryGuard } from '../one-on-one-entry.guard.js';

@CommandHandler(MoveOneOnOneEntry)
export class MoveOneOnOneEntryHandler implements ICommandHandler<MoveOneOnOneEntry> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly liveEntry: OneOnOneEntryGuard,
    private readonly clock: DeploymentClock,
  ) {}

  /**
   * Answers the moved entry from the row the board's inline statement wrote (decision 0029), read
   * as `GetOneOnOneEntryQuery` would show it. Null when the board was not applied inline
   * (EventStoreDB, or the inline part failed): the caller reads it then.
   */
  async execute(command: MoveOneOnOneEntry): Promise<OneOnOneEntryView | null> {
    const { data: { entryId }, actor } = command;
    // Checks and one append, nothing else: safe to decide on kept states (decision 0032).
    const result = await this.aggregates.speculating(async () => {
      await this.liveEntry.assertCanChange(entryId, actor);
      return this.aggregates.execute(
        oneOnOneEntryStream.streamId(entryId),
        oneOnOneEntryDecider,
        (state) => oneOnOneEntryDecider.decide(command, state),
        { expectedRevision: command.expectedRevision },
      );
    });
    const [row] = (result.appliedInline?.get(ONE_ON_ONE_BOARD) ?? []) as EntryRecord[];
    return row && canReadEntriesOf(row.managerId, actor) ? toEntryView(row, this.clock.now(), this.clock.timeZone) : null;
  }
}
