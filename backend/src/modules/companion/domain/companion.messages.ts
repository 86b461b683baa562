// The user-facing messages of the gate and the contact form: the DTOs (edge) and the deciders
// (domain) refuse with the same words. Spec part 1 §5 quotes the registration ones exactly.

import { COMPANION_LIMITS } from '@pivot/rules';

export const REGISTRANT_MESSAGES = {
  name: 'お名前を入力してください',
  companyName: '会社名を入力してください',
  email: '有効なメールアドレスを入力してください',
  fileType: 'ダウンロードする資料を指定してください',
} as const;

export const INQUIRY_MESSAGES = {
  companyName: '会社名を入力してください',
  contactPerson: 'ご担当者名を入力してください',
  email: '有効なメールアドレスを入力してください',
  phone: '電話番号は数字と「+」「-」「()」で30文字以内で入力してください',
  inquiryType: 'お問い合わせ種別を選択してください',
  message: 'お問い合わせ内容を入力してください',
} as const;

/** What the contact form answers on success (the client shows it in its thank-you toast). */
export const INQUIRY_RECEIVED_MESSAGE = 'お問い合わせを受け付けました。3営業日以内に担当者よりご連絡いたします。';

/** Longest values kept (characters). */
export const LIMITS = { name: 100, companyName: 200, email: 254, message: 5000, note: COMPANION_LIMITS.inquiryNote.max } as const;

export const tooLong = (label: string, max: number) => `${label}は${max}文字以内で入力してください`;
