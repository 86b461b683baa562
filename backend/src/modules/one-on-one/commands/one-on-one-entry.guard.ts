import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import { LiveEntryGuard } from '../../../platform/domain/live-entry-guard.js';
import { OrganizationDirectory } from '../../organization/index.js';
import { oneOnOneEntryDecider, oneOnOneEntryStream, type OneOnOneEntryState } from '../domain/one-on-one-entry.js';
import { OneOnOneEntryNotFoundError } from '../domain/one-on-one-entry.errors.js';
import type { OneOnOneEntryEvent } from '../events/one-on-one-entry.events.js';

/**
 * A 1on1 entry may be changed by its manager while it is active and its company member still
 * exists (the entry leaves the board with the member). Another manager's entry is reported as
 * not found, so that its existence does not leak.
 */
@Injectable()
export class OneOnOneEntryGuard extends LiveEntryGuard<
  OneOnOneEntryState,
  OneOnOneEntryEvent,
  { managerId: string; employeeId: string },
  SessionUser
> {
  constructor(aggregates: AggregateStore, organization: OrganizationDirectory) {
    super(aggregates, {
      streamId: oneOnOneEntryStream.streamId,
      evolver: oneOnOneEntryDecider,
      refOf: (state) => (state.status === 'active' ? { managerId: state.managerId, employeeId: state.employeeId } : null),
      assertMayChange: async (entry, actor) => {
        if (entry.managerId !== actor.id) throw new OneOnOneEntryNotFoundError();
      },
      subjectExists: (entry) => organization.memberExists(entry.employeeId),
      notFound: () => new OneOnOneEntryNotFoundError(),
    });
  }
}
