import { UserCommand } from '../../../platform/domain/command.js';
import type { BoardPosition, OneOnOneApproach } from '../events/one-on-one-entry.events.js';

// Commands of a manager's 1on1 entry (stream `one-on-one-entry-<entryId>`): each is the command
// bus's message and the decider's input. Ids are generated where a command is created. The acting
// user is the manager: another manager's entry is answered as unknown.

/** Places a company member on the caller's 1on1 board (one entry per manager and member). Answers the entry id. */
export class CreateOneOnOneEntry extends UserCommand<
  'CreateOneOnOneEntry',
  {
    employeeId: string;
    positionX: number;
    positionY: number;
    /** When given, the employee must belong to this team. */
    teamId?: string;
    notes?: string | null;
    /** The first growth point. */
    pointId: string;
  },
  { id: string }
> {
  readonly type = 'CreateOneOnOneEntry';
}

/**
 * What a move answers: the entry as the board shows it right after the move, when the board's
 * projection applied it in the append's transaction (decision 0029), else null (read it then).
 * Opaque here: its shape is the read model's (`OneOnOneEntryView`).
 */
export type MovedEntry = object | null;

/** Moves the caller's entry on the board; each move is a new growth point. */
export class MoveOneOnOneEntry extends UserCommand<'MoveOneOnOneEntry', { entryId: string; to: BoardPosition; pointId: string }, MovedEntry> {
  readonly type = 'MoveOneOnOneEntry';
}

/** Deletes a past growth point of one of the caller's entries (never the latest one). */
export class DeleteOneOnOneGrowthPoint extends UserCommand<'DeleteOneOnOneGrowthPoint', { pointId: string }> {
  readonly type = 'DeleteOneOnOneGrowthPoint';
}

/** Records a held 1on1 session of one of the caller's entries. Answers the session id. */
export class RecordOneOnOneSession extends UserCommand<
  'RecordOneOnOneSession',
  {
    entryId: string;
    sessionId: string;
    /** `YYYY-MM-DD`, not after today in the deployment's time zone. */
    sessionDate: string;
    approach: OneOnOneApproach;
    outcomes?: string | null;
    feedback?: string | null;
    /** 1..5 */
    effectiveness: number;
    /** `YYYY-MM-DD`, after sessionDate. */
    nextSessionDate?: string | null;
  },
  { id: string }
> {
  readonly type = 'RecordOneOnOneSession';
}

/** Removes one of the caller's entries from the board with its growth points and sessions. */
export class DeleteOneOnOneEntry extends UserCommand<'DeleteOneOnOneEntry', { entryId: string }> {
  readonly type = 'DeleteOneOnOneEntry';
}

export type OneOnOneEntryCommand =
  | CreateOneOnOneEntry
  | MoveOneOnOneEntry
  | DeleteOneOnOneGrowthPoint
  | RecordOneOnOneSession
  | DeleteOneOnOneEntry;
