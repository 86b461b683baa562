import type { MigrationClass } from './platform/database/migrations.js';
import { CreateUsers1764100000000 } from './modules/users/migrations/1764100000000-create-users.js';
import { CreateOrganizationReadModels1764200000000 } from './modules/organization/migrations/1764200000000-create-organization-read-models.js';
import { CreateMsMatrixReadModels1764500000000 } from './modules/ms-matrix/migrations/1764500000000-create-ms-matrix-read-models.js';
import { CreateOneOnOneReadModels1764600000000 } from './modules/one-on-one/migrations/1764600000000-create-one-on-one-read-models.js';
import { CreateDashboardReadModels1764610000000 } from './modules/dashboard/migrations/1764610000000-create-dashboard-read-models.js';
import { DropDashboardJoinedTeams1764620000000 } from './modules/dashboard/migrations/1764620000000-drop-dashboard-joined-teams.js';

/**
 * Every module's migrations. Modules keep them in their own folder and add them here (beside
 * app.module.ts, which wires the modules together); `synchronize` is never used outside tests.
 */
export const moduleMigrations: readonly MigrationClass[] = [
  CreateUsers1764100000000,
  CreateOrganizationReadModels1764200000000,
  CreateMsMatrixReadModels1764500000000,
  CreateOneOnOneReadModels1764600000000,
  CreateDashboardReadModels1764610000000,
  DropDashboardJoinedTeams1764620000000,
];
