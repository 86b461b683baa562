import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { DeploymentClock } from '../../../platform/time/deployment-clock.js';
import { OneOnOneReader, type OneOnOneEntrySummary } from '../../one-on-one/index.js';
import { isLinkedMember, OrganizationDirectory } from '../../organization/index.js';
import { AgendaNotFoundError } from '../domain/one-on-one-agenda.errors.js';
import type { AgendaParty } from '../events/one-on-one-agenda.events.js';

/**
 * Who may see and change an entry's agendas: its manager (the 1on1 entry's owner) and its member
 * (the user linked by e-mail to the entry's company member). Nobody else, admins included: a
 * 1on1 is between two people. Anyone else is told the agenda does not exist.
 */
@Injectable()
export class AgendaAccess {
  constructor(
    private readonly oneOnOnes: OneOnOneReader,
    private readonly organization: OrganizationDirectory,
    private readonly clock: DeploymentClock,
  ) {}

  /** Today, `YYYY-MM-DD` in the deployment's time zone. */
  today(): string {
    return this.clock.today();
  }

  /** The entry and the user's part in it; `AgendaNotFoundError` when they have none. */
  async partOf(entryId: string, user: SessionUser): Promise<{ entry: OneOnOneEntrySummary; role: AgendaParty }> {
    const [entry] = await this.oneOnOnes.entries({ entryIds: [entryId] }, { today: this.today(), timeZone: this.clock.timeZone });
    if (!entry) throw new AgendaNotFoundError();
    if (entry.managerId === user.id) return { entry, role: 'manager' };
    // From the member's stream, so a link counts at once (the read model follows a moment later).
    const employee = await this.organization.member(entry.employeeId);
    if (employee && isLinkedMember(employee.email, user.email)) return { entry, role: 'member' };
    throw new AgendaNotFoundError();
  }

  /** The 1on1 entries whose company member is linked to the user (in any of their teams). */
  async entriesOfMember(user: SessionUser): Promise<OneOnOneEntrySummary[]> {
    const teamIds = await this.organization.teamIdsOf(user.id);
    const memberIds = (await Promise.all(teamIds.map((teamId) => this.organization.linkedMemberId(teamId, user)))).filter(
      (id): id is string => id !== null,
    );
    const entries = await this.oneOnOnes.entries({ employeeIds: memberIds }, { today: this.today(), timeZone: this.clock.timeZone });
    return entries.filter((entry) => entry.managerId !== user.id);
  }
}
