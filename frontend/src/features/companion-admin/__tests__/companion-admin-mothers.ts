import type { WorksheetResponse } from '../../../shared/api/generated/companion';
import type { DownloadRegistrantResponse, InquiryResponse } from '../../../shared/api/generated/companion-admin';

let seq = 0;

export function anInquiry(overrides: Partial<InquiryResponse> = {}): InquiryResponse {
  seq += 1;
  return {
    id: `inquiry-${seq}`,
    companyName: '株式会社ピボット',
    contactPerson: '佐藤 花子',
    email: 'hanako@example.com',
    phone: null,
    inquiryType: 'workshop',
    message: '管理職向けの研修を検討しています。',
    receivedAt: '2026-11-25T01:00:00.000Z',
    isProcessed: false,
    processedAt: null,
    note: null,
    revision: 0,
    replyDueBy: '2026-11-30',
    businessDaysOpen: 0,
    overdue: false,
    ...overrides,
  };
}

export function aRegistrant(overrides: Partial<DownloadRegistrantResponse> = {}): DownloadRegistrantResponse {
  seq += 1;
  return {
    id: `registrant-${seq}`,
    name: '山田 太郎',
    companyName: '株式会社ピボット',
    email: 'taro@example.com',
    fileType: 'mvv',
    registeredAt: '2026-11-20T01:00:00.000Z',
    downloads: [],
    ...overrides,
  };
}

export const someWorksheets: WorksheetResponse[] = [
  { id: 'mvv', title: 'MVV（ミッション・ビジョン・バリュー）', category: '組織マネジメント', description: '' },
  { id: 'circle-of-influence', title: '影響の輪', category: 'セルフマネジメント', description: '' },
];
