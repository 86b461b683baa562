import { UserCommand } from '../../../platform/domain/command.js';

// Commands of a position (stream `position-<positionId>`): each is the command bus's message and
// the decider's input. Ids are generated where a command is created.

/** Positions are set up by those who manage the team (leaders, team_admin, admin). Answers its id. */
export class CreatePosition extends UserCommand<
  'CreatePosition',
  { positionId: string; teamId: string; name: string; level?: number | null; description?: string | null },
  { id: string }
> {
  readonly type = 'CreatePosition';
}

/** Changes the fields given. Answers the position's new revision. */
export class UpdatePosition extends UserCommand<
  'UpdatePosition',
  { positionId: string; name?: string; level?: number; description?: string | null },
  { id: string; revision: number }
> {
  readonly type = 'UpdatePosition';
}

/** Members holding the position keep existing with no position. */
export class DeletePosition extends UserCommand<'DeletePosition', { positionId: string }> {
  readonly type = 'DeletePosition';
}

export type PositionCommand = CreatePosition | UpdatePosition | DeletePosition;
