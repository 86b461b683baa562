import { approachFor, levelsFromPosition, type OneOnOneApproach } from '../one-on-one/index.js';
import { calendarDate } from '../../platform/time/calendar.js';
import { seededRandom } from '../../platform/domain/seeded-random.js';

/**
 * The demo organisation as data: small builders that the seeder turns into commands. Everything
 * is dated relative to `now`, so a fresh deployment always shows about four months of history
 * ending in the last few days, and a pseudo-random generator with fixed seeds keeps it the same
 * from one seed to the next.
 */

export const DEMO_TEAM = {
  name: 'デモチーム',
  description: '書籍の考え方を実践するためのデモ用チームです。MSマトリックスと1on1マトリックスに約4か月分の記録があります。',
} as const;

export type DepartmentKey = 'sales' | 'development' | 'hr' | 'customer_success';
export type PositionKey = 'director' | 'manager' | 'section_chief' | 'chief' | 'staff';

export interface DemoDepartment {
  key: DepartmentKey;
  name: string;
  color: string;
  description: string;
}

export interface DemoPosition {
  key: PositionKey;
  name: string;
  level: number;
  description: string;
}

export const DEMO_DEPARTMENTS: readonly DemoDepartment[] = [
  { key: 'sales', name: '営業部', color: '#2563EB', description: '法人顧客への提案と新規開拓を担当' },
  { key: 'development', name: '開発部', color: '#16A34A', description: '自社サービスの設計・開発・運用を担当' },
  { key: 'hr', name: '人事部', color: '#DB2777', description: '採用・育成・評価制度を担当' },
  { key: 'customer_success', name: 'カスタマーサクセス部', color: '#F59E0B', description: '導入支援と継続利用の促進を担当' },
];

/**
 * The department each demo account picks as its main one. The manager creates the demo team; every
 * other account joins it, so none of them meets the welcome dialog on first sign-in and each one's
 * dashboard counts the team that its boards show.
 */
export const DEMO_ACCOUNT_DEPARTMENTS: Readonly<Record<string, DepartmentKey>> = {
  'admin@demo.example': 'hr',
  'hr@demo.example': 'hr',
  'manager@demo.example': 'sales',
  'member@demo.example': 'development',
};

export const DEMO_POSITIONS: readonly DemoPosition[] = [
  { key: 'director', name: '部長', level: 9, description: '部門の方針と成果に責任を持つ' },
  { key: 'manager', name: '課長', level: 7, description: '課のメンバーの育成と目標達成を担う' },
  { key: 'section_chief', name: '係長', level: 5, description: '現場のまとめ役として課長を補佐する' },
  { key: 'chief', name: '主任', level: 4, description: '担当領域の中心となって後輩を指導する' },
  { key: 'staff', name: 'メンバー', level: 2, description: '担当業務を着実に遂行する' },
];

/** A position on a board as fractions 0..1 (x to the right, y downwards). */
export type BoardPoint = readonly [x: number, y: number];

export interface DemoMember {
  key: string;
  lastName: string;
  firstName: string;
  email: string;
  departmentKey: DepartmentKey;
  positionKey: PositionKey;
  hireDate: string;
  notes: string | null;
  /** Where the member starts on the MS board and roughly where four months of growth take them. */
  msFrom: BoardPoint;
  msTo: BoardPoint;
  /** A setback along the way (a step backwards in mindset), for a trail that is not a straight line. */
  setback?: boolean;
}

const member = (
  key: string,
  [lastName, firstName]: [string, string],
  email: string,
  departmentKey: DepartmentKey,
  positionKey: PositionKey,
  hireDate: string,
  msFrom: BoardPoint,
  msTo: BoardPoint,
  extra: { notes?: string; setback?: boolean } = {},
): DemoMember => ({
  key,
  lastName,
  firstName,
  email: email.includes('@') ? email : `${email}@demo.example`,
  departmentKey,
  positionKey,
  hireDate,
  notes: extra.notes ?? null,
  msFrom,
  msTo,
  setback: extra.setback,
});

