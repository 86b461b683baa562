import { Module } from '@nestjs/common';
import { EventStoreModule } from '../../platform/event-store/event-store.module.js';
import { OrganizationModule } from '../organization/index.js';
import { CreateSampleTeamHandler } from './commands/create-sample-team/create-sample-team.handler.js';
import { DemoSeederService } from './demo-seeder.service.js';
import { DEMO_SEED_EVENT_SCHEMAS } from './events/demo-seed.events.js';
import { SAMPLE_TEAM_EVENT_SCHEMAS } from './events/sample-team.events.js';
import { SampleTeamController } from './http/sample-team.controller.js';

/**
 * Seeds the demo organisation on the first start (SEED_DEMO), and builds a user's sample team on
 * request (POST /api/sample-team); see docs/modules/demo.md.
 */
@Module({
  imports: [EventStoreModule.forFeature([...DEMO_SEED_EVENT_SCHEMAS, ...SAMPLE_TEAM_EVENT_SCHEMAS]), OrganizationModule],
  controllers: [SampleTeamController],
  providers: [DemoSeederService, CreateSampleTeamHandler],
})
export class DemoModule {}
