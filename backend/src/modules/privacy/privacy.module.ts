import { Module } from '@nestjs/common';
import { EventStoreModule } from '../../platform/event-store/event-store.module.js';
import { ForgetPersonHandler } from './commands/forget-person/forget-person.handler.js';
import { PERSONAL_DATA_EVENT_SCHEMAS } from './events/person-forgotten.events.js';
import { PrivacyController } from './http/privacy.controller.js';
import { PersonalDataKeyEviction } from './keys/personal-data-key-eviction.js';
import { personalDataDecider, personalDataStream } from './domain/personal-data.js';
import { streamFolder } from '../../platform/domain/stream-folders.js';

/**
 * Forgetting a person (decision 0044): the command, its event and the eviction of forgotten keys
 * on every instance. The sealing itself is the platform event store's (`PersonalDataProtector`).
 */
@Module({
  imports: [EventStoreModule.forFeature(PERSONAL_DATA_EVENT_SCHEMAS, [streamFolder(personalDataStream, personalDataDecider)])],
  controllers: [PrivacyController],
  providers: [ForgetPersonHandler, PersonalDataKeyEviction],
})
export class PrivacyModule {}
