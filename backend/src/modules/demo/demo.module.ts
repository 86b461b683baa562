import { Module } from '@nestjs/common';
import { DemoSeederService } from './demo-seeder.service.js';

/** Seeds the demo organisation on the first start (SEED_DEMO); see docs/modules/demo.md. */
@Module({ providers: [DemoSeederService] })
export class DemoModule {}
