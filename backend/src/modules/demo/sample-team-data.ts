import { approachFor, levelsFromPosition, type OneOnOneApproach } from '../one-on-one/index.js';
import { calendarDate } from '../../platform/time/calendar.js';
import { addDays, DEMO_DEPARTMENTS, zonedInstant, type BoardPoint, type DemoDepartment, type PlannedSession, type TimedPoint } from './demo-data.js';

/**
 * The sample team a user creates in one click to try the boards (docs/modules/demo.md): a few
 * fictional members with two months of history, small enough to build within a request.
 */
export const SAMPLE_TEAM = {
  name: 'サンプルチーム（お試し）',
  description: 'MSマトリックスと1on1マトリックスを試すためのサンプルチームです。メンバーはすべて架空の人物です。不要になったら削除してください。',
} as const;

/** The two departments of the demo that the sample team has too. */
export const SAMPLE_DEPARTMENTS: readonly DemoDepartment[] = DEMO_DEPARTMENTS.filter((d) => d.key === 'sales' || d.key === 'development');

const FICTIONAL = '架空のメンバーです。';

export interface SampleMember {
  key: string;
  lastName: string;
  firstName: string;
  departmentKey: DemoDepartment['key'];
  /** Where the member is placed on the MS board two months ago, and where they stand now. */
  msFrom: BoardPoint;
  msTo: BoardPoint;
  /** The member's 1on1 on the user's board starts here, if they have one. */
  oneOnOne?: BoardPoint;
}

/** Eight fictional members, spread over the MS board's quadrants. */
export const SAMPLE_MEMBERS: readonly SampleMember[] = [
  { key: 'a', lastName: '山田', firstName: '太郎', departmentKey: 'sales', msFrom: [0.55, 0.4], msTo: [0.7, 0.28], oneOnOne: [0.6, 0.35] },
  { key: 'b', lastName: '佐藤', firstName: '花子', departmentKey: 'sales', msFrom: [0.3, 0.6], msTo: [0.45, 0.45], oneOnOne: [0.3, 0.65] },
  { key: 'c', lastName: '鈴木', firstName: '一郎', departmentKey: 'sales', msFrom: [0.18, 0.75], msTo: [0.3, 0.6] },
  { key: 'd', lastName: '高橋', firstName: '次郎', departmentKey: 'sales', msFrom: [0.65, 0.7], msTo: [0.68, 0.62], oneOnOne: [0.75, 0.6] },
  { key: 'e', lastName: '田中', firstName: '三郎', departmentKey: 'development', msFrom: [0.45, 0.5], msTo: [0.6, 0.38] },
  { key: 'f', lastName: '伊藤', firstName: '桜', departmentKey: 'development', msFrom: [0.25, 0.35], msTo: [0.38, 0.28] },
  { key: 'g', lastName: '渡辺', firstName: '葵', departmentKey: 'development', msFrom: [0.15, 0.8], msTo: [0.28, 0.66] },
  { key: 'h', lastName: '中村', firstName: '蓮', departmentKey: 'development', msFrom: [0.7, 0.35], msTo: [0.78, 0.25] },
];

/** Days before today of the placements, the two MS moves, the 1on1 entries and their session. */
const PLACED_DAYS_AGO = 56;
const MOVES_DAYS_AGO = [35, 14] as const;
const ONE_ON_ONE_CREATED_DAYS_AGO = 21;
const SESSION_DAYS_AGO = 10;
const NEXT_SESSION_IN_DAYS = 7;

const SESSION_NOTES: Record<OneOnOneApproach, { outcomes: string; feedback: string }> = {
  strategy: { outcomes: '来期の目標を本人主導で立て、任せる範囲を広げることに合意した。', feedback: '次のリーダー候補として経験を積んでもらう。' },
  mindset_improvement: { outcomes: '期待する水準を言葉にして伝え、週次で進捗を確認する約束をした。', feedback: '意欲は十分。約束した基準を事実で振り返る。' },
  trust_building: { outcomes: '最近の業務負荷と不安について話を聴き、相談の仕方を一緒に決めた。', feedback: 'まずは安心して話せる場を保つ。' },
  mixed: { outcomes: '業務の状況と挑戦したいことを聞き、毎月の1on1を続けることを確認した。', feedback: '信頼関係づくりを優先する。' },
};

export interface PlannedSampleMember extends SampleMember {
  notes: string;
  registeredAt: Date;
  /** The placement, then each move, oldest first. */
  msTrail: TimedPoint[];
  oneOnOnePlan: {
    createdAt: Date;
    start: { x: number; y: number };
    session: Omit<PlannedSession, 'moveTo'>;
    /** Where the entry moves after the session: a step towards more trust. */
    moveTo: TimedPoint;
  } | null;
}

/** Dates the sample team's history relative to `now` in `timeZone`; `setupAt` is when the team and departments are made. */
export function sampleTeamPlan(now: Date, timeZone: string): { setupAt: Date; members: PlannedSampleMember[] } {
  const today = calendarDate(now, timeZone);
  const at = (daysAgo: number, hour: number, minute: number) => zonedInstant(addDays(today, -daysAgo), hour, minute, timeZone);
  const members = SAMPLE_MEMBERS.map((m, index): PlannedSampleMember => {
    const mid = { x: (m.msFrom[0] + m.msTo[0]) / 2, y: (m.msFrom[1] + m.msTo[1]) / 2 };
    const msTrail: TimedPoint[] = [
      { at: at(PLACED_DAYS_AGO, 10, index * 2), x: m.msFrom[0], y: m.msFrom[1] },
      { at: at(MOVES_DAYS_AGO[0], 11, index * 2), x: Math.round(mid.x * 1000) / 1000, y: Math.round(mid.y * 1000) / 1000 },
      { at: at(MOVES_DAYS_AGO[1], 11, index * 2), x: m.msTo[0], y: m.msTo[1] },
    ];
    let oneOnOnePlan: PlannedSampleMember['oneOnOnePlan'] = null;
    if (m.oneOnOne) {
      const [x, y] = m.oneOnOne;
      const approach = approachFor(levelsFromPosition(x, y)).quadrant;
      const sessionAt = at(SESSION_DAYS_AGO, 17, index * 3);
      oneOnOnePlan = {
        createdAt: at(ONE_ON_ONE_CREATED_DAYS_AGO, 16, index * 3),
        start: { x, y },
        session: {
          at: sessionAt,
          sessionDate: addDays(today, -SESSION_DAYS_AGO),
          approach,
          ...SESSION_NOTES[approach],
          effectiveness: 4,
          nextSessionDate: addDays(today, NEXT_SESSION_IN_DAYS),
        },
        moveTo: { at: new Date(sessionAt.getTime() + 20 * 60_000), x: Math.min(0.95, x + 0.06), y: Math.max(0.05, y - 0.04) },
      };
    }
    return { ...m, notes: FICTIONAL, registeredAt: at(PLACED_DAYS_AGO + 1, 9, 30 + index), msTrail, oneOnOnePlan };
  });
  return { setupAt: at(PLACED_DAYS_AGO + 1, 9, 0), members };
}
