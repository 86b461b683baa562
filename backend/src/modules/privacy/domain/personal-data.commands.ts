import type { SessionUser } from '../../../platform/auth/session-user.js';
import type { ForgottenKind } from '../events/person-forgotten.events.js';

/** An admin forgets a user or a company member at their request. */
export class ForgetPerson {
  constructor(
    readonly kind: ForgottenKind,
    readonly subjectId: string,
    readonly actor: SessionUser,
  ) {}
}

export interface ForgetPersonResult {
  subjectId: string;
  kind: ForgottenKind;
  /** The projections rebuilt so their tables hold nothing of the person. */
  rebuilt: string[];
  /** Sessions of the user that were ended. */
  sessionsEnded: number;
}
