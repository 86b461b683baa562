import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { departmentDecider, departmentStreamId, type DepartmentCommand } from '../../domain/department.js';
import { departmentNameKey } from '../shared/keys.js';
import { OrganizationStreams } from '../shared/organization-streams.js';
import { UniqueKeys, withReservedKey } from '../shared/unique-keys.js';
import { CreateDepartmentCommand } from './create-department.command.js';

@CommandHandler(CreateDepartmentCommand)
export class CreateDepartmentHandler implements ICommandHandler<CreateDepartmentCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly streams: OrganizationStreams,
    private readonly keys: UniqueKeys,
  ) {}

  async execute({ input, actor }: CreateDepartmentCommand): Promise<{ id: string }> {
    await this.streams.requireReadable(input.teamId, actor);
    const departmentId = randomUUID();
    const command: DepartmentCommand = { type: 'CreateDepartment', data: { ...input, departmentId } };
    // Decide once before reserving the name, so that invalid input reserves nothing.
    const [created] = departmentDecider.decide(command, departmentDecider.initialState());
    const name = created.type === 'DepartmentCreated' ? created.data.name : input.name;
    await withReservedKey(this.keys, departmentNameKey(this.streams, input.teamId, name), departmentId, () =>
      this.aggregates.execute(departmentStreamId(departmentId), departmentDecider, (state) => departmentDecider.decide(command, state)),
    );
    return { id: departmentId };
  }
}
