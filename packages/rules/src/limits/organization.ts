import { maxChars } from '../text-limit.js';

/** The organisation: company members, teams, departments and positions (spec part 1). */
export const ORGANIZATION_LIMITS = {
  firstName: maxChars('名', 100),
  lastName: maxChars('姓', 100),
  email: maxChars('メールアドレス', 254),
  phone: maxChars('電話番号', 30),
  organizationName: maxChars('組織名', 255),
  companyName: maxChars('会社名', 255),
  memberNotes: maxChars('備考', 1000),
  furigana: { ...maxChars('フリガナ', 100), notKatakana: 'フリガナはカタカナで入力してください' },
  teamName: maxChars('チーム名', 100),
  teamDescription: maxChars('説明', 1000),
  departmentName: maxChars('部署名', 255),
  positionName: maxChars('役職名', 255),
  catalogueDescription: maxChars('説明', 1000),
  positionLevel: { min: 1, max: 10, message: 'レベルは1から10の整数で指定してください' },
} as const;

/** A member placed on the MS board (spec part 1 §5): a new member's names, the placement's notes. */
export const MS_MATRIX_LIMITS = {
  firstName: maxChars('名前', 100),
  lastName: maxChars('姓', 100),
  notes: maxChars('メモ', 2000),
} as const;

const HIRAGANA = /[\u3041-\u3096\u309d\u309e]/g;
/** Full-width katakana (with ー, ・, ヽヾ) and single spaces between its words. */
const KATAKANA_READING = /^[\u30a1-\u30fa\u30fc\u30fb\u30fd\u30fe]+( [\u30a1-\u30fa\u30fc\u30fb\u30fd\u30fe]+)*$/;

/**
 * A member's フリガナ as it is stored: half-width kana and full-width spaces made full-width katakana
 * and spaces (NFKC), hiragana made katakana, runs of spaces one, trimmed (`ﾔﾏﾀﾞ\u3000たろう` →
 * `ヤマダ タロウ`). Anything else is left as typed, for `isFurigana` to refuse.
 */
export function toFurigana(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(HIRAGANA, (h) => String.fromCharCode(h.charCodeAt(0) + 0x60))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a stored (`toFurigana`) フリガナ is katakana only, words separated by single spaces. */
export function isFurigana(folded: string): boolean {
  return KATAKANA_READING.test(folded);
}
