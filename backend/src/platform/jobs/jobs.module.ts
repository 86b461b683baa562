import { Module } from '@nestjs/common';
import { Jobs } from './jobs.js';

/** Background jobs with progress (`Jobs`); a module that runs one imports this. */
@Module({ providers: [Jobs], exports: [Jobs] })
export class JobsModule {}