/**
 * About twenty company members. The demo manager and the demo member are company members too
 * (linked to their users by e-mail), so they appear on the boards like everyone else.
 */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  member('takahashi', ['高橋', '誠'], 'manager@demo.example', 'sales', 'manager', '2012-04-01', [0.62, 0.34], [0.72, 0.27], {
    notes: 'デモチームのリーダー。',
  }),
  member('yamamoto', ['山本', '大輔'], 'yamamoto.daisuke', 'sales', 'chief', '2016-04-01', [0.46, 0.5], [0.6, 0.38]),
  member('nakamura', ['中村', '彩花'], 'nakamura.ayaka', 'sales', 'staff', '2021-04-01', [0.3, 0.62], [0.47, 0.45]),
  member('kobayashi', ['小林', '翔太'], 'kobayashi.shota', 'sales', 'staff', '2023-04-01', [0.18, 0.74], [0.33, 0.58], { setback: true }),
  member('kato', ['加藤', '真由美'], 'kato.mayumi', 'sales', 'section_chief', '2014-10-01', [0.55, 0.42], [0.66, 0.33]),
  member('yoshida', ['吉田', '拓海'], 'yoshida.takumi', 'sales', 'staff', '2024-04-01', [0.14, 0.8], [0.27, 0.63], {
    notes: '新卒入社。先輩の商談に同行しながら基礎を習得中。',
  }),
  member('tanaka', ['田中', '結衣'], 'member@demo.example', 'development', 'staff', '2022-04-01', [0.28, 0.58], [0.49, 0.41]),
  member('ito', ['伊藤', '隆'], 'ito.takashi', 'development', 'director', '2008-04-01', [0.7, 0.3], [0.78, 0.24]),
  member('watanabe', ['渡辺', '健太'], 'watanabe.kenta', 'development', 'chief', '2017-04-01', [0.5, 0.47], [0.63, 0.4]),
  member('matsumoto', ['松本', '麻衣'], 'matsumoto.mai', 'development', 'staff', '2020-07-01', [0.38, 0.55], [0.52, 0.44]),
  member('inoue', ['井上', '悠真'], 'inoue.yuma', 'development', 'staff', '2024-04-01', [0.16, 0.7], [0.3, 0.6]),
  member('kimura', ['木村', '直樹'], 'kimura.naoki', 'development', 'section_chief', '2015-04-01', [0.6, 0.7], [0.66, 0.62], {
    notes: '技術力は高いが、最近は仕事への意欲が下がり気味。',
    setback: true,
  }),
  member('hayashi', ['林', '早紀'], 'hayashi.saki', 'development', 'staff', '2023-10-01', [0.22, 0.66], [0.4, 0.5]),
  member('shimizu', ['清水', '恵'], 'shimizu.megumi', 'hr', 'manager', '2011-04-01', [0.57, 0.3], [0.66, 0.25]),
  member('yamaguchi', ['山口', '陽菜'], 'yamaguchi.hina', 'hr', 'staff', '2022-04-01', [0.22, 0.4], [0.36, 0.3], {
    notes: '採用イベントの企画に意欲的。',
  }),
  member('mori', ['森', '和也'], 'mori.kazuya', 'hr', 'chief', '2018-04-01', [0.48, 0.68], [0.55, 0.6], { setback: true }),
  member('ikeda', ['池田', '亮'], 'ikeda.ryo', 'customer_success', 'manager', '2013-04-01', [0.6, 0.38], [0.7, 0.3]),
  member('hashimoto', ['橋本', 'さくら'], 'hashimoto.sakura', 'customer_success', 'chief', '2019-04-01', [0.42, 0.44], [0.57, 0.33]),
  member('ishikawa', ['石川', '涼介'], 'ishikawa.ryosuke', 'customer_success', 'staff', '2021-10-01', [0.33, 0.68], [0.45, 0.52]),
  member('maeda', ['前田', '愛'], 'maeda.ai', 'customer_success', 'staff', '2024-10-01', [0.12, 0.76], [0.28, 0.57], {
    notes: '中途入社。前職は小売業の店長。',
  }),
];

/** One 1on1 held (days before today), and where the manager moved the entry afterwards. */
export interface DemoSessionStep {
  daysAgo: number;
  effectiveness: number;
  moveTo?: BoardPoint;
}

export interface DemoOneOnOne {
  memberKey: string;
  notes: string | null;
  createdDaysAgo: number;
  start: BoardPoint;
  sessions: DemoSessionStep[];
  /** The next 1on1 planned at the last session, in days from today (negative: overdue). */
  nextInDays: number;
}

const oneOnOne = (
  memberKey: string,
  createdDaysAgo: number,
  start: BoardPoint,
  sessions: DemoSessionStep[],
  nextInDays: number,
  notes: string | null = null,
): DemoOneOnOne => ({ memberKey, notes, createdDaysAgo, start, sessions, nextInDays });

const held = (daysAgo: number, effectiveness: number, moveTo?: BoardPoint): DemoSessionStep => ({ daysAgo, effectiveness, moveTo });

/**
 * The demo manager's 1on1 board: eight members in all four quadrants. Most had a session in the
 * last two weeks with the next one planned (the dashboard's upcoming list); 小林 has not had one
 * for three weeks and his planned date has passed (the stale flag).
 */
