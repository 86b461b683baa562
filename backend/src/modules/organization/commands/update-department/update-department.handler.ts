import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore, onLatestState } from '../../../../platform/domain/aggregate-store.js';
import { UpdateDepartment } from '../../domain/department.commands.js';
import { departmentDecider, departmentStreamId } from '../../domain/department.js';
import { DepartmentNotFoundError } from '../../domain/organization.errors.js';
import { departmentNameKey } from '../shared/keys.js';
import { OrganizationStreams } from '../shared/organization-streams.js';
import { sameKey, UniqueKeys, withReservedKey } from '../shared/unique-keys.js';

@CommandHandler(UpdateDepartment)
export class UpdateDepartmentHandler implements ICommandHandler<UpdateDepartment> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly streams: OrganizationStreams,
    private readonly keys: UniqueKeys,
  ) {}

  async execute(command: UpdateDepartment): Promise<{ id: string; revision: number }> {
    const { data: { departmentId }, actor, expectedRevision } = command;
    // The name to reserve and the one to release are planned from the department loaded here, so the
    // update is decided on that very revision; a concurrent write makes it plan again.
    const { current, newName, result } = await onLatestState(expectedRevision, async () => {
      const live = await this.streams.liveDepartment(departmentId);
      if (!live) throw new DepartmentNotFoundError();
      const current = live.state;
      await this.streams.requireManageable(current.teamId, actor);
      const [updated] = departmentDecider.decide(command, current);
      const newName = updated?.type === 'DepartmentUpdated' && !sameKey(updated.data.name, current.name) ? updated.data.name : null;
      const result = await withReservedKey(this.keys, newName ? departmentNameKey(this.streams, current.teamId, newName) : null, departmentId, () =>
        this.aggregates.execute(departmentStreamId(departmentId), departmentDecider, (state) => departmentDecider.decide(command, state), {
          expectedRevision: expectedRevision ?? live.revision,
        }),
      );
      return { current, newName, result };
    });
    if (newName && result.events.length > 0) await this.keys.release(departmentNameKey(this.streams, current.teamId, current.name), departmentId);
    return { id: departmentId, revision: result.revision as number };
  }
}
