import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';
import { aPostDetail, aPostSummary, CATEGORIES, someStats } from './forum-mothers';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const slowTest = 60_000;
const pageLoad = { timeout: 15_000 };
const toast = (title: string) => screen.findByText(title, { selector: '.ant-notification-notice-title' }, pageLoad);

const PAYLOADS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<a href="javascript:alert(1)">クリック</a>', '"><svg onload=alert(1)>'];

function serveForum({
  posts = [aPostSummary()],
  anonymous = [] as { id: string; content: string; createdAt: string }[],
  myReports = [] as unknown[],
  myNotices = [] as unknown[],
} = {}) {
  const listCalls: URL[] = [];
  server.use(
    currentUserHandler(aUser()),
    http.get('/api/forum/my-reports', () => HttpResponse.json(myReports)),
    http.get('/api/forum/my-notices', () => HttpResponse.json(myNotices)),
    http.get('/api/forum/categories', () => HttpResponse.json(CATEGORIES)),
    http.get('/api/forum/stats', () => HttpResponse.json(someStats())),
    http.get('/api/forum/posts', ({ request }) => {
      listCalls.push(new URL(request.url));
      return HttpResponse.json(posts);
    }),
    http.get('/api/anonymous-posts', () =>
      HttpResponse.json(anonymous.map((post) => ({ ...post, reactions: { support: 0 }, replyCount: 0, supportedByMe: false, mine: false }))),
    ),
  );
  return listCalls;
}

describe('forum screen', () => {
  it('lists posts with their category badge and fills the side cards from the server', async () => {
    serveForum({
      anonymous: [1, 2, 3].map((n) => ({ id: `a${n}`, content: `匿名の声${n}`, createdAt: new Date(Date.now() - n * 60_000).toISOString() })),
    });
    renderApp('/community/forum');
    expect(await screen.findByRole('link', { name: '1on1で沈黙が続くとき' }, pageLoad)).toHaveAttribute('href', '/community/forum/10000000-0000-4000-8000-000000000001');
    expect(screen.getAllByText('1on1実践').length).toBeGreaterThan(0);
    expect(screen.getByText('山田 太郎 ・ 3時間前')).toBeInTheDocument();
    expect(await screen.findByText('7', {}, pageLoad)).toBeInTheDocument();
    expect(screen.getByText('評価面談の準備')).toBeInTheDocument();
    expect(await screen.findByText('匿名の声1')).toBeInTheDocument();
    expect(screen.getByText('匿名の声3')).toBeInTheDocument();
  }, slowTest);

  it('asks the server for one category and for a search', async () => {
    const calls = serveForum();
    renderApp('/community/forum');
    await user.click(await screen.findByRole('button', { name: 'マトリックス活用' }, pageLoad));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('categoryId')).toBe('matrix-usage'));
    const search = screen.getByRole('searchbox', { name: 'キーワードで検索（例: 1on1 沈黙）' });
    fireEvent.change(search, { target: { value: '沈黙' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('q')).toBe('沈黙'));
  }, slowTest);

  it('says 投稿の作成に失敗しました when a post cannot be created', async () => {
    serveForum();
    server.use(http.post('/api/forum/posts', () => HttpResponse.json({ statusCode: 500, message: 'Internal', error: 'x' }, { status: 500 })));
    renderApp('/community/forum');
    const newPost = await screen.findByRole('button', { name: /新規投稿/ }, pageLoad);
    await waitFor(() => expect(newPost).toBeEnabled());
    await user.click(newPost);
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('タイトル'), { target: { value: '題' } });
    fireEvent.change(dialog.getByLabelText('本文'), { target: { value: '本文' } });
    await user.click(dialog.getByRole('button', { name: '投稿する' }));
    const notice = (await toast('エラー')).closest('.ant-notification-notice') as HTMLElement;
    expect(notice).toHaveTextContent('投稿の作成に失敗しました');
  }, slowTest);

  it('posts a cry from the heart anonymously, content only, and says 匿名投稿の作成に失敗しました on failure', async () => {
    serveForum();
    const sent: unknown[] = [];
    server.use(
      http.post('/api/anonymous-posts', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ statusCode: 503, message: 'unavailable', error: 'x' }, { status: 503 });
      }),
    );
    renderApp('/community/forum');
    await user.click(await screen.findByRole('button', { name: /心の叫び/ }, pageLoad));
    const dialog = within(await screen.findByRole('dialog'));
    const ok = dialog.getByRole('button', { name: '匿名で投稿する' });
    expect(ok).toBeDisabled();
    fireEvent.change(dialog.getByLabelText('心の叫び（匿名投稿）'), { target: { value: '疲れた' } });
    expect(dialog.getByText('3/500')).toBeInTheDocument();
    await user.click(ok);
    const notice = (await toast('エラー')).closest('.ant-notification-notice') as HTMLElement;
    expect(notice).toHaveTextContent('匿名投稿の作成に失敗しました');
    expect(sent).toEqual([{ content: '疲れた' }]);
  }, slowTest);
});

