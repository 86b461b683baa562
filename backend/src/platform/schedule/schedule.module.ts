import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { streamFolder } from '../domain/stream-folders.js';
import { EventStoreModule } from '../event-store/event-store.module.js';
import { DueJobRunner } from './due-job-runner.js';
import { DUE_JOB_LISTENER, DueJobs } from './due-jobs.js';
import { DUE_MOMENT_EVENT_SCHEMAS, dueMomentEvolver, dueMomentStream } from './due-moment.js';

/**
 * The due-time scheduler (decision 0084): `DueJobs` for modules to schedule, move and drop jobs,
 * and the runner that claims and runs them on every instance.
 */
@Global()
@Module({
  imports: [DiscoveryModule, EventStoreModule.forFeature(DUE_MOMENT_EVENT_SCHEMAS, [streamFolder(dueMomentStream, dueMomentEvolver)])],
  providers: [DueJobRunner, { provide: DUE_JOB_LISTENER, useExisting: DueJobRunner }, DueJobs],
  exports: [DueJobs, DueJobRunner],
})
export class ScheduleModule {}
