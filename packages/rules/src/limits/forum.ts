import { maxChars } from '../text-limit.js';

/** Forum posts and replies (spec part 2 §3), counted in code points (an emoji is one character). */
export const FORUM_LIMITS = {
  title: { ...maxChars('タイトル', 100), required: 'タイトルは必須です' },
  content: { ...maxChars('本文', 5000), required: '本文を入力してください' },
  reply: { ...maxChars('返信', 2000), required: '返信内容を入力してください' },
  search: maxChars('検索語', 100),
} as const;
