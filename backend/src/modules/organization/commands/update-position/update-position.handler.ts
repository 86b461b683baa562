import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore, onLatestState } from '../../../../platform/domain/aggregate-store.js';
import { UpdatePosition } from '../../domain/position.commands.js';
import { positionDecider, positionStreamId } from '../../domain/position.js';
import { PositionNotFoundError } from '../../domain/organization.errors.js';
import { positionNameKey } from '../shared/keys.js';
import { OrganizationStreams } from '../shared/organization-streams.js';
import { sameKey, UniqueKeys, withReservedKey } from '../shared/unique-keys.js';

@CommandHandler(UpdatePosition)
export class UpdatePositionHandler implements ICommandHandler<UpdatePosition> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly streams: OrganizationStreams,
    private readonly keys: UniqueKeys,
  ) {}

  async execute(command: UpdatePosition): Promise<{ id: string; revision: number }> {
    const { data: { positionId }, actor, expectedRevision } = command;
    // The name to reserve and the one to release are planned from the position loaded here, so the
    // update is decided on that very revision; a concurrent write makes it plan again.
    const { current, newName, result } = await onLatestState(expectedRevision, async () => {
      const live = await this.streams.livePosition(positionId);
      if (!live) throw new PositionNotFoundError();
      const current = live.state;
      await this.streams.requireManageable(current.teamId, actor);
      const [updated] = positionDecider.decide(command, current);
      const newName = updated?.type === 'PositionUpdated' && !sameKey(updated.data.name, current.name) ? updated.data.name : null;
      const result = await withReservedKey(this.keys, newName ? positionNameKey(this.streams, current.teamId, newName) : null, positionId, () =>
        this.aggregates.execute(positionStreamId(positionId), positionDecider, (state) => positionDecider.decide(command, state), {
          expectedRevision: expectedRevision ?? live.revision,
        }),
      );
      return { current, newName, result };
    });
    if (newName && result.events.length > 0) await this.keys.release(positionNameKey(this.streams, current.teamId, current.name), positionId);
    return { id: positionId, revision: result.revision as number };
  }
}
