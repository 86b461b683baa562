import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import type { UserDepartmentEvent } from '../events/user-department.events.js';

/** A user's department links. Stream `user-departments-<userId>`. */
export const userDepartmentsStreamId = (userId: string) => `user-departments-${userId}`;

export interface UserDepartmentsState {
  /** departmentId → isMain */
  links: Readonly<Record<string, boolean>>;
}

export type UserDepartmentsCommand = {
  type: 'LinkUserDepartment';
  data: { userId: string; departmentId: string; teamId: string; isMain: boolean };
};

export function decide(command: UserDepartmentsCommand, state: UserDepartmentsState): UserDepartmentEvent[] {
  switch (command.type) {
    case 'LinkUserDepartment': {
      // Linking again with the same flag changes nothing; a changed flag is recorded again.
      if (state.links[command.data.departmentId] === command.data.isMain) return [];
      return [{ type: 'UserDepartmentLinked', data: command.data }];
    }
    default:
      return assertNever(command.type);
  }
}

export function evolve(state: UserDepartmentsState, event: UserDepartmentEvent): UserDepartmentsState {
  switch (event.type) {
    case 'UserDepartmentLinked': {
      const links = event.data.isMain
        ? Object.fromEntries(Object.keys(state.links).map((id) => [id, false]))
        : { ...state.links };
      return { links: { ...links, [event.data.departmentId]: event.data.isMain } };
    }
    default:
      return assertNever(event.type);
  }
}

export const userDepartmentsDecider: Decider<UserDepartmentsState, UserDepartmentsCommand, UserDepartmentEvent> = {
  initialState: () => ({ links: {} }),
  evolve,
  decide,
};
