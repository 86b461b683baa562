import { DomainCommand, UserCommand } from '../../../platform/domain/command.js';

// Commands of a department (stream `department-<departmentId>`): each is the command bus's message
// and the decider's input. Ids are generated where a command is created.

/**
 * Members of a team may add a department (the welcome dialog lets a new member create one);
 * renaming and deleting are for those who manage the team. Answers its id.
 */
export class CreateDepartment extends UserCommand<
  'CreateDepartment',
  { departmentId: string; teamId: string; name: string; color?: string | null; description?: string | null },
  { id: string }
> {
  readonly type = 'CreateDepartment';
}

/** Changes the fields given. Answers the department's new revision. */
export class UpdateDepartment extends UserCommand<
  'UpdateDepartment',
  { departmentId: string; name?: string; color?: string; description?: string | null },
  { id: string; revision: number }
> {
  readonly type = 'UpdateDepartment';
}

/** Members of the department keep existing with no department; its user links are dropped. */
export class DeleteDepartment extends UserCommand<'DeleteDepartment', { departmentId: string }> {
  readonly type = 'DeleteDepartment';
}

/** Like `AbandonPositionCreation`, for a department id: a step of `UniqueKeys`, never sent over the bus. */
export class AbandonDepartmentCreation extends DomainCommand<'AbandonDepartmentCreation', { departmentId: string }> {
  readonly type = 'AbandonDepartmentCreation';
}

export type DepartmentCommand = CreateDepartment | UpdateDepartment | DeleteDepartment | AbandonDepartmentCreation;
