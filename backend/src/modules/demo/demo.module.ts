import { Module } from '@nestjs/common';
import { EventStoreModule } from '../../platform/event-store/event-store.module.js';
import { DemoSeederService } from './demo-seeder.service.js';
import { DEMO_SEED_EVENT_SCHEMAS } from './events/demo-seed.events.js';

/** Seeds the demo organisation on the first start (SEED_DEMO); see docs/modules/demo.md. */
@Module({ imports: [EventStoreModule.forFeature(DEMO_SEED_EVENT_SCHEMAS)], providers: [DemoSeederService] })
export class DemoModule {}
