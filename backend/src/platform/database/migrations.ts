import type { MixedList } from 'typeorm';
import { CreateEventStore1764000000000 } from './migrations/1764000000000-create-event-store.js';
import { HardenAppendToStream1764000100000 } from '../event-store/migrations/1764000100000-harden-append-to-stream.js';
import { CreateOrganizationReadModels1764200000000 } from '../../modules/organization/migrations/1764200000000-create-organization-read-models.js';
import { CreateSessions1764020000000 } from '../auth/migrations/1764020000000-create-sessions.js';
import { CreateUsers1764100000000 } from '../../modules/users/migrations/1764100000000-create-users.js';
import { CreateProjectionCheckpoints1764010000000 } from '../projections/migrations/1764010000000-create-projection-checkpoints.js';
import { CreateMsMatrixReadModels1764500000000 } from '../../modules/ms-matrix/migrations/1764500000000-create-ms-matrix-read-models.js';
import { CreateOneOnOneReadModels1764600000000 } from '../../modules/one-on-one/migrations/1764600000000-create-one-on-one-read-models.js';
import { CreateDashboardReadModels1764610000000 } from '../../modules/dashboard/migrations/1764610000000-create-dashboard-read-models.js';

/**
 * Every migration of the application, in order. Modules keep their migrations in their own
 * folder and add them here; `synchronize` is never used outside tests.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const migrations: MixedList<Function> = [CreateEventStore1764000000000, HardenAppendToStream1764000100000, CreateProjectionCheckpoints1764010000000, CreateSessions1764020000000, CreateUsers1764100000000, CreateOrganizationReadModels1764200000000, CreateMsMatrixReadModels1764500000000, CreateOneOnOneReadModels1764600000000, CreateDashboardReadModels1764610000000];
