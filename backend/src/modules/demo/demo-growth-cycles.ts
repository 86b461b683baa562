import { randomUUID } from 'node:crypto';
import type { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../platform/auth/session-user.js';
import { calendarDate } from '../../platform/time/calendar.js';
import {
  CompleteGrowthCycle,
  GiveFeedForward,
  GiveFeedback,
  StartGrowthCycle,
  ThankFeedForward,
  type EmotionBadge,
  type FeedForwardCategory,
  type SkillTreeAbility,
} from '../growth-cycles/index.js';
import { addDays, zonedInstant } from './demo-data.js';

/** Runs a command as `actor`, dated `at` (the seeder's `execute`). */
export type DemoExecute = <T = void>(actor: SessionUser, at: Date, command: Command<T>) => Promise<T>;

type Gift =
  | { kind: 'praise'; from: string; daysAgo: number; message: string; badges: EmotionBadge[]; points: number }
  | {
      kind: 'cheer';
      from: string;
      daysAgo: number;
      message: string;
      category: FeedForwardCategory;
      skill: SkillTreeAbility | null;
      points: number;
      /** The owner thanks it this many days ago; absent: not yet thanked. */
      thankedDaysAgo?: number;
    };

interface DemoCycle {
  owner: string;
  title: string;
  description: string | null;
  targetBehaviors: string;
  isPublic: boolean;
  supporters: string[];
  startedDaysAgo: number;
  completedDaysAgo?: number;
  gifts: Gift[];
}

const MANAGER = 'manager@demo.example';
const MEMBER = 'member@demo.example';
const HR = 'hr@demo.example';
const ADMIN = 'admin@demo.example';

/**
 * The demo's growth cycles among the four demo accounts: the manager's current cycle has crossed
 * level 2 and holds one cheer not yet thanked; the member's and the admin's are in the community
 * tab of the others; HR's ended 50 days ago.
 */
export const DEMO_GROWTH_CYCLES: readonly DemoCycle[] = [
  {
    owner: HR,
    title: '評価面談のフィードバックを具体的にする',
    description: '評価の根拠を行動と事実で伝える練習',
    targetBehaviors: '評価面談では、良かった行動と改善点をそれぞれ具体的な場面とともに一つ以上伝える',
    isPublic: true,
    supporters: [MANAGER],
    startedDaysAgo: 95,
    completedDaysAgo: 50,
    gifts: [
      { kind: 'praise', from: MANAGER, daysAgo: 88, message: '面談の記録が具体的で、本人も納得して次の目標を決められていました', badges: ['professional', 'helpful'], points: 9 },
      { kind: 'cheer', from: ADMIN, daysAgo: 80, message: '次は面談の最後に、本人に要点を言い直してもらうと定着しそうです', category: 'new_step', skill: 'communication', points: 7, thankedDaysAgo: 79 },
      { kind: 'praise', from: MANAGER, daysAgo: 62, message: '改善点の伝え方が前向きで、メンバーの表情が明るくなっていました', badges: ['inspiring'], points: 8 },
    ],
  },
  {
    owner: MANAGER,
    title: '傾聴から始める1on1',
    description: 'メンバーが話す時間を増やし、自分で答えを見つけてもらう',
    targetBehaviors: '1on1では最初の10分は質問と傾聴に徹し、相手の話を要約して返してから自分の意見を話す',
    isPublic: true,
    supporters: [MEMBER, HR],
    startedDaysAgo: 40,
    gifts: [
      { kind: 'praise', from: MEMBER, daysAgo: 38, message: '話を最後まで聴いてもらえて、自分の考えを整理できました', badges: ['helpful', 'cheerful'], points: 8 },
      { kind: 'cheer', from: HR, daysAgo: 36, message: '要約のあとに「ほかには？」と一言足すと、さらに本音が出てきそうです', category: 'new_step', skill: 'communication', points: 7, thankedDaysAgo: 35 },
      { kind: 'praise', from: ADMIN, daysAgo: 33, message: 'チーム会議でも発言の少ないメンバーに話を振っていて素晴らしいです', badges: ['amazing', 'professional'], points: 10 },
      { kind: 'praise', from: MEMBER, daysAgo: 30, message: '先週の1on1で提案を受け止めてもらえたのが嬉しかったです', badges: ['inspiring'], points: 10 },
      { kind: 'cheer', from: MEMBER, daysAgo: 27, message: '次は1on1の最後に、次回までにやることを一緒に決めてもらえると助かります', category: 'support_offer', skill: 'leadership', points: 8, thankedDaysAgo: 26 },
      { kind: 'praise', from: HR, daysAgo: 24, message: '面談記録に、メンバーの言葉がそのまま残されていて分かりやすいです', badges: ['professional'], points: 10 },
      { kind: 'praise', from: ADMIN, daysAgo: 20, message: '部署をまたいだ相談にも丁寧に耳を傾けていて、周りの手本になっています', badges: ['amazing', 'inspiring'], points: 10 },
      { kind: 'cheer', from: ADMIN, daysAgo: 17, message: '傾聴の強みを活かして、新人向けの1on1の進め方を共有してみてはどうでしょう', category: 'leverage_strengths', skill: 'teamwork', points: 8, thankedDaysAgo: 16 },
      { kind: 'praise', from: MEMBER, daysAgo: 14, message: '忙しい時期でも1on1の時間を守ってくれて安心できました', badges: ['cheerful', 'helpful'], points: 10 },
      { kind: 'praise', from: ADMIN, daysAgo: 12, message: '1on1の進め方を他のマネージャーにも共有してくれて助かっています', badges: ['helpful'], points: 10 },
      { kind: 'praise', from: HR, daysAgo: 10, message: 'メンバーの成長目標を一緒に言葉にしていく姿勢がとても良かったです', badges: ['inspiring'], points: 10 },
      { kind: 'cheer', from: MEMBER, daysAgo: 8, message: '次は1on1の場所を変えて、散歩しながら話す日を作ってみてはどうでしょう', category: 'new_step', skill: 'creativity', points: 9, thankedDaysAgo: 7 },
      { kind: 'praise', from: MEMBER, daysAgo: 6, message: '質問の仕方が変わって、考えるきっかけをたくさんもらっています', badges: ['energetic'], points: 10 },
      { kind: 'cheer', from: HR, daysAgo: 3, message: '次は沈黙を恐れずに、相手が考える時間を5秒待ってみてはどうでしょう', category: 'new_step', skill: 'emotional_intelligence', points: 9 },
    ],
  },
  {
    owner: MEMBER,
    title: '会議で最初に発言する',
    description: null,
    targetBehaviors: '週次の定例会議では、最初の議題で自分の意見か質問を一つ必ず発言する',
    isPublic: true,
    supporters: [MANAGER],
    startedDaysAgo: 21,
    gifts: [
      { kind: 'praise', from: MANAGER, daysAgo: 18, message: '定例で最初に質問してくれたおかげで議論が具体的になりました', badges: ['energetic', 'helpful'], points: 7 },
      { kind: 'cheer', from: MANAGER, daysAgo: 12, message: '次は結論から話してみると、さらに伝わりやすくなりそうです', category: 'new_step', skill: 'communication', points: 6, thankedDaysAgo: 11 },
      { kind: 'praise', from: HR, daysAgo: 5, message: '新しいアイデアを臆せず出してくれて、会議の雰囲気が明るくなりました', badges: ['cheerful'], points: 6 },
    ],
  },
  {
    owner: ADMIN,
    title: '週に一度、学びをチームに共有する',
    description: '読んだ本や研修の気づきを短くまとめて共有する',
    targetBehaviors: '毎週金曜日に、その週の学びを3行でまとめてチームのチャットに投稿する',
    isPublic: true,
    supporters: [],
    startedDaysAgo: 9,
    gifts: [{ kind: 'praise', from: MANAGER, daysAgo: 2, message: '先週の共有で紹介された本を読み始めました。ありがとうございます', badges: ['inspiring'], points: 6 }],
  },
];

/**
 * Seeds the demo's growth cycles through the commands a user runs, each dated back and run as
 * the account that would have acted. Every step of every cycle runs in date order, one after
 * another, and each step that earns points waits for its award (`awardsPaid`): the points ledger
 * is in the log's order, so awards out of the dates' order would show balances going down with
 * nothing spent (the cycles once ran side by side). Answers nothing; `execute` counts the commands.
 */
export async function seedDemoGrowthCycles(
  execute: DemoExecute,
  users: ReadonlyMap<string, SessionUser>,
  now: Date,
  timeZone: string,
  awardsPaid: () => Promise<void>,
): Promise<void> {
  for (const step of demoGrowthCycleSteps(users, now, timeZone)) {
    await execute(step.actor, step.at, step.command);
    // Each kind of award has its own reactor, and each reacts at its own pace: without this wait a
    // burst of gifts is paid in an order other than the gifts' (the feed-forward reactor ahead of
    // the feedback one), and the givers' ledgers and points charts with it.
    if (step.awards) await awardsPaid();
  }
}

/** One command of the growth-cycle demo history: who runs it, dated when. */
export interface DemoStep {
  actor: SessionUser;
  at: Date;
  command: Command<unknown>;
  /** Whether an award reactor pays for it (a gift, a completion). */
  awards: boolean;
}

/** The commands of every demo cycle (start, gifts, thanks, completion), in date order. */
export function demoGrowthCycleSteps(users: ReadonlyMap<string, SessionUser>, now: Date, timeZone: string): DemoStep[] {
  const today = calendarDate(now, timeZone);
  const at = (daysAgo: number, minute: number) => zonedInstant(addDays(today, -daysAgo), 12, minute, timeZone);
  const steps = DEMO_GROWTH_CYCLES.flatMap((plan, index) => {
    const owner = users.get(plan.owner)!;
    const cycleId = randomUUID();
    const start: DemoStep = {
      awards: false,
      actor: owner,
      at: at(plan.startedDaysAgo, index),
      command: new StartGrowthCycle(
        {
          cycleId,
          title: plan.title,
          description: plan.description,
          targetBehaviors: plan.targetBehaviors,
          isPublic: plan.isPublic,
          supporterUserIds: plan.supporters.map((email) => users.get(email)!.id),
        },
        owner,
      ),
    };
    const gifts = plan.gifts.flatMap((gift, k): DemoStep[] => {
      const from = users.get(gift.from)!;
      const when = at(gift.daysAgo, 10 + k);
      if (gift.kind === 'praise') {
        const data = { cycleId, feedbackId: randomUUID(), message: gift.message, emotionBadges: gift.badges, experiencePoints: gift.points };
        return [{ actor: from, at: when, command: new GiveFeedback(data, from), awards: true }];
      }
      const feedForwardId = randomUUID();
      const data = { cycleId, feedForwardId, originalMessage: gift.message, category: gift.category, skillTreeAbility: gift.skill, experiencePoints: gift.points };
      const given: DemoStep = { actor: from, at: when, command: new GiveFeedForward(data, from), awards: true };
      if (gift.thankedDaysAgo === undefined) return [given];
      return [given, { actor: owner, at: at(gift.thankedDaysAgo, 30 + k), command: new ThankFeedForward({ cycleId, feedForwardId }, owner), awards: false }];
    });
    const completion: DemoStep[] =
      plan.completedDaysAgo === undefined ? [] : [{ actor: owner, at: at(plan.completedDaysAgo, 50), command: new CompleteGrowthCycle({ cycleId }, owner), awards: true }];
    return [start, ...gifts, ...completion];
  });
  // Stable: steps of one instant keep the plan's order.
  return steps.sort((a, b) => a.at.getTime() - b.at.getTime());
}
