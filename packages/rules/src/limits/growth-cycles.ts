import { charsBetween, maxChars } from '../text-limit.js';

/** Growth cycles, their praise and cheers (spec part 2 §5 and §9). */
export const GROWTH_CYCLE_LIMITS = {
  title: { ...maxChars('タイトル', 100), min: 1, tooShort: 'タイトルは必須です' },
  targetBehaviors: charsBetween('目標行動', 10, 1000),
  description: maxChars('説明', 2000),
  feedbackMessage: charsBetween('フィードバック', 10, 500),
  feedForwardMessage: charsBetween('メッセージ', 10, 500),
  experiencePoints: { min: 1, max: 10, default: 5, message: '経験値は1から10の整数で指定してください' },
  supporters: { max: 50, tooMany: '応援メンバーは50人以内で選択してください' },
  /** Colleagues one feedback request asks at once. */
  requestedColleagues: { min: 1, max: 10, required: '依頼するメンバーを選んでください', tooMany: '一度に依頼できるのは10人までです' },
  /** The optional date the owner aims to reach the target by (listed in their calendar feed). */
  targetDate: { invalid: '目標日はYYYY-MM-DD形式の日付で指定してください', past: '目標日には今日以降の日付を指定してください' },
} as const;
