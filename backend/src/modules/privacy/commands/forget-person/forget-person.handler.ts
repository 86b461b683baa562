import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserSessions } from '../../../../platform/auth/user-sessions.js';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import type { StreamCategory } from '../../../../platform/domain/stream-folders.js';
import { EventSchemaRegistry } from '../../../../platform/event-store/event-schemas.js';
import { EVENT_STORE, type EventStore } from '../../../../platform/event-store/event-store.port.js';
import { PersonalDataProtector } from '../../../../platform/event-store/personal-data-protector.js';
import { MailOutbox } from '../../../../platform/mail/mail-outbox.js';
import { logger } from '../../../../platform/logging/logger.js';
import { FILE_STORAGE, type FileStorage } from '../../../../platform/storage/storage.port.js';
import { ProjectionRuntimeService } from '../../../../platform/projections/projection-runtime.service.js';
import { ForgetPerson, type ForgetPersonResult } from '../../domain/personal-data.commands.js';
import { ForgetSelfError, PersonNotFoundError } from '../../domain/personal-data.errors.js';
import { personalDataDecider, personalDataStream } from '../../domain/personal-data.js';
import type { ForgottenKind } from '../../events/person-forgotten.events.js';
import { downloadRegistrantStream, inquiryStream, type DownloadRegistrantRegistered, type InquiryReceived } from '../../../companion/index.js';
import { companyMemberStream, type CompanyMemberRegistered } from '../../../organization/index.js';
import { userStream, type UserRegistered } from '../../../users/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The stream category that introduces each kind of person (declared by the users, organization
 * and companion modules), and its first event: a person exists when their stream starts with it.
 */
const INTRODUCED_BY: Record<ForgottenKind, { stream: StreamCategory; type: string }> = {
  user: { stream: userStream, type: 'UserRegistered' satisfies UserRegistered['type'] },
  company_member: { stream: companyMemberStream, type: 'CompanyMemberRegistered' satisfies CompanyMemberRegistered['type'] },
  download_registrant: { stream: downloadRegistrantStream, type: 'DownloadRegistrantRegistered' satisfies DownloadRegistrantRegistered['type'] },
  inquiry: { stream: inquiryStream, type: 'InquiryReceived' satisfies InquiryReceived['type'] },
};

/**
 * Forgets a person (decision 0044): refuses an unknown one (404), the admin's own account and a
 * person already forgotten (409), each before anything changes. Then destroys the person's key,
 * records `PersonForgotten`, empties the mails holding their data (decision 0083), deletes their
 * stored files (decision 0095), ends a user's sessions and rebuilds every projection that reads
 * personal fields, answering once their tables hold nothing of the person.
 *
 * The key goes before the event: another instance drops its cached key when it reads the event, so
 * the key must be gone from the table by then. A crash in between leaves the key destroyed and no
 * event; forgetting again then records it (the key store answers the destroy as already done).
 */
@CommandHandler(ForgetPerson)
export class ForgetPersonHandler implements ICommandHandler<ForgetPerson> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly personalData: PersonalDataProtector,
    private readonly schemas: EventSchemaRegistry,
    private readonly projections: ProjectionRuntimeService,
    private readonly sessions: UserSessions,
    private readonly mail: MailOutbox,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async execute(command: ForgetPerson): Promise<ForgetPersonResult> {
    const { kind, subjectId, actor } = command;
    if (!UUID.test(subjectId)) throw new PersonNotFoundError();
    const introduced = INTRODUCED_BY[kind];
    const [first] = await this.store.readStream(introduced.stream.streamId(subjectId));
    if (first?.type !== introduced.type) throw new PersonNotFoundError();
    if (kind === 'user' && subjectId === actor.id) throw new ForgetSelfError();
    const stream = personalDataStream.streamId(subjectId);
    const before = await this.aggregates.load(stream, personalDataDecider);
    personalDataDecider.decide({ type: 'ForgetPerson', subjectId, kind }, before.state); // a forgotten person: 409 before the key is touched

    await this.personalData.forget(subjectId);
    this.aggregates.dropKeptStates();
    await this.aggregates.execute(stream, personalDataDecider, (state) => personalDataDecider.decide({ type: 'ForgetPerson', subjectId, kind }, state));
    // Their address and every mail about them leave the outbox; what was not sent never is.
    const mails = await this.mail.forget(subjectId);
    // Their files (pictures, uploads) are kept under their id: all of them go (decision 0095).
    const files = await this.storage.deletePrefix(`${subjectId.toLowerCase()}/`);
    const sessionsEnded = kind === 'user' ? await this.sessions.endAllOf(subjectId) : 0;
    const rebuilt = await this.projections.rebuildProjectionsHandling(new Set(this.schemas.personalTypes()));
    logger.info({ subjectId, kind, rebuilt: rebuilt.map((r) => r.name), sessionsEnded, mails, files }, 'person forgotten');
    return { subjectId, kind, rebuilt: rebuilt.map((r) => r.name).sort(), sessionsEnded };
  }
}
