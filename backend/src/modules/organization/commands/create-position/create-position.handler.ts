import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { positionDecider, positionStreamId, type PositionCommand } from '../../domain/position.js';
import { positionNameKey } from '../shared/keys.js';
import { OrganizationStreams } from '../shared/organization-streams.js';
import { UniqueKeys, withReservedKey } from '../shared/unique-keys.js';
import { CreatePositionCommand } from './create-position.command.js';

@CommandHandler(CreatePositionCommand)
export class CreatePositionHandler implements ICommandHandler<CreatePositionCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly streams: OrganizationStreams,
    private readonly keys: UniqueKeys,
  ) {}

  async execute({ input, actor }: CreatePositionCommand): Promise<{ id: string }> {
    await this.streams.requireManageable(input.teamId, actor);
    const positionId = randomUUID();
    const command: PositionCommand = { type: 'CreatePosition', data: { ...input, positionId } };
    // Decide once before reserving the name, so that invalid input reserves nothing.
    const [created] = positionDecider.decide(command, positionDecider.initialState());
    const name = created.type === 'PositionCreated' ? created.data.name : input.name;
    await withReservedKey(this.keys, positionNameKey(this.streams, input.teamId, name), positionId, () =>
      this.aggregates.execute(positionStreamId(positionId), positionDecider, (state) => positionDecider.decide(command, state)),
    );
    return { id: positionId };
  }
}
