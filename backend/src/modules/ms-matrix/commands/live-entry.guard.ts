import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import { GetCompanyMemberQuery } from '../../organization/index.js';
import { msMatrixEntryDecider, msMatrixEntryStreamId } from '../domain/ms-matrix-entry.js';
import { MatrixEntryNotFoundError } from '../domain/ms-matrix-entry.errors.js';
import { MsMatrixTeamAccess } from './team-access.service.js';

/**
 * An entry can be changed while its stream holds a placed member, its team exists, and its
 * company member still exists (a deleted member or team takes the entry off the board, so it must
 * not be changed afterwards either). Checked before the If-Match comparison, so an unknown entry
 * is a 404 and not a stale-revision 409.
 */
@Injectable()
export class LiveEntryGuard {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly queryBus: QueryBus,
    private readonly teamAccess: MsMatrixTeamAccess,
  ) {}

  /** Answers the entry's team id once the actor may change it. */
  async assertCanChange(entryId: string, actor: SessionUser): Promise<{ teamId: string }> {
    const { state } = await this.aggregates.load(msMatrixEntryStreamId(entryId), msMatrixEntryDecider);
    if (state.status !== 'placed') throw new MatrixEntryNotFoundError();
    // Side by side (every move waits for both); a refused access still wins: the member query never throws.
    const [, member] = await Promise.all([
      this.teamAccess.assertCanManage(state.teamId, actor),
      this.queryBus.execute(new GetCompanyMemberQuery(state.memberId)),
    ]);
    if (!member) throw new MatrixEntryNotFoundError();
    return { teamId: state.teamId };
  }
}