describe('forum post page', () => {
  it('renders script payloads as text, nests replies and records one view', async () => {
    const views: string[] = [];
    const payload = PAYLOADS.join('\n');
    server.use(
      currentUserHandler(aUser()),
      http.get('/api/forum/categories', () => HttpResponse.json(CATEGORIES)),
      http.get('/api/forum/posts/:id', () =>
        HttpResponse.json(
          aPostDetail({
            title: PAYLOADS[0],
            content: payload,
            replies: [
              { id: 'r1', parentReplyId: null, authorId: 'u2', authorName: '佐藤 花子', content: PAYLOADS[1], hidden: false, deleted: false, editedAt: null, likeCount: 0, likedByMe: false, createdAt: new Date().toISOString() },
              { id: 'r2', parentReplyId: 'r1', authorId: 'u1', authorName: '山田 太郎', content: 'ありがとう', hidden: false, deleted: false, editedAt: null, likeCount: 0, likedByMe: false, createdAt: new Date().toISOString() },
            ],
          }),
        ),
      ),
      http.post('/api/forum/posts/:id/views', ({ params }) => {
        views.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { container } = renderApp('/community/forum/10000000-0000-4000-8000-000000000001');
    expect(await screen.findByRole('heading', { name: PAYLOADS[0] }, pageLoad)).toBeInTheDocument();
    expect(screen.getByText((_, element) => element?.tagName === 'DIV' && element.textContent === payload)).toBeInTheDocument();
    expect(screen.getByText(PAYLOADS[1])).toBeInTheDocument();
    expect(container.querySelector('script, img[src="x"], svg[onload], [onerror], a[href^="javascript"]')).toBeNull();
    expect(screen.getByText('ありがとう')).toBeInTheDocument();
    await waitFor(() => expect(views).toEqual(['10000000-0000-4000-8000-000000000001']));
  }, slowTest);
});

describe('forum reports and their outcomes', () => {
  it('reports a reply of someone else with a reason, and offers no report on one’s own reply', async () => {
    const sent: { id: string; body: unknown }[] = [];
    server.use(
      currentUserHandler(aUser({ id: 'me' })),
      http.get('/api/forum/categories', () => HttpResponse.json(CATEGORIES)),
      http.get('/api/forum/posts/:id', () =>
        HttpResponse.json(
          aPostDetail({
            authorId: 'me',
            replies: [
              { id: 'r1', parentReplyId: null, authorId: 'u2', authorName: '佐藤 花子', content: '心ない返信', hidden: false, deleted: false, editedAt: null, likeCount: 0, likedByMe: false, createdAt: new Date().toISOString() },
              { id: 'r2', parentReplyId: null, authorId: 'me', authorName: '山田 太郎', content: '自分の返信', hidden: false, deleted: false, editedAt: null, likeCount: 0, likedByMe: false, createdAt: new Date().toISOString() },
              { id: 'r3', parentReplyId: null, authorId: 'u3', authorName: '鈴木 一郎', content: '', hidden: true, deleted: false, editedAt: null, likeCount: 0, likedByMe: false, createdAt: new Date().toISOString() },
            ],
          }),
        ),
      ),
      http.post('/api/forum/posts/:id/views', () => new HttpResponse(null, { status: 204 })),
      http.post('/api/forum/posts/:id/reports', async ({ params, request }) => {
        sent.push({ id: String(params.id), body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/community/forum/10000000-0000-4000-8000-000000000001');
    expect(await screen.findByText('心ない返信', {}, pageLoad)).toBeInTheDocument();
    // One's own post and reply have no report action; the hidden reply keeps its place, not its text.
    expect(screen.getAllByRole('button', { name: /通報/ })).toHaveLength(1);
    expect(screen.getByText('この返信はモデレーターの確認のため非表示になっています。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /通報/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('button', { name: '通報する' })).toBeDisabled();
    fireEvent.change(dialog.getByLabelText('理由'), { target: { value: '攻撃的です' } });
    await user.click(dialog.getByRole('button', { name: '通報する' }));
    expect(await toast('通報しました')).toBeInTheDocument();
    expect(sent).toEqual([{ id: '10000000-0000-4000-8000-000000000001', body: { reason: '攻撃的です', replyId: 'r1' } }]);
  }, slowTest);

  it('tells the reporter and the author what moderators decided', async () => {
    const at = new Date().toISOString();
    serveForum({
      myReports: [
        { id: 'rep1', postId: 'p1', replyId: null, postTitle: '荒れた話題', excerpt: '本文', reason: '攻撃的です', outcome: 'hidden', outcomeReason: 'ガイドライン違反', createdAt: at, decidedAt: at },
        { id: 'rep2', postId: 'p3', replyId: null, postTitle: '普通の話題', excerpt: '本文', reason: '宣伝です', outcome: 'kept', outcomeReason: '問題なし', createdAt: at, decidedAt: at },
      ],
      myNotices: [{ id: 'n1', postId: 'p2', replyId: null, postTitle: '私の投稿', excerpt: '本文', action: 'restored', reason: '問題なし', createdAt: at }],
    });
    renderApp('/community/forum');
    const card = within(await screen.findByTestId('forum-outcomes', {}, pageLoad));
    expect(card.getByText('通報と対応の結果')).toBeInTheDocument();
    expect(card.getByText('非表示にしました')).toBeInTheDocument();
    expect(card.getByText('攻撃的です ・ ガイドライン違反 ・ たった今')).toBeInTheDocument();
    expect(card.getByText('確認の結果、再表示されました')).toBeInTheDocument();
    expect(card.getByText('私の投稿')).toBeInTheDocument();
    // A hidden post opens for nobody: its title is not a link; a kept one still is.
    expect(card.queryByRole('link', { name: '荒れた話題' })).not.toBeInTheDocument();
    expect(card.getByText('荒れた話題')).toBeInTheDocument();
    expect(card.getByRole('link', { name: '普通の話題' })).toHaveAttribute('href', '/community/forum/p3');
  }, slowTest);
});
