import { toCsv } from '../../../platform/csv/csv.js';
import type { DownloadRegistrantView } from './list-download-registrants/download-registrant.view.js';
import type { InquiryView } from './list-inquiries/inquiry.view.js';
import { downloadFileTitle } from '../worksheets/worksheet-catalogue.js';

/** The labels the visitor chose from (the companion page's inquiry form). */
const INQUIRY_TYPE_LABELS = { organization: '組織への導入について', workshop: '研修・ワークショップについて', other: 'その他' } as const;

/** `YYYY-MM-DD HH:mm` in the deployment's time zone. */
export function localDateTime(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The registrants list as the admin screen filters it: one row per registrant, the downloaded files' titles in one cell. */
export function downloadRegistrantsCsv(rows: readonly DownloadRegistrantView[], timeZone: string): string {
  return toCsv(
    ['登録日時', 'お名前', '会社名', 'メールアドレス', '登録時の資料', 'ダウンロードした資料', 'ダウンロード数'],
    rows.map((r) => [
      localDateTime(r.registeredAt, timeZone),
      r.name,
      r.companyName,
      r.email,
      downloadFileTitle(r.fileType),
      r.downloads.map((d) => d.title).join(' / '),
      r.downloads.length,
    ]),
  );
}

export function inquiriesCsv(rows: readonly InquiryView[], timeZone: string): string {
  return toCsv(
    ['受付日時', '会社名', 'ご担当者名', 'メールアドレス', '電話番号', '種別', 'お問い合わせ内容', '状態', '回答期限', '経過営業日数', '対応日時', '対応メモ'],
    rows.map((r) => [
      localDateTime(r.receivedAt, timeZone),
      r.companyName,
      r.contactPerson,
      r.email,
      r.phone,
      INQUIRY_TYPE_LABELS[r.inquiryType],
      r.message,
      r.isProcessed ? '対応済み' : r.overdue ? '期限超過' : '未対応',
      r.replyDueBy,
      r.businessDaysOpen,
      r.processedAt ? localDateTime(r.processedAt, timeZone) : null,
      r.note,
    ]),
  );
}
