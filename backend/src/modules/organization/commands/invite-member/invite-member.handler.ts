import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { CLOCK, type Clock } from '../../../../platform/time/clock.js';
import { normalizeKey } from '../../domain/normalize.js';
import { InviteMember } from '../../domain/team.commands.js';
import { teamDecider, teamStream } from '../../domain/team.js';

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
    await this.aggregates.execute(teamStream.streamId(command.data.teamId), teamDecider, (state) => teamDecider.decide(command, state, facts));
    return { id: command.data.invitationId, email, expiresAt: command.data.expiresAt };
  }
}
