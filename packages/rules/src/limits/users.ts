import { maxChars, type TextLimit } from '../text-limit.js';

/** The request field's name before the message, as the profile API answers it (`firstName: …`). */
const forField = (field: string, limit: TextLimit): TextLimit => ({ ...limit, tooLong: `${field}: ${limit.tooLong}` });

/** A user's own profile (spec part 1: profile setup). */
export const USER_PROFILE_LIMITS = {
  firstName: { ...forField('firstName', maxChars('名', 100)), required: 'firstName: 名を入力してください' },
  lastName: forField('lastName', maxChars('姓', 100)),
  /** Either name, as the decider words it. */
  name: maxChars('名前', 100),
  notes: forField('notes', maxChars('メモ', 2000)),
  search: forField('search', maxChars('検索語', 100)),
} as const;
