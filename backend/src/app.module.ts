import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from './platform/config/app-config.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { moduleMigrations } from './module-migrations.js';
import { EventStoreModule } from './platform/event-store/event-store.module.js';
import { ProjectionsModule } from './platform/projections/projections.module.js';
import { HealthModule } from './platform/health/health.module.js';
import { AuthModule } from './platform/auth/auth.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { OrganizationModule } from './modules/organization/organization.module.js';
import { OneOnOneModule } from './modules/one-on-one/one-on-one.module.js';
import { MsMatrixModule } from './modules/ms-matrix/ms-matrix.module.js';
import { DashboardModule } from './modules/dashboard/dashboard.module.js';
import { JournalModule } from './modules/journal/journal.module.js';
import { DemoModule } from './modules/demo/demo.module.js';
import { TimeModule } from './platform/time/clock.js';

@Module({})
export class AppModule {
  static register(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        CqrsModule.forRoot(),
        DatabaseModule.forRoot(databaseUrl, moduleMigrations),
        EventStoreModule,
        ProjectionsModule,
        HealthModule,
        AuthModule,
        UsersModule,
        OrganizationModule,
        TimeModule,
        OneOnOneModule,
        MsMatrixModule,
        DashboardModule,
        JournalModule,
        DemoModule,
      ],
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
