import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import type { SessionUser } from '../../platform/auth/session-user.js';
import { requestContext } from '../../platform/request-context/request-context.js';
import { CreateAnonymousPost, ReplyToAnonymousPost, SupportAnonymousPost } from '../anonymous-posts/index.js';
import { CreateForumPost, LikeForumPost, PinForumPost, RecordForumPostView, ReplyToForumPost } from '../forum/index.js';

type Account = 'admin' | 'hr' | 'manager' | 'member';

interface DemoThreadReply {
  by: Account;
  text: string;
  /** Index of the earlier reply this one answers. */
  to?: number;
}

interface DemoThread {
  by: Account;
  daysAgo: number;
  category: string;
  title: string;
  content: string;
  replies?: DemoThreadReply[];
  likedBy?: Account[];
  views?: number;
  pinnedBy?: Account;
}

/** A lively forum: questions, practice reports and answers over the last four weeks, one pinned notice. */
export const DEMO_THREADS: readonly DemoThread[] = [
  {
    by: 'hr',
    daysAgo: 27,
    category: 'general-question',
    title: 'フォーラムの使い方とお願い',
    content: '日々の疑問や1on1の工夫を気軽に共有してください。\n個人が特定できる情報は書かず、相手を尊重した言葉でお願いします。\n言いにくいことは「心の叫び」から匿名で投稿できます。',
    likedBy: ['manager', 'member', 'admin'],
    views: 9,
    pinnedBy: 'hr',
  },
  {
    by: 'manager',
    daysAgo: 20,
    category: 'one-on-one-practice',
    title: '1on1で沈黙が続くときの工夫',
    content: 'メンバーとの1on1で、こちらが質問しても沈黙が続いてしまうことがあります。\n皆さんはどんな問いかけをしていますか？',
    replies: [
      { by: 'hr', text: '「最近うまくいったことは？」のように、答えやすい事実から聞くと話し始めてくれることが多いです。' },
      { by: 'manager', text: 'ありがとうございます。次回は事実から聞いてみます。', to: 0 },
      { by: 'member', text: 'メンバー側としては、沈黙を待ってもらえると考えがまとまって話しやすいです。' },
    ],
    likedBy: ['hr', 'member'],
    views: 14,
  },
  {
    by: 'member',
    daysAgo: 16,
    category: 'matrix-usage',
    title: 'MSマトリックスの右上に行くには？',
    content: 'スキルもマインドも伸ばしたいのですが、まず何から取り組むのがよいでしょうか。',
    replies: [
      { by: 'manager', text: 'まずはマインド（目的への共感）を上げると、スキルの伸びも早くなる印象です。' },
      { by: 'admin', text: '書籍の第3章にある「小さな成功体験」の考え方が参考になります。', to: 0 },
    ],
    likedBy: ['manager'],
    views: 11,
  },
  {
    by: 'admin',
    daysAgo: 12,
    category: 'organization-management',
    title: '全員経営の第一歩として何を共有していますか',
    content: '数字をどこまでメンバーに公開するか悩んでいます。皆さんのチームの例を教えてください。',
    replies: [{ by: 'hr', text: '月次の売上と粗利はチーム全員に共有しています。質問が増えて議論が活発になりました。' }],
    likedBy: ['hr', 'manager', 'member'],
    views: 17,
  },
  {
    by: 'manager',
    daysAgo: 6,
    category: 'one-on-one-practice',
    title: '1on1の記録をどう残していますか',
    content: '1on1マトリックスのメモ機能を使い始めました。次回までの約束を書いておくと振り返りが楽です。',
    replies: [{ by: 'member', text: '約束が見えると、こちらも準備しやすくて助かります！' }],
    likedBy: ['member'],
    views: 6,
  },
  {
    by: 'member',
    daysAgo: 2,
    category: 'general-question',
    title: '新しく入ったメンバーへのおすすめの読み方',
    content: '書籍を読み始めた新メンバーに、どの章から読むよう勧めていますか？',
    likedBy: ['hr'],
    views: 3,
  },
  {
    by: 'hr',
    daysAgo: 1,
    category: 'matrix-usage',
    title: 'マトリックスを評価ではなく対話に使うコツ',
    content: '位置を「評価」ではなく「次の一歩を話すきっかけ」として見せると、メンバーの受け止め方が変わりました。',
    views: 2,
  },
];

