import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { DeleteDepartment } from '../../domain/department.commands.js';
import { departmentDecider, departmentStreamId } from '../../domain/department.js';
import { DepartmentNotFoundError } from '../../domain/organization.errors.js';
import { departmentNameKey } from '../shared/keys.js';
import { OrganizationStreams } from '../shared/organization-streams.js';
import { UniqueKeys } from '../shared/unique-keys.js';

@CommandHandler(DeleteDepartment)
export class DeleteDepartmentHandler implements ICommandHandler<DeleteDepartment> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly streams: OrganizationStreams,
    private readonly keys: UniqueKeys,
  ) {}

  async execute(command: DeleteDepartment): Promise<void> {
    const { data: { departmentId }, actor, expectedRevision } = command;
    const current = (await this.streams.liveDepartment(departmentId))?.state;
    if (!current) throw new DepartmentNotFoundError();
    await this.streams.requireManageable(current.teamId, actor);
    await this.aggregates.execute(
      departmentStreamId(departmentId),
      departmentDecider,
      (state) => departmentDecider.decide(command, state),
      { expectedRevision },
    );
    await this.keys.release(departmentNameKey(this.streams, current.teamId, current.name), departmentId);
  }
}
