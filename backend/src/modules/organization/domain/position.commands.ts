import { DomainCommand, UserCommand } from '../../../platform/domain/command.js';

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

/**
 * Ends a position id whose creation never happened (its request stopped after reserving the
 * name), so that it never can; nothing once the position exists. A step of `UniqueKeys` before
 * it takes the name over, never sent over the bus.
 */
export class AbandonPositionCreation extends DomainCommand<'AbandonPositionCreation', { positionId: string }> {
  readonly type = 'AbandonPositionCreation';
}

export type PositionCommand = CreatePosition | UpdatePosition | DeletePosition | AbandonPositionCreation;
