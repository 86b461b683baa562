import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';

/** `GET /api/health`: database, event store and projections (the runtime comes from the global ProjectionsModule). */
@Module({ controllers: [HealthController] })
export class HealthModule {}
