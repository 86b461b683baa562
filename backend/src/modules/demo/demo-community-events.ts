import { randomUUID } from 'node:crypto';
import type { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../platform/auth/session-user.js';
import { calendarDate } from '../../platform/time/calendar.js';
import {
  ApproveEventRegistration,
  ChangeCommunityEventStatus,
  GiveEventFeedback,
  RecordEventAttendance,
  RegisterForCommunityEvent,
  ScheduleCommunityEvent,
} from '../community-events/index.js';
import { addDays, zonedInstant } from './demo-data.js';

type Execute = <T = void>(actor: SessionUser, at: Date, command: Command<T>) => Promise<T>;
type Account = 'admin' | 'hr' | 'manager' | 'member';

interface PlannedEvent {
  host: Account;
  /** Days from today (negative: in the past), start hour and duration in minutes (Asia/Tokyo). */
  day: number;
  hour: number;
  minutes: number;
  data: Omit<ScheduleCommunityEvent['data'], 'eventId' | 'startTime' | 'endTime' | 'hostId' | 'sessions'>;
  /** Sessions as minutes after the start: [title, from, to]. */
  sessions?: [string, number, number][];
  /** Who registers, in order; `approve` when the host approves them (approval events). */
  registrations: { who: Account; approve?: boolean; attended?: boolean; feedback?: { rating: number; wouldRecommend: boolean; feedback: string } }[];
  /** What happened to the event: past events went live and were completed; one was cancelled. */
  outcome: 'scheduled' | 'completed' | 'cancelled';
}

/** The demo's events: two held with attendance and feedback, three coming (one full with a waiting list), one cancelled. */
const EVENTS = (baseUrl: string): PlannedEvent[] => [
  {
    host: 'hr',
    day: -21,
    hour: 19,
    minutes: 90,
    data: {
      title: '1on1の基本 — 信頼関係をつくる最初の3か月',
      description: '1on1を始めたばかりのマネージャー向けに、傾聴・承認・問いかけの基本と、最初の3か月で信頼残高を積み上げる進め方を解説します。',
      eventType: 'webinar',
      platform: 'zoom',
      maxParticipants: 50,
      isRecorded: true,
      tags: ['1on1', '入門'],
      materials: [{ name: '1on1マトリックス', url: `${baseUrl}/community/1on1`, type: 'link' }],
    },
    sessions: [
      ['なぜ1on1なのか', 0, 30],
      ['傾聴と問いかけの練習', 30, 75],
      ['質疑応答', 75, 90],
    ],
    registrations: [
      { who: 'manager', attended: true, feedback: { rating: 5, wouldRecommend: true, feedback: '問いかけの具体例がすぐに使えました。' } },
      { who: 'member', attended: true, feedback: { rating: 4, wouldRecommend: true, feedback: 'メンバー側の準備の仕方も知りたいです。' } },
      { who: 'admin', attended: false },
    ],
    outcome: 'completed',
  },
  {
    host: 'manager',
    day: -8,
    hour: 14,
    minutes: 120,
    data: {
      title: 'MSマトリックス活用ワークショップ',
      description: 'チームのメンバーをマインドとスキルの2軸で捉え直し、一人ひとりに合った関わり方を考えるワークショップです。',
      eventType: 'workshop',
      platform: 'teams',
      maxParticipants: 20,
      tags: ['MSマトリックス', 'ワークショップ'],
      materials: [{ name: 'MSマトリックス', url: `${baseUrl}/community/matrix`, type: 'link' }],
    },
    sessions: [
      ['マトリックスの読み方', 0, 45],
      ['自チームを配置してみる', 45, 120],
    ],
    registrations: [
      { who: 'hr', attended: true, feedback: { rating: 4, wouldRecommend: true, feedback: '部署ごとの傾向が見えて面白かったです。' } },
      { who: 'member', attended: true, feedback: { rating: 3, wouldRecommend: false, feedback: '時間が少し足りませんでした。' } },
    ],
    outcome: 'completed',
  },
  {
    host: 'admin',
    day: 5,
    hour: 18,
    minutes: 60,
    data: {
      title: '心の叫びを受け止める — 匿名の声への向き合い方',
      description: '匿名投稿に寄せられた声をチームの改善につなげるための考え方を、事例をもとに話し合います。参加は承認制です。',
      eventType: 'seminar',
      platform: 'meet',
      maxParticipants: 30,
      requiresApproval: true,
      tags: ['組織づくり'],
    },
    registrations: [{ who: 'member', approve: true }, { who: 'manager' }],
    outcome: 'scheduled',
  },
  {
    host: 'hr',
    day: 10,
    hour: 12,
    minutes: 60,
    data: {
      title: '少人数で語る1on1ケース検討会',
      description: '実際の1on1で迷った場面を持ち寄り、少人数でじっくり検討します（定員2名）。',
      eventType: 'meeting',
      platform: 'zoom',
      maxParticipants: 2,
      tags: ['1on1', 'ケーススタディ'],
    },
    registrations: [{ who: 'manager' }, { who: 'admin' }, { who: 'member' }],
    outcome: 'scheduled',
  },
  {
    host: 'manager',
    day: 17,
    hour: 19,
    minutes: 60,
    data: {
      title: 'ミッション・ビジョン・バリュー入門',
      description: '働く理由とチームのMVVをつなげる考え方を紹介し、自分たちの言葉でバリューを書き出してみます。',
      eventType: 'webinar',
      platform: 'webex',
      maxParticipants: 100,
      tags: ['MVV', '入門'],
    },
    sessions: [
      ['MVVとは', 0, 20],
      ['バリューを書き出す', 20, 60],
    ],
    registrations: [{ who: 'member' }],
    outcome: 'scheduled',
  },
  {
    host: 'hr',
    day: 3,
    hour: 17,
    minutes: 60,
    data: {
      title: '部署横断の交流会',
      description: '会場の都合により中止になりました。',
      eventType: 'meeting',
      platform: 'zoom',
      maxParticipants: 40,
      tags: ['交流'],
    },
    registrations: [{ who: 'member' }],
    outcome: 'cancelled',
  },
];

/**
 * Seeds the demo's community events through the same commands the API runs, dated back like the
 * rest of the demo (never after `now`): each event is created two weeks before it starts, people
 * register over the following days, past events go live at their start, attendance is marked and
 * they complete at their end, and feedback comes the next morning. Answers how many events.
 */
export async function seedDemoCommunityEvents(
  execute: Execute,
  account: (key: Account) => SessionUser,
  now: Date,
  { timeZone, baseUrl }: { timeZone: string; baseUrl: string },
): Promise<number> {
  const today = calendarDate(now, timeZone);
  const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);
  const notAfterNow = (at: Date) => (at.getTime() > now.getTime() ? now : at);
  for (const plan of EVENTS(baseUrl)) {
    const host = account(plan.host);
    const start = zonedInstant(addDays(today, plan.day), plan.hour, 0, timeZone);
    const end = minutes(start, plan.minutes);
    const createdAt = notAfterNow(minutes(start, -14 * 24 * 60));
    const eventId = randomUUID();
    await execute(
      host,
      createdAt,
      new ScheduleCommunityEvent(
        {
          ...plan.data,
          eventId,
          hostId: host.id,
          startTime: start.toISOString(),
          endTime: end.toISOString(),
          sessions: plan.sessions?.map(([title, from, to]) => ({
            id: randomUUID(),
            title,
            startTime: minutes(start, from).toISOString(),
            endTime: minutes(start, to).toISOString(),
          })),
        },
        host,
      ),
    );
    for (const [index, r] of plan.registrations.entries()) {
      const who = account(r.who);
      const at = notAfterNow(minutes(createdAt, (index + 1) * 24 * 60 + 120));
      await execute(who, at, new RegisterForCommunityEvent({ eventId }, who));
      if (r.approve) await execute(host, minutes(at, 60), new ApproveEventRegistration({ eventId, userId: who.id }, host));
    }
    if (plan.outcome === 'cancelled') {
      await execute(host, notAfterNow(minutes(start, -24 * 60)), new ChangeCommunityEventStatus({ eventId, status: 'cancelled' }, host));
    }
    if (plan.outcome !== 'completed') continue;
    await execute(host, start, new ChangeCommunityEventStatus({ eventId, status: 'live' }, host));
    for (const r of plan.registrations.filter((r) => r.attended)) {
      await execute(host, minutes(start, 10), new RecordEventAttendance({ eventId, userId: account(r.who).id, attended: true, at: minutes(start, 10).toISOString() }, host));
    }
    await execute(host, end, new ChangeCommunityEventStatus({ eventId, status: 'completed' }, host));
    for (const r of plan.registrations) {
      if (!r.feedback) continue;
      const who = account(r.who);
      await execute(who, minutes(end, 14 * 60), new GiveEventFeedback({ eventId, ...r.feedback }, who));
    }
  }
  return EVENTS(baseUrl).length;
}
