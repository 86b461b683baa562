import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { DeploymentClock } from '../../../../platform/time/deployment-clock.js';
import { RecordOneOnOneSession } from '../../domain/one-on-one-entry.commands.js';
import { oneOnOneEntryDecider, oneOnOneEntryStream } from '../../domain/one-on-one-entry.js';
import { OneOnOneEntryGuard } from '../one-on-one-entry.guard.js';

@CommandHandler(RecordOneOnOneSession)
export class RecordOneOnOneSessionHandler implements ICommandHandler<RecordOneOnOneSession> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly liveEntry: OneOnOneEntryGuard,
    private readonly clock: DeploymentClock,
  ) {}

  async execute(command: RecordOneOnOneSession): Promise<{ id: string }> {
    const { data: { entryId, sessionId }, actor } = command;
    await this.liveEntry.assertCanChange(entryId, actor);
    await this.aggregates.execute(
      oneOnOneEntryStream.streamId(entryId),
      oneOnOneEntryDecider,
      (state) => oneOnOneEntryDecider.decide(command, state, { today: this.clock.today() }),
      { expectedRevision: command.expectedRevision },
    );
    return { id: sessionId };
  }
}
