import { maxChars } from '../text-limit.js';

/** The companion site's inquiries: the note an administrator keeps when processing one. */
export const COMPANION_LIMITS = {
  inquiryNote: maxChars('メモ', 2000),
} as const;
