import { maxChars } from '../text-limit.js';

/** AI coaching sessions and the weekly reflection journal (spec part 2 §7). */
export const AI_COACHING_LIMITS = {
  topic: maxChars('トピック', 200),
  message: maxChars('メッセージ', 2000),
  journalTitle: maxChars('タイトル', 100),
  practiceContent: maxChars('今週の実践', 2000),
  insights: maxChars('気づき', 2000),
  challenges: maxChars('課題', 2000),
  goals: maxChars('次のステップ', 2000),
} as const;
