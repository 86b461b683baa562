import { InjectEntityManager } from '@nestjs/typeorm';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { ClearMatrixTeamHistory } from '../../domain/ms-matrix-entry.commands.js';
import { msMatrixEntryDecider, msMatrixEntryStream } from '../../domain/ms-matrix-entry.js';
import { OrganizationDirectory } from '../../../organization/index.js';
import { teamAccessRefused } from '../../domain/ms-matrix-entry.errors.js';

/**
 * One `MatrixTeamHistoryCleared` per entry stream (see the event). The board's read model lists
 * the team's entries; each entry's stream decides what it deletes, and an entry moved meanwhile
 * is decided again on its newest state (as `AggregateStore.execute` does by default), so no
 * point that became current is deleted.
 */
@CommandHandler(ClearMatrixTeamHistory)
export class ClearMatrixTeamHistoryHandler implements ICommandHandler<ClearMatrixTeamHistory> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly organization: OrganizationDirectory,
    @InjectEntityManager() private readonly manager: EntityManager,
  ) {}

  async execute(command: ClearMatrixTeamHistory): Promise<{ deletedPoints: number }> {
    const { data: { teamId }, actor } = command;
    await this.organization.requireTeamAccess(teamId, actor, 'manage', teamAccessRefused);
    const entries: { id: string }[] = await this.manager.query(
      `SELECT e.id FROM ms_matrix_entries e
       WHERE e.team_id = $1 AND (SELECT count(*) FROM ms_matrix_growth_points p WHERE p.entry_id = e.id) > 1
       ORDER BY e.id`,
      [teamId],
    );
    let deletedPoints = 0;
    for (const { id } of entries) {
      const result = await this.aggregates.execute(msMatrixEntryStream.streamId(id), msMatrixEntryDecider, (state) =>
        state.status === 'placed' ? msMatrixEntryDecider.decide(command, state) : [],
      );
      for (const event of result.events) if (event.type === 'MatrixTeamHistoryCleared') deletedPoints += event.data.deletedPointIds.length;
    }
    return { deletedPoints };
  }
}
