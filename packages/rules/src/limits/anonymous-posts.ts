import { maxChars } from '../text-limit.js';

/** Anonymous posts ("心の叫び", spec part 2 §9): the n/500 counter is a real limit, in code points. */
export const ANONYMOUS_POST_LIMITS = {
  content: { ...maxChars('投稿内容', 500), required: '投稿内容を入力してください' },
  reply: { ...maxChars('返信内容', 500), required: '返信内容を入力してください' },
} as const;

/** The reason a moderator or a reporter gives (hiding, reporting, skipping a parked event). */
export const MODERATION_LIMITS = {
  reason: { ...maxChars('理由', 500), required: '理由を入力してください' },
} as const;
