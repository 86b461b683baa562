import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AnonymousPostResponse } from '../../../shared/api/generated/anonymous-posts';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const slowTest = 60_000;
const pageLoad = { timeout: 15_000 };

const aPost = (overrides: Partial<AnonymousPostResponse> = {}): AnonymousPostResponse => ({
  id: 'a1',
  content: '部下との関係に悩んでいます',
  createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  reactions: { support: 4 },
  replyCount: 0,
  supportedByMe: false,
  mine: false,
  ...overrides,
});

function serveBoard(posts: AnonymousPostResponse[], userType: 'member' | 'team_admin' = 'member', myReports: unknown[] = []) {
  const created: unknown[] = [];
  server.use(
    currentUserHandler(aUser({ userType })),
    http.get('/api/anonymous-posts', () => HttpResponse.json(posts)),
    http.post('/api/anonymous-posts', async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json(aPost({ id: 'new', mine: true }), { status: 201 });
    }),
    http.get('/api/anonymous-posts/my-notices', () => HttpResponse.json([])),
    http.get('/api/anonymous-posts/my-reports', () => HttpResponse.json(myReports)),
  );
  return created;
}

describe('心の叫び screen', () => {
  it('counts n/500 as code points and sends only non-blank text within the limit', async () => {
    const created = serveBoard([]);
    renderApp('/community/anonymous');
    const box = await screen.findByLabelText('今の気持ちを、そのまま書いてください（500文字まで）', {}, pageLoad);
    const send = screen.getByRole('button', { name: /匿名で投稿する/ });
    expect(screen.getByText('0/500')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: '  \n　' } });
    expect(send).toBeDisabled();
    fireEvent.change(box, { target: { value: '\u200B\u200C\u2060\uFEFF' } });
    expect(send).toBeDisabled();
    fireEvent.change(box, { target: { value: '😢'.repeat(501) } });
    expect(screen.getByText(/501\/500/)).toBeInTheDocument();
    expect(send).toBeDisabled();
    fireEvent.change(box, { target: { value: '😢'.repeat(500) } });
    expect(screen.getByText('500/500')).toBeInTheDocument();
    await user.click(send);
    await waitFor(() => expect(created).toEqual([{ content: '😢'.repeat(500) }]));
  }, slowTest);

  it('shows relative times, support counts, delete on one’s own post and report on others’, with script payloads as text', async () => {
    serveBoard([aPost({ id: 'mine', mine: true, content: '<img src=x onerror=alert(1)>', createdAt: new Date(Date.now() - 5 * 60_000).toISOString() }), aPost()]);
    const { container } = renderApp('/community/anonymous');
    const mine = (await screen.findByText('<img src=x onerror=alert(1)>', {}, pageLoad)).closest('.ant-card') as HTMLElement;
    expect(within(mine).getByText('あなたの投稿')).toBeInTheDocument();
    expect(within(mine).getByText('5分前')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: /削除/ })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: /通報/ })).toBeNull();
    const other = screen.getByText('部下との関係に悩んでいます').closest('.ant-card') as HTMLElement;
    expect(within(other).getByText('2日前')).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: '応援 4' })).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: /通報/ })).toBeInTheDocument();
    expect(container.querySelector('img[src="x"], [onerror]')).toBeNull();
  }, slowTest);

  it('says 通報済み on a post the caller reported until a moderator reviews it, and lets them report one that was reviewed', async () => {
    const report = (postId: string, outcome: string) => ({ id: `r-${postId}`, postId, excerpt: '本文', reason: '攻撃的です', outcome, outcomeReason: null, createdAt: new Date().toISOString(), decidedAt: null });
    serveBoard([aPost({ id: 'p1', content: '一つ目の投稿' }), aPost({ id: 'p2', content: '二つ目の投稿' })], 'member', [report('p1', 'pending'), report('p2', 'kept')]);
    renderApp('/community/anonymous');
    const first = (await screen.findByText('一つ目の投稿', {}, pageLoad)).closest('.ant-card') as HTMLElement;
    expect(await within(first).findByRole('button', { name: /通報済み/ })).toBeDisabled();
    const second = screen.getByText('二つ目の投稿').closest('.ant-card') as HTMLElement;
    expect(within(second).getByRole('button', { name: /^通報$|flag 通報$/ })).toBeEnabled();
  }, slowTest);

  it('points moderators to the moderation screen', async () => {
    serveBoard([], 'team_admin');
    renderApp('/community/anonymous');
    expect(await screen.findByRole('link', { name: 'モデレーションの画面へ' }, pageLoad)).toHaveAttribute('href', '/community/moderation');
  }, slowTest);

  it('shows members no moderation link', async () => {
    serveBoard([]);
    renderApp('/community/anonymous');
    expect(await screen.findByRole('tab', { name: 'お知らせ' }, pageLoad)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'モデレーションの画面へ' })).toBeNull();
  }, slowTest);
});
