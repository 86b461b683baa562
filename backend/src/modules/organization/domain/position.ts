import { ORGANIZATION_LIMITS } from '@pivot/rules';
import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import type { PositionEvent } from '../events/position.events.js';
import { AlreadyExistsError, OrganizationValidationError, PositionNotFoundError } from './organization.errors.js';
import { optionalText } from './normalize.js';
import type { PositionCommand } from './position.commands.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';

/** A position (役職) of a team. Stream `position-<positionId>`. Its name is unique in the team. */
export const positionStream = streamCategory('position');

export interface PositionFields {
  name: string;
  level: number;
  description: string | null;
}

export type PositionState =
  | { status: 'empty' }
  | ({ status: 'active'; positionId: string; teamId: string } & PositionFields)
  | { status: 'deleted'; teamId: string }
  /** Reserved a name but was never created, and now never will be (`PositionCreationAbandoned`). */
  | { status: 'abandoned' };

export const POSITION_NAME_MAX = ORGANIZATION_LIMITS.positionName.max;
export const POSITION_LEVEL_MIN = ORGANIZATION_LIMITS.positionLevel.min;
export const POSITION_LEVEL_MAX = ORGANIZATION_LIMITS.positionLevel.max;

function validName(raw: string): string {
  const name = raw.trim();
  if (!name) throw new OrganizationValidationError('POSITION_NAME_REQUIRED', 'name: 役職名を入力してください');
  if (name.length > POSITION_NAME_MAX) {
    throw new OrganizationValidationError('POSITION_NAME_TOO_LONG', `name: 役職名は${POSITION_NAME_MAX}文字以内で入力してください`);
  }
  return name;
}

function validLevel(level: number): number {
  if (!Number.isInteger(level) || level < POSITION_LEVEL_MIN || level > POSITION_LEVEL_MAX) {
    throw new OrganizationValidationError('INVALID_LEVEL', 'level: レベルは1から10の整数で指定してください');
  }
  return level;
}

function decide(command: PositionCommand, state: PositionState): PositionEvent[] {
  switch (command.type) {
    case 'CreatePosition': {
      if (state.status !== 'empty') throw new AlreadyExistsError('役職');
      const { positionId, teamId } = command.data;
      return [
        {
          type: 'PositionCreated',
          data: {
            positionId,
            teamId,
            name: validName(command.data.name),
            level: validLevel(command.data.level ?? POSITION_LEVEL_MIN),
            description: optionalText(command.data.description),
          },
        },
      ];
    }
    case 'UpdatePosition': {
      if (state.status !== 'active') throw new PositionNotFoundError();
      const next: PositionFields = {
        name: command.data.name === undefined ? state.name : validName(command.data.name),
        level: command.data.level === undefined ? state.level : validLevel(command.data.level),
        description: command.data.description === undefined ? state.description : optionalText(command.data.description),
      };
      if (next.name === state.name && next.level === state.level && next.description === state.description) return [];
      return [{ type: 'PositionUpdated', data: { positionId: state.positionId, teamId: state.teamId, ...next } }];
    }
    case 'DeletePosition': {
      if (state.status !== 'active') throw new PositionNotFoundError();
      return [{ type: 'PositionDeleted', data: { positionId: state.positionId, teamId: state.teamId } }];
    }
    case 'AbandonPositionCreation':
      return state.status === 'empty' ? [{ type: 'PositionCreationAbandoned', data: command.data }] : [];
    default:
      return assertNever(command);
  }
}

function evolve(state: PositionState, event: PositionEvent): PositionState {
  switch (event.type) {
    case 'PositionCreated':
    case 'PositionUpdated': {
      const { positionId, teamId, name, level, description } = event.data;
      return { status: 'active', positionId, teamId, name, level, description };
    }
    case 'PositionDeleted':
      return { status: 'deleted', teamId: event.data.teamId };
    case 'PositionCreationAbandoned':
      return { status: 'abandoned' };
    default:
      return assertNever(event);
  }
}

export const positionDecider: Decider<PositionState, PositionCommand, PositionEvent> = {
  initialState: () => ({ status: 'empty' }),
  evolve,
  decide,
};
