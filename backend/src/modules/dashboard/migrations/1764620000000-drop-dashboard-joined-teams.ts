import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CreateDashboardReadModels1764610000000 } from './1764610000000-create-dashboard-read-models.js';

/**
 * The dashboard counts joined teams through the organisation's `OrganizationDirectory` now, so
 * its own copy of the user–team links (and the projection that kept it) is gone.
 */
export class DropDashboardJoinedTeams1764620000000 implements MigrationInterface {
  name = 'DropDashboardJoinedTeams1764620000000';

  async up(q: QueryRunner): Promise<void> {
    await new CreateDashboardReadModels1764610000000().down(q);
  }

  /** Recreates the table of 1764610000000, empty. */
  async down(q: QueryRunner): Promise<void> {
    await new CreateDashboardReadModels1764610000000().up(q);
  }
}
