import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { departmentDecider, departmentStreamId } from '../../domain/department.js';
import { DepartmentNotFoundError } from '../../domain/organization.errors.js';
import { departmentNameKey } from '../shared/keys.js';
import { OrganizationStreams } from '../shared/organization-streams.js';
import { UniqueKeys } from '../shared/unique-keys.js';
import { DeleteDepartmentCommand } from './delete-department.command.js';

@CommandHandler(DeleteDepartmentCommand)
export class DeleteDepartmentHandler implements ICommandHandler<DeleteDepartmentCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly streams: OrganizationStreams,
    private readonly keys: UniqueKeys,
  ) {}

  async execute({ departmentId, actor, expectedRevision }: DeleteDepartmentCommand): Promise<void> {
    const current = await this.streams.liveDepartment(departmentId);
    if (!current) throw new DepartmentNotFoundError();
    await this.streams.requireManageable(current.teamId, actor);
    await this.aggregates.execute(
      departmentStreamId(departmentId),
      departmentDecider,
      (state) => departmentDecider.decide({ type: 'DeleteDepartment' }, state),
      { expectedRevision },
    );
    await this.keys.release(departmentNameKey(this.streams, current.teamId, current.name), departmentId);
  }
}
