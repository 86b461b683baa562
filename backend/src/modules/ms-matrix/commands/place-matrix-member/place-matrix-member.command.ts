import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/** A company member to register first, then place (the "add member" dialog of the MS page). */
export interface NewMatrixMemberInput {
  firstName: string;
  lastName: string;
  email?: string | null;
  positionId?: string | null;
  departmentId?: string | null;
}

export interface PlaceMatrixMemberInput {
  teamId: string;
  /** Link an existing company member of the team... */
  memberId?: string;
  /** ...or register a new one (exactly one of the two). */
  newMember?: NewMatrixMemberInput;
  /** Default 0.5 / 0.5 (spec §9). */
  positionX?: number;
  positionY?: number;
  notes?: string | null;
}

/** Puts a company member on a team's MS board (once per team and member). Answers the entry id. */
export class PlaceMatrixMemberCommand extends Command<{ id: string }> {
  constructor(
    readonly input: PlaceMatrixMemberInput,
    readonly actor: SessionUser,
  ) {
    super();
  }
}
