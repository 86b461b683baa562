import { assertNever, deciderWithFacts, type Decider, type FactDecisions } from '../../../platform/domain/decider.js';
import type { UserDepartmentEvent } from '../events/user-department.events.js';
import type { UserDepartmentsCommand } from './user-departments.commands.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';

/** A user's department links. Stream `user-departments-<userId>`. */
export const userDepartmentsStream = streamCategory('user-departments');

export interface UserDepartmentsState {
  /** departmentId → isMain */
  links: Readonly<Record<string, boolean>>;
}

/** What a decision needs from outside the user's stream; the handler reads it (see `Decider`). */
export interface UserDepartmentsFacts {
  /** The department's team. */
  LinkUserDepartment: { teamId: string };
}

const decideWithFacts: FactDecisions<UserDepartmentsState, UserDepartmentsCommand, UserDepartmentEvent, UserDepartmentsFacts> = {
  LinkUserDepartment: (command, state, { teamId }) => {
    const { userId, departmentId, isMain } = command.data;
    // Linking again with the same flag changes nothing; a changed flag is recorded again.
    if (state.links[departmentId] === isMain) return [];
    return [{ type: 'UserDepartmentLinked', data: { userId, departmentId, teamId, isMain } }];
  },
};

function evolve(state: UserDepartmentsState, event: UserDepartmentEvent): UserDepartmentsState {
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

export const userDepartmentsDecider: Decider<UserDepartmentsState, UserDepartmentsCommand, UserDepartmentEvent, UserDepartmentsFacts> = deciderWithFacts({
  initialState: () => ({ links: {} }),
  evolve,
  decideWithFacts,
});
