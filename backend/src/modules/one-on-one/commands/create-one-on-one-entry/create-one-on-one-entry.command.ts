import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

export interface CreateOneOnOneEntryInput {
  employeeId: string;
  positionX: number;
  positionY: number;
  /** When given, the employee must belong to this team. */
  teamId?: string;
  notes?: string | null;
}

/** Places a company member on the caller's 1on1 board (one entry per manager and member). Answers the entry id. */
export class CreateOneOnOneEntryCommand extends Command<{ id: string }> {
  constructor(
    readonly input: CreateOneOnOneEntryInput,
    readonly actor: SessionUser,
  ) {
    super();
  }
}
