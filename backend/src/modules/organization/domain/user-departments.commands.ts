import { UserCommand } from '../../../platform/domain/command.js';

/**
 * Links a user to a department of a team they belong to (users link themselves; admins and team
 * admins anyone). A main department replaces the previous main one. Stream `user-departments-<userId>`.
 */
export class LinkUserDepartment extends UserCommand<'LinkUserDepartment', { userId: string; departmentId: string; isMain: boolean }> {
  readonly type = 'LinkUserDepartment';
}

export type UserDepartmentsCommand = LinkUserDepartment;
