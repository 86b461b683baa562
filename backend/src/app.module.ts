import { NotificationsModule } from './modules/notifications/index.js';
import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from './platform/config/app-config.js';
import { DatabaseModule } from './platform/database/database.module.js';
import type { DatabaseSupervision } from './platform/database/embedded-postgres-supervisor.js';
import type { MigrationClass } from './platform/database/migrations.js';
import { EventStoreModule } from './platform/event-store/event-store.module.js';
import { ProjectionsModule } from './platform/projections/projections.module.js';
import { cqrsModule } from './platform/projections/read-your-writes.js';
import { HealthModule } from './platform/health/health.module.js';
import { MailModule } from './platform/mail/mail.module.js';
import { StorageModule } from './platform/storage/storage.module.js';
import { SiteConfigModule } from './platform/site-config/site-config.module.js';
import { AuthModule } from './platform/auth/auth.module.js';
import { TimeModule } from './platform/time/clock.js';
import { ScheduleModule } from './platform/schedule/schedule.module.js';
import { DeploymentClock } from './platform/time/deployment-clock.js';
import { UsersModule } from './modules/users/users.module.js';
import { OrganizationModule } from './modules/organization/organization.module.js';
import { OneOnOneModule } from './modules/one-on-one/one-on-one.module.js';
import { OneOnOneAgendasModule } from './modules/one-on-one-agendas/one-on-one-agendas.module.js';
import { MsMatrixModule } from './modules/ms-matrix/ms-matrix.module.js';
import { DashboardModule } from './modules/dashboard/dashboard.module.js';
import { AiCoachingModule } from './modules/ai-coaching/index.js';
import { CompanionModule } from './modules/companion/index.js';
import { GrowthCyclesModule } from './modules/growth-cycles/index.js';
import { PointsModule } from './modules/points/index.js';
import { KnowledgeBaseModule } from './modules/knowledge-base/index.js';
import { LearningModule } from './modules/learning/index.js';
import { DemoModule } from './modules/demo/demo.module.js';
import { ForumModule } from './modules/forum/index.js';
import { AnonymousPostsModule } from './modules/anonymous-posts/index.js';
import { CommunityEventsModule } from './modules/community-events/index.js';
import { CultureSimulationModule } from './modules/culture-simulation/index.js';
import { PrivacyModule } from './modules/privacy/index.js';
import { ModerationModule } from './modules/moderation/index.js';
import { EventLogModule } from './modules/event-log/index.js';
import { AdminModule } from './modules/admin/index.js';
import { SearchModule } from './modules/search/index.js';

/** A bounded context's Nest module; one with read-model tables lists their migrations on itself. */
type FeatureModule = Type & { readonly migrations?: readonly MigrationClass[] };

/**
 * The bounded contexts (`src/modules/*`). Adding a module is one line here
 * (docs/adding-a-module.md): its handlers, projections, reactors, event schemas and migrations
 * come with it. The demo seeder goes last: it runs the other modules' commands.
 */
export const FEATURE_MODULES: readonly FeatureModule[] = [
  UsersModule,
  OrganizationModule,
  OneOnOneModule,
  MsMatrixModule,
  DashboardModule,
  AiCoachingModule,
  CompanionModule,
  OneOnOneAgendasModule,
  GrowthCyclesModule,
  PointsModule,
  KnowledgeBaseModule,
  LearningModule,
  DemoModule,
  ForumModule,
  AnonymousPostsModule,
  CommunityEventsModule,
  CultureSimulationModule,
  PrivacyModule,
  ModerationModule,
  EventLogModule,
  AdminModule,
  NotificationsModule,
  SearchModule,
];

/** Every module's migrations; TypeORM runs them, after the platform's, in timestamp order. */
export const moduleMigrations: readonly MigrationClass[] = FEATURE_MODULES.flatMap((module) => module.migrations ?? []);

@Module({})
export class AppModule {
  static register(config: AppConfig, databaseUrl: string, supervision?: DatabaseSupervision): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        cqrsModule(),
        DatabaseModule.forRoot(databaseUrl, moduleMigrations, supervision),
        EventStoreModule,
        ProjectionsModule,
        HealthModule,
        SiteConfigModule,
        MailModule,
        StorageModule,
        AuthModule,
        TimeModule,
        ScheduleModule,
        ...FEATURE_MODULES,
      ],
      providers: [{ provide: APP_CONFIG, useValue: config }, DeploymentClock],
      exports: [APP_CONFIG, DeploymentClock],
    };
  }
}
