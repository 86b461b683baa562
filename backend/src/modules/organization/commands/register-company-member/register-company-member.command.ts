import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

export interface RegisterCompanyMemberInput {
  teamId: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  phoneNumber?: string | null;
  positionId?: string | null;
  departmentId?: string | null;
  departmentTags?: string[];
  teamTags?: string[];
  organizationName?: string | null;
  notes?: string | null;
  hireDate?: string | null;
}

/**
 * Registers a company member (its own aggregate, stream `company-member-<id>`). E-mail is unique
 * in the deployment (409 whose message contains '重複'). Answers the new member's id.
 */
export class RegisterCompanyMemberCommand extends Command<{ id: string }> {
  constructor(
    readonly input: RegisterCompanyMemberInput,
    readonly actor: SessionUser,
  ) {
    super();
  }
}
