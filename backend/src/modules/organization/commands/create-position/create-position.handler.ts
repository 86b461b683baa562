import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { CreatePosition } from '../../domain/position.commands.js';
import { positionDecider, positionStreamId } from '../../domain/position.js';
import { positionNameKey } from '../shared/keys.js';
import { OrganizationStreams } from '../shared/organization-streams.js';
import { UniqueKeys, withReservedKey } from '../shared/unique-keys.js';

@CommandHandler(CreatePosition)
export class CreatePositionHandler implements ICommandHandler<CreatePosition> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly streams: OrganizationStreams,
    private readonly keys: UniqueKeys,
  ) {}

  async execute(command: CreatePosition): Promise<{ id: string }> {
    const { data: input, actor } = command;
    await this.streams.requireManageable(input.teamId, actor);
    const { positionId } = input;
    // Decide once before reserving the name, so that invalid input reserves nothing.
    const [created] = positionDecider.decide(command, positionDecider.initialState());
    const name = created.type === 'PositionCreated' ? created.data.name : input.name;
    await withReservedKey(this.keys, positionNameKey(this.streams, input.teamId, name), positionId, () =>
      this.aggregates.execute(positionStreamId(positionId), positionDecider, (state) => positionDecider.decide(command, state)),
    );
    return { id: positionId };
  }
}