interface DemoCry {
  by: Account;
  hoursAgo: number;
  text: string;
  supportedBy?: Account[];
  replies?: { by: Account; text: string }[];
}

/** A few anonymous posts: who wrote them is recorded nowhere, in the demo as everywhere. */
export const DEMO_CRIES: readonly DemoCry[] = [
  {
    by: 'member',
    hoursAgo: 150,
    text: '頑張っているつもりなのに、成果が見えなくて焦っています。',
    supportedBy: ['manager', 'hr', 'admin'],
    replies: [{ by: 'manager', text: '焦る気持ち、よくわかります。小さな前進も立派な成果ですよ。' }],
  },
  { by: 'manager', hoursAgo: 52, text: 'マネージャーとして弱音を吐ける場所がなかったので、ここがあって助かります。', supportedBy: ['member', 'hr'] },
  { by: 'member', hoursAgo: 20, text: '会議で意見を言うのが怖い。でも少しずつ話せるようになりたい。', supportedBy: ['admin'] },
  { by: 'hr', hoursAgo: 3, text: '今週は本当に忙しかった。誰かに「お疲れさま」と言ってほしい。' },
];

const HOUR_MS = 3_600_000;

/**
 * Seeds the forum and 心の叫び through the commands a user runs, dated back from `now`. Forum
 * commands run as their demo user; anonymous ones run with no user in the request context, as the
 * anonymous routes do (decision 0036), so no event names their author.
 */
export async function seedDemoForum(commandBus: CommandBus, users: Readonly<Record<Account, SessionUser>>, now: Date): Promise<void> {
  const asUser = <T>(actor: SessionUser, at: Date, command: Parameters<CommandBus['execute']>[0]) =>
    requestContext.run({ userId: actor.id, occurredAt: at }, () => commandBus.execute(command) as Promise<T>);
  const anonymously = (at: Date, command: Parameters<CommandBus['execute']>[0]) =>
    requestContext.run({ userId: null, occurredAt: at }, () => commandBus.execute(command));

  // Each thread's history in order; the threads, and then the anonymous posts, side by side.
  await Promise.all(DEMO_THREADS.map(async (thread) => {
    const at = (hours: number) => new Date(now.getTime() - thread.daysAgo * 24 * HOUR_MS + hours * HOUR_MS);
    const author = users[thread.by];
    const postId = randomUUID();
    await asUser(author, at(0), new CreateForumPost({ postId, title: thread.title, content: thread.content, categoryId: thread.category }, author));
    const replyIds: string[] = [];
    for (const [i, reply] of (thread.replies ?? []).entries()) {
      const replyId = randomUUID();
      const parentReplyId = reply.to === undefined ? null : replyIds[reply.to];
      await asUser(users[reply.by], at(2 + i * 3), new ReplyToForumPost({ postId, replyId, parentReplyId, content: reply.text }, users[reply.by]));
      replyIds.push(replyId);
    }
    for (const [i, liker] of (thread.likedBy ?? []).entries()) {
      await asUser(users[liker], at(1 + i), new LikeForumPost({ postId }, users[liker]));
    }
    for (let i = 0; i < (thread.views ?? 0); i += 1) {
      const viewer = users[(['admin', 'hr', 'manager', 'member'] as const)[i % 4]];
      await asUser(viewer, at(1 + i / 2), new RecordForumPostView({ postId }, viewer));
    }
    if (thread.pinnedBy) await asUser(users[thread.pinnedBy], at(1), new PinForumPost({ postId, isPinned: true }, users[thread.pinnedBy]));
  }));

  await Promise.all(DEMO_CRIES.map(async (cry) => {
    const at = (hours: number) => new Date(now.getTime() - cry.hoursAgo * HOUR_MS + hours * HOUR_MS);
    const postId = randomUUID();
    await anonymously(at(0), new CreateAnonymousPost({ postId, content: cry.text }, users[cry.by]));
    for (const [i, supporter] of (cry.supportedBy ?? []).entries()) {
      await anonymously(at(1 + i), new SupportAnonymousPost({ postId }, users[supporter]));
    }
    for (const [i, reply] of (cry.replies ?? []).entries()) {
      await anonymously(at(2 + i), new ReplyToAnonymousPost({ postId, replyId: randomUUID(), content: reply.text }, users[reply.by]));
    }
  }));
}
