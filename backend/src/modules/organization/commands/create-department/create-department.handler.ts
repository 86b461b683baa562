import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { CreateDepartment } from '../../domain/department.commands.js';
import { departmentDecider, departmentStreamId } from '../../domain/department.js';
import { departmentNameKey } from '../shared/keys.js';
import { OrganizationStreams } from '../shared/organization-streams.js';
import { UniqueKeys, withReservedKey } from '../shared/unique-keys.js';

@CommandHandler(CreateDepartment)
export class CreateDepartmentHandler implements ICommandHandler<CreateDepartment> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly streams: OrganizationStreams,
    private readonly keys: UniqueKeys,
  ) {}

  async execute(command: CreateDepartment): Promise<{ id: string }> {
    const { data: input, actor } = command;
    await this.streams.requireReadable(input.teamId, actor);
    const { departmentId } = input;
    // Decide once before reserving the name, so that invalid input reserves nothing.
    const [created] = departmentDecider.decide(command, departmentDecider.initialState());
    const name = created.type === 'DepartmentCreated' ? created.data.name : input.name;
    await withReservedKey(this.keys, departmentNameKey(this.streams, input.teamId, name), departmentId, () =>
      this.aggregates.execute(departmentStreamId(departmentId), departmentDecider, (state) => departmentDecider.decide(command, state)),
    );
    return { id: departmentId };
  }
}
