import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { EventStoreModule } from '../../platform/event-store/event-store.module.js';
import { createChatModel } from './coach/chat-model-factory.js';
import { COACH_KNOWLEDGE, type CoachKnowledge } from './coach/coach-knowledge.port.js';
import { COACH, type Coach } from './coach/coach.port.js';
import { ConceptCardKnowledge } from './coach/concept-cards.js';
import { KnowledgeBaseCoachKnowledge } from './coach/knowledge-base-coach-knowledge.js';
import { KnowledgeBaseModule, KnowledgeSearch } from '../knowledge-base/index.js';
import { LangChainCoach } from './coach/langchain-coach.js';
import { OfflineCoach } from './coach/offline-coach.js';
import { CoachingChatService } from './commands/chat/coaching-chat.service.js';
import { COACHING_COMMAND_HANDLERS } from './commands/coaching.handlers.js';
import { SendCoachingMessageHandler } from './commands/send-coaching-message/send-coaching-message.handler.js';
import { COACHING_SESSION_EVENT_SCHEMAS } from './events/coaching-session.events.js';
import { JOURNAL_ENTRY_EVENT_SCHEMAS } from './events/journal-entry.events.js';
import { AiCoachingController } from './http/ai-coaching.controller.js';
import { CoachingInsightsController } from './http/coaching-insights.controller.js';
import { JournalController } from './http/journal.controller.js';
import { GetCoachingInsightsHandler } from './insights/coaching-insights.query.js';
import { CreateAiCoachingReadModels1765400000000 } from './migrations/1765400000000-create-ai-coaching-read-models.js';
import { CoachingSessionsProjection } from './projections/coaching/coaching-sessions.projection.js';
import { JournalEntriesProjection } from './projections/journal/journal-entries.projection.js';
import {
  GetActiveCoachingSessionHandler,
  GetCoachingSessionHandler,
  GetCoachingStatsHandler,
  GetJournalInsightsHandler,
  ListCoachingSessionsHandler,
  ListJournalEntriesHandler,
  ListRecommendationsHandler,
} from './queries/coaching-query.handlers.js';
import { streamFolder } from '../../platform/domain/stream-folders.js';
import { coachingSessionDecider, coachingSessionStream } from './domain/coaching-session.js';
import { journalEntryDecider, journalEntryStream } from './domain/journal-entry.js';

/**
 * AI reflection, AI coach and role-play (streams `ai-coaching-session-<id>`), and the reflection
 * journal (`journal-entry-<id>`). The coach is the offline one unless AI_PROVIDER names a
 * LangChain provider; both read the knowledge through the `COACH_KNOWLEDGE` port
 * (docs/modules/ai-coaching.md).
 */
@Module({
  imports: [EventStoreModule.forFeature([...COACHING_SESSION_EVENT_SCHEMAS, ...JOURNAL_ENTRY_EVENT_SCHEMAS], [streamFolder(coachingSessionStream, coachingSessionDecider), streamFolder(journalEntryStream, journalEntryDecider)]), KnowledgeBaseModule],
  controllers: [AiCoachingController, JournalController, CoachingInsightsController],
  providers: [
    {
      provide: COACH_KNOWLEDGE,
      inject: [KnowledgeSearch],
      useFactory: (search: KnowledgeSearch): CoachKnowledge => new KnowledgeBaseCoachKnowledge(search, new ConceptCardKnowledge()),
    },
    {
      provide: COACH,
      inject: [APP_CONFIG, COACH_KNOWLEDGE],
      useFactory: async (config: AppConfig, knowledge: CoachKnowledge): Promise<Coach> =>
        config.ai.provider === 'offline'
          ? new OfflineCoach(knowledge)
          : new LangChainCoach(config.ai.provider, await createChatModel(config.ai), knowledge, config.ai.timeoutMs),
    },
    CoachingChatService,
    ...COACHING_COMMAND_HANDLERS,
    SendCoachingMessageHandler,
    ListCoachingSessionsHandler,
    GetCoachingSessionHandler,
    GetActiveCoachingSessionHandler,
    GetCoachingStatsHandler,
    ListRecommendationsHandler,
    ListJournalEntriesHandler,
    GetJournalInsightsHandler,
    GetCoachingInsightsHandler,
    CoachingSessionsProjection,
    JournalEntriesProjection,
  ],
})
export class AiCoachingModule {
  static readonly migrations = [CreateAiCoachingReadModels1765400000000];
}
