import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { CLOCK, type Clock } from '../../../../platform/time/clock.js';
import { normalizeKey } from '../../domain/normalize.js';
import {
  AcceptInvitation,
  ApproveJoinRequest,
  ChangeTeamVisibility,
  CreateInvitationLink,
  DeclineInvitation,
  DeclineJoinRequest,
  InviteMember,
  RevokeInvitation,
} from '../../domain/team.commands.js';
import { teamDecider, teamStreamId } from '../../domain/team.js';

// Opening a team, invitations and join requests: each decided on the team's stream, so parallel
// accepts of one invitation (or approvals of one request) append once and the others decide again
// on the winner's state and are refused (decision 0020).

@CommandHandler(ChangeTeamVisibility)
export class ChangeTeamVisibilityHandler implements ICommandHandler<ChangeTeamVisibility> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: ChangeTeamVisibility): Promise<void> {
    await this.aggregates.execute(teamStreamId(command.data.teamId), teamDecider, (state) => teamDecider.decide(command, state), {
      expectedRevision: command.expectedRevision,
    });
  }
}

@CommandHandler(InviteMember)
export class InviteMemberHandler implements ICommandHandler<InviteMember> {
  constructor(
    private readonly aggregates: AggregateStore,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: InviteMember): Promise<{ id: string; email: string; expiresAt: string }> {
    const email = normalizeKey(command.data.email);
    // Users already registered with the address (the organisation's copy of the users' names and
    // e-mails): inviting one who is a member of the team is refused.
    const rows: { user_id: string }[] = await this.db.query(
      `SELECT user_id FROM organization_user_names WHERE lower(email) = $1`,
      [email],
    );
    const facts = { userIdsWithEmail: rows.map((r) => r.user_id), now: this.clock.now().toISOString() };
    await this.aggregates.execute(teamStreamId(command.data.teamId), teamDecider, (state) => teamDecider.decide(command, state, facts));
    return { id: command.data.invitationId, email, expiresAt: command.data.expiresAt };
  }
}

@CommandHandler(CreateInvitationLink)
export class CreateInvitationLinkHandler implements ICommandHandler<CreateInvitationLink> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: CreateInvitationLink): Promise<{ id: string; expiresAt: string }> {
    await this.aggregates.execute(teamStreamId(command.data.teamId), teamDecider, (state) => teamDecider.decide(command, state));
    return { id: command.data.invitationId, expiresAt: command.data.expiresAt };
  }
}

@CommandHandler(AcceptInvitation)
export class AcceptInvitationHandler implements ICommandHandler<AcceptInvitation> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: AcceptInvitation): Promise<{ teamId: string }> {
    const facts = { now: this.clock.now().toISOString() };
    await this.aggregates.execute(teamStreamId(command.data.teamId), teamDecider, (state) => teamDecider.decide(command, state, facts));
    return { teamId: command.data.teamId };
  }
}

@CommandHandler(DeclineInvitation)
export class DeclineInvitationHandler implements ICommandHandler<DeclineInvitation> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: DeclineInvitation): Promise<void> {
    const facts = { now: this.clock.now().toISOString() };
    await this.aggregates.execute(teamStreamId(command.data.teamId), teamDecider, (state) => teamDecider.decide(command, state, facts));
  }
}

@CommandHandler(RevokeInvitation)
export class RevokeInvitationHandler implements ICommandHandler<RevokeInvitation> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: RevokeInvitation): Promise<void> {
    await this.aggregates.execute(teamStreamId(command.data.teamId), teamDecider, (state) => teamDecider.decide(command, state));
  }
}

@CommandHandler(ApproveJoinRequest)
export class ApproveJoinRequestHandler implements ICommandHandler<ApproveJoinRequest> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: ApproveJoinRequest): Promise<void> {
    await this.aggregates.execute(teamStreamId(command.data.teamId), teamDecider, (state) => teamDecider.decide(command, state));
  }
}

@CommandHandler(DeclineJoinRequest)
export class DeclineJoinRequestHandler implements ICommandHandler<DeclineJoinRequest> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: DeclineJoinRequest): Promise<void> {
    await this.aggregates.execute(teamStreamId(command.data.teamId), teamDecider, (state) => teamDecider.decide(command, state));
  }
}

export const TEAM_INVITATION_HANDLERS = [
  ChangeTeamVisibilityHandler,
  InviteMemberHandler,
  CreateInvitationLinkHandler,
  AcceptInvitationHandler,
  DeclineInvitationHandler,
  RevokeInvitationHandler,
  ApproveJoinRequestHandler,
  DeclineJoinRequestHandler,
];
