import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { DeletePosition } from '../../domain/position.commands.js';
import { positionDecider, positionStreamId } from '../../domain/position.js';
import { PositionNotFoundError } from '../../domain/organization.errors.js';
import { positionNameKey } from '../shared/keys.js';
import { OrganizationStreams } from '../shared/organization-streams.js';
import { UniqueKeys } from '../shared/unique-keys.js';

@CommandHandler(DeletePosition)
export class DeletePositionHandler implements ICommandHandler<DeletePosition> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly streams: OrganizationStreams,
    private readonly keys: UniqueKeys,
  ) {}

  async execute(command: DeletePosition): Promise<void> {
    const { data: { positionId }, actor, expectedRevision } = command;
    const current = (await this.streams.livePosition(positionId))?.state;
    if (!current) throw new PositionNotFoundError();
    await this.streams.requireManageable(current.teamId, actor);
    await this.aggregates.execute(
      positionStreamId(positionId),
      positionDecider,
      (state) => positionDecider.decide(command, state),
      { expectedRevision },
    );
    await this.keys.release(positionNameKey(this.streams, current.teamId, current.name), positionId);
  }
}
