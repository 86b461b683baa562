import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import { LiveEntryGuard } from '../../../platform/domain/live-entry-guard.js';
import { OrganizationDirectory } from '../../organization/index.js';
import { msMatrixEntryDecider, msMatrixEntryStream, type MsMatrixEntryState } from '../domain/ms-matrix-entry.js';
import { MatrixEntryNotFoundError, teamAccessRefused } from '../domain/ms-matrix-entry.errors.js';
import type { MsMatrixEntryEvent } from '../events/ms-matrix-entry.events.js';

/**
 * An MS entry may be changed while it is on the board, by those who manage its team, and while
 * its company member (and so its team) still exists. An unknown team is a 404, no right a 403.
 */
@Injectable()
export class MsMatrixEntryGuard extends LiveEntryGuard<MsMatrixEntryState, MsMatrixEntryEvent, { teamId: string; memberId: string }, SessionUser> {
  constructor(aggregates: AggregateStore, organization: OrganizationDirectory) {
    super(aggregates, {
      streamId: msMatrixEntryStream.streamId,
      evolver: msMatrixEntryDecider,
      refOf: (state) => (state.status === 'placed' ? { teamId: state.teamId, memberId: state.memberId } : null),
      assertMayChange: async (entry, actor) => {
        await organization.requireTeamAccess(entry.teamId, actor, 'manage', teamAccessRefused);
      },
      subjectExists: (entry) => organization.memberExists(entry.memberId),
      notFound: () => new MatrixEntryNotFoundError(),
    });
  }
}
