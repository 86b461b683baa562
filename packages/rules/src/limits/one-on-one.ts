import { maxChars } from '../text-limit.js';

/** A 1on1 entry's notes and what a recorded session holds. */
export const ONE_ON_ONE_LIMITS = {
  entryNotes: maxChars('メモ', 2000),
  outcomes: maxChars('成果', 4000),
  feedback: maxChars('フィードバック', 4000),
  effectiveness: { min: 1, max: 5, message: '効果は1から5の整数で指定してください' },
} as const;

/** The shared agenda of a 1on1: its topics, their outcomes, action items, the member's pulse, and the team's topic catalogue. */
export const ONE_ON_ONE_AGENDA_LIMITS = {
  topicTitle: { ...maxChars('議題', 100), blank: '議題を入力してください' },
  priority: { min: 1, max: 3, message: '優先度は1から3の整数で指定してください' },
  topicNotes: maxChars('メモ', 1000),
  outcome: maxChars('結果', 2000),
  actionItem: { ...maxChars('アクションアイテム', 200), blank: 'アクションアイテムを入力してください' },
  clarity: { min: 1, max: 5, message: '明確さは1から5の整数で指定してください' },
  pulseComment: maxChars('ひとこと', 1000),
  topicName: { ...maxChars('トピック名', 60), blank: 'トピック名を入力してください' },
  topicDescription: maxChars('説明', 300),
} as const;