export const DEMO_ONE_ON_ONES: readonly DemoOneOnOne[] = [
  oneOnOne('yamamoto', 95, [0.55, 0.4], [held(90, 3, [0.58, 0.37]), held(62, 4, [0.64, 0.33]), held(34, 4, [0.69, 0.3]), held(8, 5, [0.73, 0.27])], 6,
    '次のリーダー候補。任せる範囲を広げていく。'),
  oneOnOne('nakamura', 90, [0.4, 0.25], [held(85, 3, [0.45, 0.24]), held(55, 4, [0.52, 0.23]), held(27, 3, [0.58, 0.22]), held(5, 4, [0.63, 0.22])], 9),
  oneOnOne('kobayashi', 85, [0.3, 0.65], [held(80, 2, [0.36, 0.6]), held(50, 3, [0.43, 0.55]), held(21, 3, [0.48, 0.5])], -7,
    '業務量が多く、1on1の日程調整が遅れがち。'),
  oneOnOne('kato', 92, [0.78, 0.45], [held(88, 3, [0.79, 0.41]), held(60, 4, [0.8, 0.36]), held(31, 4, [0.81, 0.32]), held(3, 5, [0.82, 0.29])], 11),
  oneOnOne('tanaka', 75, [0.5, 0.5], [held(70, 3, [0.56, 0.45]), held(42, 4, [0.62, 0.4]), held(12, 4, [0.68, 0.35])], 2),
  oneOnOne('yoshida', 65, [0.25, 0.3], [held(60, 3, [0.32, 0.28]), held(30, 3, [0.39, 0.26]), held(10, 4, [0.45, 0.25])], 4,
    '意欲が高い新人。期待水準をはっきり伝える。'),
  oneOnOne('ishikawa', 80, [0.72, 0.62], [held(75, 3, [0.73, 0.56]), held(45, 4, [0.74, 0.5]), held(13, 4, [0.75, 0.45])], 16),
  oneOnOne('hashimoto', 35, [0.45, 0.5], [held(33, 3, [0.5, 0.45]), held(6, 4, [0.55, 0.41])], 20),
];

const SESSION_NOTES: Record<OneOnOneApproach, readonly { outcomes: string; feedback: string }[]> = {
  strategy: [
    {
      outcomes: '来期の部の方針について意見交換し、新規開拓の施策を本人主導で進めることに合意した。',
      feedback: '視座が一段上がってきている。任せる範囲を広げ、次のリーダーとしての経験を積んでもらう。',
    },
    {
      outcomes: '担当顧客の年間計画を本人が作成。数字の根拠が明確で、そのまま課の計画に反映することにした。',
      feedback: '自分の言葉で戦略を語れるようになった。後輩の育成も任せていきたい。',
    },
  ],
  mindset_improvement: [
    {
      outcomes: '目標と期待する水準を改めて言語化し、週次で進捗を確認する約束をした。',
      feedback: '意欲は十分。約束した基準を守れているか、事実に基づいて振り返る習慣をつけてもらう。',
    },
    {
      outcomes: '直近の仕事の振り返りで準備不足だった点を具体的に指摘し、次回までの改善点を3つ決めた。',
      feedback: '厳しめに伝えたが前向きに受け止めていた。こちらも約束した支援を必ず守る。',
    },
  ],
  trust_building: [
    {
      outcomes: '最近の業務負荷と不安について話を聴いた。結論は急がず、困ったときの相談の仕方を一緒に決めた。',
      feedback: 'まずは安心して話せる場を保つ。小さな成功体験を一緒に振り返っていく。',
    },
    {
      outcomes: '先月うまくいった案件を振り返り、本人の強みを一緒に確認した。',
      feedback: '表情が明るくなってきた。引き続き話を最後まで聴くことを意識する。',
    },
  ],
  mixed: [
    {
      outcomes: '業務の状況と今後挑戦したいことを聞いた。毎月の1on1を続けることを確認した。',
      feedback: '信頼関係づくりが最優先。安心して話せる雰囲気を意識する。',
    },
    {
      outcomes: '役割への理解度を確認し、期待していることを具体的に伝えた。',
      feedback: '優しさと厳しさのバランスを見ながら、少しずつ基準を明確にしていく。',
    },
  ],
};

// ---- dating ---------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` plus `days` (may be negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const wallClock = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute);
  return wallClock - Math.floor(instant.getTime() / 60_000) * 60_000;
}

/** The instant of a wall-clock time on a calendar date in `timeZone`. */
export function zonedInstant(date: string, hour: number, minute: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d, hour, minute);
  return new Date(guess - zoneOffsetMs(new Date(guess), timeZone));
}


const round3 = (value: number) => Math.round(value * 1000) / 1000;
const onBoard = (value: number) => round3(Math.min(0.97, Math.max(0.03, value)));

// ---- the plan -------------------------------------------------------------------------------

export interface TimedPoint {
  at: Date;
  x: number;
  y: number;
}

