import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import type { DownloadRegistrantRegistered, WorksheetDownloaded } from '../events/download-registrant.events.js';
import type { InquiryProcessed, InquiryReceived } from '../events/inquiry.events.js';
import { RecordWorksheetDownload, RegisterDownloadRegistrant } from './download-registrant.commands.js';
import { ProcessInquiry, ReceiveInquiry } from './inquiry.commands.js';

// Builders for the companion's commands and events: override what a test is about.

export const REGISTRANT_ID = 'registrant-1';
export const INQUIRY_ID = 'inquiry-1';

export const aRegistration = (data: Partial<RegisterDownloadRegistrant['data']> = {}) =>
  new RegisterDownloadRegistrant({ registrantId: REGISTRANT_ID, name: '山田 太郎', companyName: '株式会社ピボット', email: 'taro@example.com', fileType: 'mvv', ...data });

export const aRegistrantRegistered = (data: Partial<DownloadRegistrantRegistered['data']> = {}): DownloadRegistrantRegistered => ({
  type: 'DownloadRegistrantRegistered',
  data: { registrantId: REGISTRANT_ID, name: '山田 太郎', companyName: '株式会社ピボット', email: 'taro@example.com', fileType: 'mvv', ...data },
});

export const aDownload = (fileId = 'mvv') => new RecordWorksheetDownload({ registrantId: REGISTRANT_ID, fileId });

export const aWorksheetDownloaded = (fileId = 'mvv', registrantId = REGISTRANT_ID): WorksheetDownloaded => ({
  type: 'WorksheetDownloaded',
  data: { registrantId, fileId },
});

/** What a visitor writes in the inquiry form (the request body, without the id). */
export const INQUIRY_FORM = {
  companyName: '株式会社ピボット',
  contactPerson: '佐藤 花子',
  email: 'hanako@example.com',
  phone: '03-1234-5678',
  inquiryType: 'workshop',
  message: '管理職向けの研修を検討しています。',
} as const;

export const anInquiry = (data: Partial<ReceiveInquiry['data']> = {}) => new ReceiveInquiry({ inquiryId: INQUIRY_ID, ...INQUIRY_FORM, ...data });

export const anInquiryReceived = (data: Partial<InquiryReceived['data']> = {}): InquiryReceived => ({
  type: 'InquiryReceived',
  data: { inquiryId: INQUIRY_ID, ...INQUIRY_FORM, ...data },
});

export const aProcessCommand = (note = '電話で日程を調整しました') => new ProcessInquiry({ inquiryId: INQUIRY_ID, note }, aSessionUser({ isAdmin: true }));

export const anInquiryProcessed = (note = '電話で日程を調整しました', inquiryId = INQUIRY_ID): InquiryProcessed => ({
  type: 'InquiryProcessed',
  data: { inquiryId, note },
});
