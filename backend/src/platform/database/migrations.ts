import type { MigrationInterface } from 'typeorm';
import { CreateEventStore1764000000000 } from './migrations/1764000000000-create-event-store.js';
import { HardenAppendToStream1764000100000 } from '../event-store/migrations/1764000100000-harden-append-to-stream.js';
import { InlineProjections1764800000000 } from '../event-store/migrations/1764800000000-inline-projections.js';
import { StreamsUnchanged1764900000000 } from '../event-store/migrations/1764900000000-streams-unchanged.js';
import { StreamsUnchangedByIndex1766500000000 } from '../event-store/migrations/1766500000000-streams-unchanged-by-index.js';
import { CreateSessions1764020000000 } from '../auth/migrations/1764020000000-create-sessions.js';
import { CreateRateLimitCounters1764700000000 } from '../auth/migrations/1764700000000-create-rate-limit-counters.js';
import { CreatePersonalDataKeys1765400000000 } from '../event-store/migrations/1765400000000-create-personal-data-keys.js';
import { CreateProjectionCheckpoints1764010000000 } from '../projections/migrations/1764010000000-create-projection-checkpoints.js';
import { CreateProjectionLeases1764010100000 } from '../projections/migrations/1764010100000-create-projection-leases.js';
import { ParkFailingEvents1766100000000 } from '../projections/migrations/1766100000000-park-failing-events.js';
import { ProjectionVersions1767813000000 } from '../projections/migrations/1767813000000-projection-versions.js';
import { CreateDueJobs1767620000001 } from '../schedule/migrations/1767620000001-create-due-jobs.js';
import { CreateJobs1767640000001 } from '../jobs/migrations/1767640000001-create-jobs.js';
import { CreateMailOutbox1767610000000 } from '../mail/migrations/1767610000000-create-mail-outbox.js';

export type MigrationClass = new () => MigrationInterface;

/**
 * The platform's own migrations (event store, checkpoints, sessions, rate limit counters). Each module lists its own on
 * its Nest module (`static migrations`); `app.module.ts` collects them and hands them to
 * `DatabaseModule.forRoot`, because platform/ never imports a module. TypeORM runs the union in
 * timestamp order.
 */
export const platformMigrations: readonly MigrationClass[] = [
  CreateEventStore1764000000000,
  HardenAppendToStream1764000100000,
  InlineProjections1764800000000,
  StreamsUnchanged1764900000000,
  StreamsUnchangedByIndex1766500000000,
  CreateProjectionCheckpoints1764010000000,
  CreateProjectionLeases1764010100000,
  CreateSessions1764020000000,
  CreateRateLimitCounters1764700000000,
  CreatePersonalDataKeys1765400000000,
  ParkFailingEvents1766100000000,
  CreateMailOutbox1767610000000,
  CreateDueJobs1767620000001,
  CreateJobs1767640000001,
  ProjectionVersions1767813000000,
];
