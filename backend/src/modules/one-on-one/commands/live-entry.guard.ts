import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import { GetCompanyMemberQuery } from '../../organization/index.js';
import { oneOnOneEntryDecider, oneOnOneEntryStreamId } from '../domain/one-on-one-entry.js';
import { OneOnOneEntryNotFoundError } from '../domain/one-on-one-entry.errors.js';

/**
 * An entry is alive while its stream is and its company member still exists: the entry leaves
 * the board when the member is deleted, so it must not be changed afterwards either.
 * Another manager's entry is reported as not found.
 */
@Injectable()
export class LiveEntryGuard {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly queryBus: QueryBus,
  ) {}

  /** The entry exists, belongs to the actor, and its member still exists. */
  async assert(entryId: string, actor: SessionUser): Promise<void> {
    const employeeId = await this.assertOwned(entryId, actor);
    const member = await this.queryBus.execute(new GetCompanyMemberQuery(employeeId));
    if (!member) throw new OneOnOneEntryNotFoundError();
  }

  /**
   * The entry exists and belongs to the actor. Checked before the If-Match comparison so that
   * an unknown entry is a 404, not a stale-revision 409. Answers the employee id.
   */
  async assertOwned(entryId: string, actor: SessionUser): Promise<string> {
    const { state } = await this.aggregates.load(oneOnOneEntryStreamId(entryId), oneOnOneEntryDecider);
    if (state.status !== 'active' || state.managerId !== actor.id) throw new OneOnOneEntryNotFoundError();
    return state.employeeId;
  }
}