export interface PlannedMember extends DemoMember {
  registeredAt: Date;
  /** The placement, then every move, oldest first. */
  msTrail: TimedPoint[];
}

export interface PlannedSession {
  at: Date;
  sessionDate: string;
  approach: OneOnOneApproach;
  outcomes: string;
  feedback: string;
  effectiveness: number;
  nextSessionDate: string;
  /** Where the entry moves right after the session, if it does. */
  moveTo: TimedPoint | null;
}

export interface PlannedOneOnOne {
  memberKey: string;
  notes: string | null;
  createdAt: Date;
  start: { x: number; y: number };
  sessions: PlannedSession[];
}

export interface DemoPlan {
  /** When the demo accounts register and the manager sets the team up. */
  setupAt: (minutesIn: number) => Date;
  members: PlannedMember[];
  oneOnOnes: PlannedOneOnOne[];
}

/** Days of history the demo covers. */
export const HISTORY_DAYS = 130;

/**
 * Dates the demo data relative to `now` in `timeZone`: the team is set up 130 days ago, members
 * are placed on the MS board about 120 days ago and moved 4–8 times up to a few days ago, and the
 * 1on1 sessions fall on the days given above.
 */
export function demoPlan(now: Date, timeZone: string): DemoPlan {
  const today = calendarDate(now, timeZone);
  const at = (daysAgo: number, hour: number, minute: number) => zonedInstant(addDays(today, -daysAgo), hour, minute, timeZone);
  const setupDay = HISTORY_DAYS;

  const members = DEMO_MEMBERS.map((m, index): PlannedMember => {
    const random = seededRandom(1000 + index);
    const placedDaysAgo = 122 - (index % 6);
    const moves = 4 + Math.floor(random() * 5);
    const setbackAt = m.setback ? 1 + Math.floor(random() * (moves - 1)) : -1;
    const trail: TimedPoint[] = [{ at: at(placedDaysAgo, 10, 5 + index * 2), x: m.msFrom[0], y: m.msFrom[1] }];
    const spacing = (placedDaysAgo - 2) / moves;
    let previousDaysAgo = placedDaysAgo;
    for (let k = 1; k <= moves; k++) {
      const planned = Math.round(placedDaysAgo - spacing * k + (random() - 0.5) * spacing * 0.6);
      const daysAgo = Math.max(1, Math.min(previousDaysAgo - 1, planned));
      previousDaysAgo = daysAgo;
      // Growth slows as people settle: most of it comes early.
      const progress = 1 - (1 - k / moves) ** 1.6;
      const noise = () => (random() - 0.5) * 0.03;
      let x = m.msFrom[0] + (m.msTo[0] - m.msFrom[0]) * progress + noise();
      let y = m.msFrom[1] + (m.msTo[1] - m.msFrom[1]) * progress + noise();
      if (k === setbackAt) y += 0.07;
      if (k === moves) [x, y] = [m.msTo[0], m.msTo[1]];
      trail.push({ at: at(daysAgo, 10 + Math.floor(random() * 8), Math.floor(random() * 60)), x: onBoard(x), y: onBoard(y) });
    }
    return { ...m, registeredAt: at(setupDay - 1, 9, 30 + index), msTrail: trail };
  });

  const oneOnOnes = DEMO_ONE_ON_ONES.map((plan, index): PlannedOneOnOne => {
    let position = { x: plan.start[0], y: plan.start[1] };
    const sessions = plan.sessions.map((step, k): PlannedSession => {
      const sessionDate = addDays(today, -step.daysAgo);
      const next = plan.sessions[k + 1];
      const { quadrant } = approachFor(levelsFromPosition(position.x, position.y));
      const notes = SESSION_NOTES[quadrant][(index + k) % SESSION_NOTES[quadrant].length];
      const heldAt = at(step.daysAgo, 17, 10 + index * 3);
      const moveTo = step.moveTo
        ? { at: new Date(heldAt.getTime() + 20 * 60_000), x: step.moveTo[0], y: step.moveTo[1] }
        : null;
      if (moveTo) position = { x: moveTo.x, y: moveTo.y };
      return {
        at: heldAt,
        sessionDate,
        approach: quadrant,
        ...notes,
        effectiveness: step.effectiveness,
        nextSessionDate: next ? addDays(today, -next.daysAgo) : addDays(today, plan.nextInDays),
        moveTo,
      };
    });
    return {
      memberKey: plan.memberKey,
      notes: plan.notes,
      createdAt: at(plan.createdDaysAgo, 16, 0 + index * 4),
      start: { x: plan.start[0], y: plan.start[1] },
      sessions,
    };
  });

  return { setupAt: (minutesIn) => new Date(at(setupDay, 9, 0).getTime() + minutesIn * 60_000), members, oneOnOnes };
}
