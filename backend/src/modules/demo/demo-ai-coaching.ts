import { randomUUID } from 'node:crypto';
import type { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../platform/auth/session-user.js';
import { calendarDate } from '../../platform/time/calendar.js';
import { journalSummaryOf, WriteJournalEntry } from '../ai-coaching/index.js';
import { addDays, zonedInstant } from './demo-data.js';

type Execute = <T = void>(actor: SessionUser, at: Date, command: Command<T>) => Promise<T>;

interface PlannedEntry {
  email: string;
  weeksAgo: number;
  title: string;
  practiceContent: string;
  insights: string;
  challenges: string;
  goals: string;
}

/** A few weekly journal entries of the demo manager and member, written on the Friday of their week. */
const ENTRIES: readonly PlannedEntry[] = [
  {
    email: 'manager@demo.example',
    weeksAgo: 2,
    title: '聴くことに徹した1on1',
    practiceContent: '1on1の最初の10分は助言せずに聴くことに徹した',
    insights: 'メンバーの不安は仕事量ではなく、評価が見えないことだった',
    challenges: '沈黙が続くと、つい答えを言ってしまう',
    goals: '質問を一つ用意してから1on1に入る',
  },
  {
    email: 'manager@demo.example',
    weeksAgo: 1,
    title: 'チームの目標を言葉にする',
    practiceContent: '山登りチームシートで、チームの頂上を全員で書き出した',
    insights: '同じ目標でも、メンバーごとに思い描く頂上が違っていた',
    challenges: '忙しい時期に全員の時間を合わせるのが難しい',
    goals: '週一回15分の共有会を続ける',
  },
  {
    email: 'member@demo.example',
    weeksAgo: 1,
    title: '心のブレーキに気づいた週',
    practiceContent: '会議で一度は自分の意見を言うことに挑戦した',
    insights: '発言をためらうのは、失敗した経験がブレーキになっているからだった',
    challenges: '準備不足だと感じると、やはり黙ってしまう',
    goals: '会議の前に言いたいことを一行メモにする',
  },
];

/** Seeds the AI reflection journal through the same command a user's save runs. */
export async function seedAiCoachingDemo(execute: Execute, users: ReadonlyMap<string, SessionUser>, now: Date, timeZone: string): Promise<number> {
  const today = calendarDate(now, timeZone);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -weekday);
  let written = 0;
  for (const entry of ENTRIES) {
    const user = users.get(entry.email);
    if (!user) continue;
    const weekOf = addDays(monday, -7 * entry.weeksAgo);
    const { email: _email, weeksAgo: _weeksAgo, ...parts } = entry;
    await execute(
      user,
      zonedInstant(addDays(weekOf, 4), 18, 0, timeZone),
      new WriteJournalEntry({ entryId: randomUUID(), sessionId: null, weekOf, ...parts, aiSummary: journalSummaryOf(parts) }, user),
    );
    written++;
  }
  return written;
}
