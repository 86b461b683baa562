import { randomUUID } from 'node:crypto';
import type { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../platform/auth/session-user.js';
import {
  AddActionItem,
  AddAgendaTopic,
  CloseAgenda,
  CompleteActionItem,
  GiveAgendaPulse,
  RecordAgendaTopicOutcome,
} from '../one-on-one-agendas/index.js';
import type { DemoPlan } from './demo-data.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A demo step: run in time order within its chain (the member's), as the seeder's own steps. */
export interface AgendaStep {
  chain: string;
  at: Date;
  run: () => Promise<unknown>;
}

/** Runs a command as `actor`, dated `at` (the seeder's `execute`). */
type Execute = <T = void>(actor: SessionUser, at: Date, command: Command<T>) => Promise<T>;

interface AgendaDemoContext {
  plan: DemoPlan;
  /** Wall-clock now: due dates of open items must not lie before today. */
  now: Date;
  manager: SessionUser;
  /** member@demo.example, linked by e-mail to the company member 田中 結衣 (`tanaka`). */
  member: SessionUser;
  /** The 1on1 entry of a member key, once its creation step has run. */
  entryIdOf: (memberKey: string) => string;
  /** The session id the seeder gives the n-th session of a member key. */
  sessionIdOf: (memberKey: string, index: number) => string;
  execute: Execute;
}

/**
 * What the seeder runs right after recording a demo session, in the same step: the agenda closes
 * as the reactor would close it, so that topics the demo adds for the next session never land in
 * an agenda the reactor has not closed yet (the reactor then finds it closed and does nothing).
 */
export const closeDemoAgenda = (entryId: string, sessionId: string, sessionDate: string) => new CloseAgenda({ entryId, sessionId, sessionDate });

/**
 * The demo 1on1 agendas, through the same commands the screens issue. 田中 結衣 (member@demo.example)
 * prepared her last two 1on1s: topics with the response she wanted, the manager's outcomes, two
 * action items (hers still open, so it carried over twice; the manager's closed) and a pulse
 * after the first; her next agenda holds two topics of hers and one of the manager's, and her
 * last session waits for her pulse. Two more members have a topic from the manager on their next agenda.
 */
export function demoAgendaSteps(ctx: AgendaDemoContext): AgendaStep[] {
  const { plan, manager, member, execute } = ctx;
  const steps: AgendaStep[] = [];
  const tanaka = plan.oneOnOnes.find((o) => o.memberKey === 'tanaka');
  if (!tanaka || tanaka.sessions.length < 3) return steps;
  const [, second, third] = tanaka.sessions;
  const chain = 'tanaka';
  const entry = () => ctx.entryIdOf('tanaka');
  const before = (at: Date, minutes: number) => new Date(at.getTime() - minutes * MINUTE);
  const add = (who: SessionUser, at: Date, itemId: string, data: Omit<ConstructorParameters<typeof AddAgendaTopic>[0], 'entryId' | 'sessionId' | 'itemId'>) =>
    steps.push({ chain, at, run: () => execute(who, at, new AddAgendaTopic({ entryId: entry(), sessionId: 'next', itemId, ...data }, who)) });
  const outcome = (at: Date, itemId: string, text: string) =>
    steps.push({ chain, at, run: () => execute(manager, at, new RecordAgendaTopicOutcome({ entryId: entry(), sessionId: 'next', itemId, outcome: text }, manager)) });
  const ids = { career: randomUUID(), relations: randomUUID(), carried: randomUUID(), chat: randomUUID() };
  const inDays = (days: number) => new Date(ctx.now.getTime() + days * DAY).toISOString().slice(0, 10);

  // Before and during the second session.
  add(member, before(second.at, 2 * 24 * 60), ids.career, {
    topicId: 'default-career',
    title: 'キャリアの方向性',
    priority: 1,
    notes: '設計の仕事にも関わってみたいと考えています。',
    responseWanted: 'think_together',
  });
  outcome(before(second.at, 20), ids.career, '設計レビューに参加して、来期は小さな機能の設計を任せる方向で合意。');
  steps.push({
    chain,
    at: before(second.at, 15),
    run: () =>
      execute(manager, before(second.at, 15), new AddActionItem({ entryId: entry(), sessionId: 'next', actionItemId: ids.carried, title: '設計レビューに1回参加して感想をまとめる', owner: 'member', dueDate: inDays(5) }, manager)),
  });
  const pulseAt = new Date(second.at.getTime() + 3 * 60 * MINUTE);
  steps.push({
    chain,
    at: pulseAt,
    run: () => execute(member, pulseAt, new GiveAgendaPulse({ entryId: entry(), sessionId: ctx.sessionIdOf('tanaka', 1), clarity: 4, comment: '次にやることがはっきりしました。' }, member)),
  });

  // Before and during the third (latest) session: her action item stays open.
  add(member, before(third.at, 3 * 24 * 60), ids.relations, {
    topicId: 'default-relationships',
    title: 'チーム内の人間関係',
    priority: 2,
    notes: '新しく入った方とまだ話せていません。',
    responseWanted: 'listen',
  });
  outcome(before(third.at, 20), ids.relations, 'まずは雑談の場をつくる。焦らなくてよいと伝えた。');
  steps.push({
    chain,
    at: before(third.at, 15),
    run: () => execute(manager, before(third.at, 15), new AddActionItem({ entryId: entry(), sessionId: 'next', actionItemId: ids.chat, title: '週1回の雑談タイムをチームに設ける', owner: 'manager', dueDate: null }, manager)),
  });
  const doneAt = new Date(third.at.getTime() + 5 * DAY);
  steps.push({ chain, at: doneAt, run: () => execute(manager, doneAt, new CompleteActionItem({ entryId: entry(), actionItemId: ids.chat }, manager)) });

  // The next agenda.
  const recently = (daysAgo: number) => new Date(ctx.now.getTime() - daysAgo * DAY);
  add(member, recently(2), randomUUID(), {
    topicId: 'default-workload',
    title: '業務量と優先順位',
    priority: 1,
    notes: '問い合わせ対応が増えて、開発の時間が取れていません。',
    responseWanted: 'advice',
  });
  add(member, recently(2), randomUUID(), { topicId: 'default-growth', title: '最近の成長実感', priority: 2, notes: null, responseWanted: 'think_together' });
  add(manager, recently(1), randomUUID(), { topicId: null, title: '来期の目標のたたき台', priority: 3, notes: null, responseWanted: null });

  for (const [memberKey, title] of [
    ['yamamoto', '次期リーダーとしての役割'],
    ['kato', '新しいプロジェクトの進め方'],
  ] as const) {
    const at = recently(1);
    steps.push({
      chain: memberKey,
      at,
      run: () =>
        execute(manager, at, new AddAgendaTopic({ entryId: ctx.entryIdOf(memberKey), sessionId: 'next', itemId: randomUUID(), title, priority: 1 }, manager)),
    });
  }
  return steps;
}
