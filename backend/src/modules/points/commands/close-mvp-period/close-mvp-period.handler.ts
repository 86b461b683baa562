import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { DeploymentClock } from '../../../../platform/time/deployment-clock.js';
import { CloseMvpPeriod, type MvpStandings } from '../../domain/points-account.commands.js';
import { MVP_RANKS, mvpPeriodDecider, mvpPeriodStream } from '../../domain/points-account.js';
import { standingsWithin } from '../../queries/get-leaderboard/leaderboard-sql.js';

/**
 * Closes a finished period once: the first leaderboard read after a week or month ends issues it
 * (docs/modules/points.md "MVP awards"). A closed period is remembered in memory, so later reads
 * cost nothing; another instance or a restart finds the stream closed and decides nothing.
 */
@CommandHandler(CloseMvpPeriod)
export class CloseMvpPeriodHandler implements ICommandHandler<CloseMvpPeriod> {
  private readonly closed = new Set<string>();

  constructor(
    private readonly aggregates: AggregateStore,
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly clock: DeploymentClock,
  ) {}

  async execute(command: CloseMvpPeriod): Promise<void> {
    const { periodKind, periodStart } = command.data;
    const streamId = mvpPeriodStream.streamId(periodKind, periodStart);
    if (this.closed.has(streamId)) return;
    const { state } = await this.aggregates.load(streamId, mvpPeriodDecider);
    if (!state.closed) {
      const board = { kind: periodKind, start: periodStart };
      const [byPoints, byContribution] = await Promise.all([
        standingsWithin(this.manager, 'points', board, MVP_RANKS),
        standingsWithin(this.manager, 'contribution', board, MVP_RANKS),
      ]);
      const standings: MvpStandings = {
        today: this.clock.today(),
        top: [
          ...byPoints.map((r) => ({ awardType: 'points' as const, userId: r.user_id, score: r.score })),
          ...byContribution.map((r) => ({ awardType: 'contribution' as const, userId: r.user_id, score: r.score })),
        ],
      };
      await this.aggregates.execute(streamId, mvpPeriodDecider, (latest) => mvpPeriodDecider.decide(command, latest, standings));
    }
    this.closed.add(streamId);
  }
}
