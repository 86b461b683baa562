import { ORGANIZATION_LIMITS } from '@pivot/rules';
import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import type { DepartmentEvent } from '../events/team.events.js';
import { AlreadyExistsError, DepartmentNotFoundError, OrganizationValidationError } from './organization.errors.js';
import type { DepartmentCommand } from './department.commands.js';
import { COLOR, DEFAULT_DEPARTMENT_COLOR, optionalText } from './normalize.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';

/** A department of a team. Stream `department-<departmentId>`. Its name is unique in the team. */
export const departmentStream = streamCategory('department');

export interface DepartmentFields {
  name: string;
  color: string;
  description: string | null;
}

export type DepartmentState =
  | { status: 'empty' }
  | ({ status: 'active'; departmentId: string; teamId: string } & DepartmentFields)
  | { status: 'deleted'; teamId: string }
  /** Reserved a name but was never created, and now never will be (`DepartmentCreationAbandoned`). */
  | { status: 'abandoned' };

export const DEPARTMENT_NAME_MAX = ORGANIZATION_LIMITS.departmentName.max;

function validName(raw: string): string {
  const name = raw.trim();
  if (!name) throw new OrganizationValidationError('DEPARTMENT_NAME_REQUIRED', 'name: 部署名を入力してください');
  if (name.length > DEPARTMENT_NAME_MAX) {
    throw new OrganizationValidationError('DEPARTMENT_NAME_TOO_LONG', `name: 部署名は${DEPARTMENT_NAME_MAX}文字以内で入力してください`);
  }
  return name;
}

function validColor(color: string): string {
  if (!COLOR.test(color)) throw new OrganizationValidationError('INVALID_COLOR', 'color: 色は#RRGGBB形式で指定してください');
  return color.toUpperCase();
}

function decide(command: DepartmentCommand, state: DepartmentState): DepartmentEvent[] {
  switch (command.type) {
    case 'CreateDepartment': {
      if (state.status !== 'empty') throw new AlreadyExistsError('部署');
      const { departmentId, teamId } = command.data;
      return [
        {
          type: 'DepartmentCreated',
          data: {
            departmentId,
            teamId,
            name: validName(command.data.name),
            color: validColor(command.data.color ?? DEFAULT_DEPARTMENT_COLOR),
            description: optionalText(command.data.description),
          },
        },
      ];
    }
    case 'UpdateDepartment': {
      if (state.status !== 'active') throw new DepartmentNotFoundError();
      const next: DepartmentFields = {
        name: command.data.name === undefined ? state.name : validName(command.data.name),
        color: command.data.color === undefined ? state.color : validColor(command.data.color),
        description: command.data.description === undefined ? state.description : optionalText(command.data.description),
      };
      if (next.name === state.name && next.color === state.color && next.description === state.description) return [];
      return [{ type: 'DepartmentUpdated', data: { departmentId: state.departmentId, teamId: state.teamId, ...next } }];
    }
    case 'DeleteDepartment': {
      if (state.status !== 'active') throw new DepartmentNotFoundError();
      return [{ type: 'DepartmentDeleted', data: { departmentId: state.departmentId, teamId: state.teamId } }];
    }
    case 'AbandonDepartmentCreation':
      return state.status === 'empty' ? [{ type: 'DepartmentCreationAbandoned', data: command.data }] : [];
    default:
      return assertNever(command);
  }
}

function evolve(state: DepartmentState, event: DepartmentEvent): DepartmentState {
  switch (event.type) {
    case 'DepartmentCreated':
    case 'DepartmentUpdated': {
      const { departmentId, teamId, name, color, description } = event.data;
      return { status: 'active', departmentId, teamId, name, color, description };
    }
    case 'DepartmentDeleted':
      return { status: 'deleted', teamId: event.data.teamId };
    case 'DepartmentCreationAbandoned':
      return { status: 'abandoned' };
    default:
      return assertNever(event);
  }
}

export const departmentDecider: Decider<DepartmentState, DepartmentCommand, DepartmentEvent> = {
  initialState: () => ({ status: 'empty' }),
  evolve,
  decide,
};
