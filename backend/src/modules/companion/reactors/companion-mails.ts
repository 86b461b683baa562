import { mailKind } from '../../../platform/mail/mail-kinds.js';
import type { MailContent } from '../../../platform/mail/mail-layout.js';
import type { DownloadRegistrantRegistered } from '../events/download-registrant.events.js';
import type { InquiryReceived, InquiryType } from '../events/inquiry.events.js';
import { downloadFileTitle } from '../worksheets/worksheet-catalogue.js';

/** The companion site's mails (docs/modules/companion.md). */
export const INQUIRY_CONFIRMATION = mailKind('companion.inquiry-confirmation', 'お問い合わせの受付確認');
export const INQUIRY_RECEIVED = mailKind('companion.inquiry-received', '新しいお問い合わせ');
export const DOWNLOAD_REGISTRATION = mailKind('companion.download-registration', 'ダウンロード登録の確認');

// The form's own words for each type (frontend/src/shared/content/companion.ts).
const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = { organization: '組織への導入について', workshop: '研修・ワークショップについて', other: 'その他' };

/** `2026-12-09` → `2026年12月9日（水）`. */
function japaneseDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = '日月火水木金土'[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${year}年${month}月${day}日（${weekday}）`;
}

const inquiryDetails = (data: InquiryReceived['data']) => [
  { label: '会社名', value: data.companyName },
  { label: 'ご担当者名', value: data.contactPerson },
  { label: 'メールアドレス', value: data.email },
  ...(data.phone ? [{ label: '電話番号', value: data.phone }] : []),
  { label: 'お問い合わせ種別', value: INQUIRY_TYPE_LABELS[data.inquiryType] },
  { label: 'お問い合わせ内容', value: data.message },
];

/** To the sender: what we received, and by when a person answers. */
export function inquiryConfirmation(data: InquiryReceived['data'], replyDueBy: string): MailContent {
  return {
    subject: 'お問い合わせを受け付けました',
    greeting: `${data.contactPerson} 様`,
    heading: 'お問い合わせありがとうございます',
    paragraphs: [
      '以下の内容でお問い合わせを受け付けました。',
      `${japaneseDate(replyDueBy)}までに、担当者よりこのメールアドレスあてにご連絡いたします。`,
      'このメールは送信専用です。ご返信いただいてもお答えできませんので、あらかじめご了承ください。',
    ],
    details: inquiryDetails(data),
    action: { label: 'サイトを開く', path: '/pivot' },
  };
}

/** To the staff who handle inquiries: the inquiry and the date the promised reply is due. */
export function inquiryReceived(data: InquiryReceived['data'], replyDueBy: string, recipientName: string | null): MailContent {
  return {
    subject: `新しいお問い合わせ（${data.companyName}）`,
    greeting: recipientName ? `${recipientName} さん` : 'お問い合わせご担当者さま',
    heading: '新しいお問い合わせが届きました',
    paragraphs: [`サイトでは3営業日以内の返信をお約束しています。${japaneseDate(replyDueBy)}までにご対応ください。`],
    details: inquiryDetails(data),
    action: { label: 'お問い合わせ一覧を開く', path: '/community/admin/inquiries' },
  };
}

/** To a reader who passed the download gate: the registration, and the link back to the files. */
export function downloadRegistration(data: DownloadRegistrantRegistered['data']): MailContent {
  return {
    subject: 'ダウンロードのご登録ありがとうございます',
    greeting: `${data.name} 様`,
    heading: 'ご登録を受け付けました',
    paragraphs: [
      '図表・ワークシートのダウンロードにご登録いただき、ありがとうございます。ご登録は最初の一度だけで、以後は同じブラウザからすべての資料をダウンロードできます。',
      '今後、コミュニティや勉強会のご案内をこのメールアドレスあてにお送りすることがあります。不要な場合は、下のリンクから配信を停止できます。',
    ],
    details: [
      { label: 'お名前', value: data.name },
      ...(data.companyName ? [{ label: '会社名', value: data.companyName }] : []),
      { label: '最初にご希望の資料', value: downloadFileTitle(data.fileType) },
    ],
    action: { label: '資料のダウンロードページを開く', path: '/pivot#downloads' },
  };
}
