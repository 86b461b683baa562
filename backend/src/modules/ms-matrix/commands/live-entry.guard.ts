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

  /**
   * Which team and member each entry is for, once seen. An entry never changes team or member, so
   * the next check of the same entry can read all three streams in the same turn, which the
   * event store sends as one query, instead of reading the entry first.
   */
  private readonly refs = new Map<string, { teamId: string; memberId: string }>();

  /** Answers the entry's team id once the actor may change it. */
  async assertCanChange(entryId: string, actor: SessionUser): Promise<{ teamId: string }> {
    const known = this.refs.get(entryId);
    if (known) {
      // Side by side; a refused access still wins: the member query never throws.
      const [loaded, , member] = await Promise.all([
        this.aggregates.load(msMatrixEntryStreamId(entryId), msMatrixEntryDecider),
        this.teamAccess.assertCanManage(known.teamId, actor),
        this.queryBus.execute(new GetCompanyMemberQuery(known.memberId)),
      ]);
      if (loaded.state.status !== 'placed' || !member) throw new MatrixEntryNotFoundError();
      return { teamId: known.teamId };
    }
    const { state } = await this.aggregates.load(msMatrixEntryStreamId(entryId), msMatrixEntryDecider);
    if (state.status !== 'placed') throw new MatrixEntryNotFoundError();
    // Side by side (every move waits for both); a refused access still wins: the member query never throws.
    const [, member] = await Promise.all([
      this.teamAccess.assertCanManage(state.teamId, actor),
      this.queryBus.execute(new GetCompanyMemberQuery(state.memberId)),
    ]);
    if (!member) throw new MatrixEntryNotFoundError();
    this.remember(entryId, { teamId: state.teamId, memberId: state.memberId });
    return { teamId: state.teamId };
  }

  private remember(entryId: string, ref: { teamId: string; memberId: string }): void {
    if (this.refs.size >= 10_000) this.refs.delete(this.refs.keys().next().value as string);
    this.refs.set(entryId, ref);
  }
}
