import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import type { RecordedEventOf } from '../../../platform/event-store/event.js';
import { MailOutbox, type OutgoingMail } from '../../../platform/mail/mail-outbox.js';
import { EventReactor, type Reactor } from '../../../platform/projections/reactor.js';
import { calendarDate } from '../../../platform/time/calendar.js';
import { UserDirectory } from '../../users/index.js';
import { addBusinessDays } from '../../../platform/time/business-days.js';
import { REPLY_BUSINESS_DAYS } from '../domain/business-days.js';
import type { DownloadRegistrantRegistered } from '../events/download-registrant.events.js';
import type { InquiryReceived } from '../events/inquiry.events.js';
import { DOWNLOAD_REGISTRATION, downloadRegistration, INQUIRY_CONFIRMATION, INQUIRY_RECEIVED, inquiryConfirmation, inquiryReceived } from './companion-mails.js';

/**
 * The companion site's mails, enqueued in the outbox (decision 0083) keyed by the event: an
 * inquiry's confirmation to its sender and the inquiry to the staff who handle them
 * (`INQUIRY_MAIL_TO`, or every admin); a download registrant's confirmation. A reaction run again
 * (the process died before the checkpoint) enqueues the same keys, which the outbox ignores, so
 * each mail goes once. The mails hold the inquirer's or registrant's data, so forgetting that
 * person empties them.
 */
@Injectable()
@EventReactor()
export class MailOnCompanionEvents implements Reactor<InquiryReceived | DownloadRegistrantRegistered> {
  readonly name = 'mail-on-companion-events';
  readonly handles = ['InquiryReceived', 'DownloadRegistrantRegistered'] as const;
  readonly emits: readonly string[] = [];

  constructor(
    private readonly outbox: MailOutbox,
    private readonly users: UserDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async react(event: RecordedEventOf<InquiryReceived | DownloadRegistrantRegistered>): Promise<void> {
    await this.outbox.enqueue(event.type === 'InquiryReceived' ? await this.inquiryMails(event) : [this.registrationMail(event)]);
  }

  private async inquiryMails(event: RecordedEventOf<InquiryReceived>): Promise<OutgoingMail[]> {
    const { data } = event;
    const replyDueBy = addBusinessDays(calendarDate(new Date(event.metadata.occurredAt), this.config.timeZone), REPLY_BUSINESS_DAYS);
    const about = { sourceId: event.eventId, subjects: [data.inquiryId] };
    const staff = this.config.mail.inquiryTo.length
      ? this.config.mail.inquiryTo.map((to) => ({ to, recipientId: null, name: null }))
      : (await this.users.admins()).map((admin) => ({ to: admin.email, recipientId: admin.userId, name: admin.displayName }));
    return [
      { ...about, kind: INQUIRY_CONFIRMATION, to: data.email, recipientId: data.inquiryId, content: inquiryConfirmation(data, replyDueBy) },
      ...staff.map((person) => ({ ...about, kind: INQUIRY_RECEIVED, to: person.to, recipientId: person.recipientId, content: inquiryReceived(data, replyDueBy, person.name) })),
    ];
  }

  private registrationMail(event: RecordedEventOf<DownloadRegistrantRegistered>): OutgoingMail {
    const { data } = event;
    return { sourceId: event.eventId, subjects: [data.registrantId], kind: DOWNLOAD_REGISTRATION, to: data.email, recipientId: data.registrantId, content: downloadRegistration(data) };
  }
}
