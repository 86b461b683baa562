import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { RunMigrations } from '../../domain/admin-console.commands.js';
import { ADMIN_CONSOLE_STREAM, adminConsoleDecider } from '../../domain/admin-console.js';
import { MigrationRunner } from '../../schema/migration-runner.js';

/**
 * Runs the pending migrations, then records the run (or its failure) on the admin console's
 * stream. The route's `@Access('team_admin')` is the check. A failure is an answer, not an
 * exception: the admin sees the server's message and the failed run is in the log.
 */
@CommandHandler(RunMigrations)
export class RunMigrationsHandler implements ICommandHandler<RunMigrations> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly migrations: MigrationRunner,
  ) {}

  async execute(command: RunMigrations): Promise<{ ran: string[]; executedTotal: number } | { error: string }> {
    const outcome = await this.migrations.run();
    await this.aggregates.execute(ADMIN_CONSOLE_STREAM, adminConsoleDecider, (state) => adminConsoleDecider.decide(command, state, outcome));
    return outcome.ok ? { ran: outcome.ran, executedTotal: outcome.executedTotal } : { error: outcome.error };
  }
}
