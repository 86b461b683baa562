import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ModerationLogEntryResponse, ModerationQueueItemResponse } from '../../../shared/api/generated/moderation';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const slowTest = 60_000;
const pageLoad = { timeout: 15_000 };

const at = new Date().toISOString();
const QUEUE: ModerationQueueItemResponse[] = [
  {
    source: 'forum_reply',
    postId: 'p1',
    replyId: 'r1',
    postTitle: '荒れた話題',
    content: '心ない返信',
    authorName: '佐藤 花子',
    visibility: 'pending_review',
    openReportCount: 3,
    reasons: ['攻撃的', '不快', '不適切'],
    createdAt: at,
  },
  { source: 'anonymous_post', postId: 'a1', replyId: null, postTitle: null, content: '匿名の本音', authorName: null, visibility: 'shown', openReportCount: 1, reasons: ['気になる'], createdAt: at },
];
const LOG: ModerationLogEntryResponse[] = [
  { id: 'l1', source: 'forum_post', postId: 'p2', replyId: null, postTitle: '別の話題', excerpt: '本文', action: 'restored', reason: '問題なし', moderatorName: '人事 花子', createdAt: at },
  { id: 'l2', source: 'anonymous_post', postId: 'a2', replyId: null, postTitle: null, excerpt: '匿名', action: 'auto_hidden', reason: '3件の通報により確認まで非表示', moderatorName: null, createdAt: at },
];

describe('moderation desk', () => {
  it('shows one queue over the forum and 心の叫び and hides a forum reply through the forum’s route, with the reply named', async () => {
    const sent: { path: string; body: unknown }[] = [];
    server.use(
      currentUserHandler(aUser({ userType: 'team_admin' })),
      http.get('/api/moderation/queue', () => HttpResponse.json(QUEUE)),
      http.get('/api/moderation/log', () => HttpResponse.json(LOG)),
      http.post('/api/forum/posts/:id/hide', async ({ params, request }) => {
        sent.push({ path: `forum/${String(params.id)}`, body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/community/moderation');
    const items = await screen.findAllByTestId('moderation-item', {}, pageLoad);
    expect(items).toHaveLength(2);
    const reply = within(items[0]);
    expect(reply.getByText('フォーラムの返信')).toBeInTheDocument();
    expect(reply.getByText('「荒れた話題」への返信')).toBeInTheDocument();
    expect(reply.getByText('確認まで非表示')).toBeInTheDocument();
    expect(reply.getByText('通報理由: 攻撃的 / 不快 / 不適切')).toBeInTheDocument();
    expect(reply.getByText('投稿者: 佐藤 花子')).toBeInTheDocument();
    expect(within(items[1]).getByText('投稿者は誰にも分かりません')).toBeInTheDocument();
    const log = await screen.findAllByTestId('moderation-log-entry');
    expect(log[1]).toHaveTextContent('自動で非表示 ・ 心の叫び ・ 自動');

    await user.click(reply.getByRole('button', { name: '非表示にする' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('理由'), { target: { value: '個人攻撃' } });
    await user.click(dialog.getByRole('button', { name: '確定' }));
    expect(await screen.findByText('モデレーションを記録しました', {}, pageLoad)).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'forum/p1', body: { reason: '個人攻撃', replyId: 'r1' } }]);
  }, slowTest);
});
