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
