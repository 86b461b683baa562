import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ForumPostDetailResponse } from '../../../shared/api/generated/forum';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';
import { aPostDetail, aReply, CATEGORIES } from './forum-mothers';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const slowTest = 60_000;
const pageLoad = { timeout: 15_000 };
const POST_ID = '10000000-0000-4000-8000-000000000001';

type Call = { method: string; path: string; body: unknown };

/** Serves one post page; the mutations answer `after(call)` (the post as the server would answer it). */
function servePost(post: ForumPostDetailResponse, after: (call: Call) => ForumPostDetailResponse = () => post) {
  const calls: Call[] = [];
  let current = post;
  const record = async (request: Request, params: Record<string, unknown>) => {
    const body = request.headers.get('content-type')?.includes('json') ? await request.json().catch(() => undefined) : undefined;
    const path = new URL(request.url).pathname;
    const call = { method: request.method, path, body };
    calls.push(call);
    current = after(call);
    void params;
    return current;
  };
  server.use(
    currentUserHandler(aUser({ id: 'me' })),
    http.get('/api/forum/categories', () => HttpResponse.json(CATEGORIES)),
    http.get('/api/forum/posts/:id', () => HttpResponse.json(current)),
    http.post('/api/forum/posts/:id/views', () => new HttpResponse(null, { status: 204 })),
    http.patch('/api/forum/posts/:id', async ({ request, params }) => HttpResponse.json(await record(request, params))),
    http.delete('/api/forum/posts/:id', async ({ request, params }) => {
      await record(request, params);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/forum/posts/:id/likes', async ({ request, params }) => HttpResponse.json(await record(request, params), { status: 201 })),
    http.delete('/api/forum/posts/:id/likes', async ({ request, params }) => HttpResponse.json(await record(request, params))),
    http.patch('/api/forum/posts/:id/replies/:replyId', async ({ request, params }) => HttpResponse.json(await record(request, params))),
    http.delete('/api/forum/posts/:id/replies/:replyId', async ({ request, params }) => HttpResponse.json(await record(request, params))),
    http.post('/api/forum/posts/:id/replies/:replyId/likes', async ({ request, params }) => HttpResponse.json(await record(request, params), { status: 201 })),
    http.delete('/api/forum/posts/:id/replies/:replyId/likes', async ({ request, params }) => HttpResponse.json(await record(request, params))),
    http.get('/api/forum/posts', () => HttpResponse.json([])),
    http.get('/api/forum/stats', () => HttpResponse.json({ activeUsers: 0, postsThisWeek: 0, popularTopics: [] })),
    http.get('/api/forum/my-reports', () => HttpResponse.json([])),
    http.get('/api/forum/my-notices', () => HttpResponse.json([])),
    http.get('/api/anonymous-posts', () => HttpResponse.json([])),
  );
  return calls;
}

describe('the author’s own posts and replies', () => {
  it('offers 編集 and 削除 only on the author’s own post and replies', async () => {
    servePost(aPostDetail({ authorId: 'me', replies: [aReply({ id: 'r1', authorId: 'me', content: '自分の返信' }), aReply({ id: 'r2', authorId: 'u2', content: '他人の返信' })] }));
    renderApp(`/community/forum/${POST_ID}`);
    expect(await screen.findByText('他人の返信', {}, pageLoad)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '投稿の操作' })).toHaveLength(2);
  }, slowTest);

  it('shows no menu on someone else’s post', async () => {
    servePost(aPostDetail({ authorId: 'u2', replies: [aReply({ authorId: 'u3' })] }));
    renderApp(`/community/forum/${POST_ID}`);
    expect(await screen.findByText('私もそう感じます', {}, pageLoad)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '投稿の操作' })).not.toBeInTheDocument();
  }, slowTest);

  it('edits the post in a dialog prefilled with its title, content and category, then shows 編集済み', async () => {
    const editedAt = '2026-12-01T10:30:00.000Z';
    const calls = servePost(aPostDetail({ authorId: 'me', title: '元の題', content: '元の本文', categoryId: 'one-on-one-practice' }), (call) =>
      aPostDetail({ authorId: 'me', ...(call.body as object), editedAt }),
    );
    renderApp(`/community/forum/${POST_ID}`);
    await user.click(await screen.findByRole('button', { name: '投稿の操作' }, pageLoad));
    await user.click(await screen.findByText('編集'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('投稿を編集')).toBeInTheDocument();
    expect(dialog.getByLabelText('タイトル')).toHaveValue('元の題');
    expect(dialog.getByLabelText('本文')).toHaveValue('元の本文');
    expect(dialog.getByText('1on1実践')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('タイトル'), { target: { value: '直した題' } });
    await user.click(dialog.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'PATCH', path: `/api/forum/posts/${POST_ID}`, body: { title: '直した題', content: '元の本文', categoryId: 'one-on-one-practice' } }]));
    expect(await screen.findByRole('heading', { name: '直した題' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^編集済み/ })).toBeInTheDocument();
  }, slowTest);

  it('asks 「この投稿を削除しますか？」 before deleting, then leaves for the forum', async () => {
    const calls = servePost(aPostDetail({ authorId: 'me', title: '消す投稿' }));
    const { router } = renderApp(`/community/forum/${POST_ID}`);
    await user.click(await screen.findByRole('button', { name: '投稿の操作' }, pageLoad));
    await user.click(await screen.findByText('削除'));
    const confirm = within(await screen.findByRole('dialog', { name: 'この投稿を削除しますか？' }));
    expect(confirm.getByText(/「消す投稿」/)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(confirm.getByRole('button', { name: '削除' }));
    await waitFor(() => expect(calls.map((c) => [c.method, c.path])).toEqual([['DELETE', `/api/forum/posts/${POST_ID}`]]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/forum'));
  }, slowTest);

  it('edits a reply inline and deletes one after confirming; a deleted reply says so in its place', async () => {
    const calls = servePost(aPostDetail({ authorId: 'u2', replies: [aReply({ id: 'r1', authorId: 'me', content: '直す前' })] }), (call) =>
      aPostDetail({
        authorId: 'u2',
        replies: [call.method === 'DELETE' ? aReply({ id: 'r1', authorId: 'me', content: '', deleted: true }) : aReply({ id: 'r1', authorId: 'me', content: '直した後', editedAt: new Date().toISOString() })],
      }),
    );
    renderApp(`/community/forum/${POST_ID}`);
    await user.click(await screen.findByRole('button', { name: '投稿の操作' }, pageLoad));
    await user.click(await screen.findByText('編集'));
    const box = await screen.findByRole('textbox', { name: '編集' });
    expect(box).toHaveValue('直す前');
    fireEvent.change(box, { target: { value: '直した後' } });
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ method: 'PATCH', path: `/api/forum/posts/${POST_ID}/replies/r1`, body: { content: '直した後' } });
    expect(await screen.findByText('直した後')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '投稿の操作' }));
    await user.click(await screen.findByText('削除'));
    const confirm = within(await screen.findByRole('dialog', { name: 'このコメントを削除しますか？' }));
    await user.click(confirm.getByRole('button', { name: '削除' }));
    expect(await screen.findByText('このコメントは削除されました')).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ method: 'DELETE', path: `/api/forum/posts/${POST_ID}/replies/r1` });
    expect(screen.queryByText('直した後')).not.toBeInTheDocument();
  }, slowTest);

  it('opens the edit history from 編集済み with every version and its time', async () => {
    servePost(aPostDetail({ authorId: 'u2', title: '今の題', editedAt: '2026-12-01T10:30:00.000Z' }));
    server.use(
      http.get('/api/forum/posts/:id/revisions', () =>
        HttpResponse.json([
          { title: '今の題', categoryId: 'general-question', content: '今の本文', writtenAt: '2026-12-01T10:30:00.000Z', replacedAt: null },
          { title: '最初の題', categoryId: 'general-question', content: '最初の本文', writtenAt: '2026-12-01T09:00:00.000Z', replacedAt: '2026-12-01T10:30:00.000Z' },
        ]),
      ),
    );
    renderApp(`/community/forum/${POST_ID}`);
    await user.click(await screen.findByRole('button', { name: /^編集済み/ }, pageLoad));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('最初の本文')).toBeInTheDocument();
    expect(dialog.getByText('今の本文')).toBeInTheDocument();
    expect(dialog.getByText('現在の版')).toBeInTheDocument();
    expect(dialog.getAllByText(/に編集で置き換え/)).toHaveLength(1);
  }, slowTest);
});

describe('likes that toggle', () => {
  it('takes the post’s like back with a second click, and likes a reply', async () => {
    const calls = servePost(aPostDetail({ authorId: 'u2', likedByMe: true, likeCount: 1, replies: [aReply({ id: 'r1', likeCount: 2 })] }), (call) =>
      call.path.endsWith('/replies/r1/likes')
        ? aPostDetail({ authorId: 'u2', likedByMe: false, likeCount: 0, replies: [aReply({ id: 'r1', likeCount: 3, likedByMe: true })] })
        : aPostDetail({ authorId: 'u2', likedByMe: false, likeCount: 0, replies: [aReply({ id: 'r1', likeCount: 2 })] }),
    );
    renderApp(`/community/forum/${POST_ID}`);
    const liked = await screen.findByRole('button', { name: /いいね済み/, pressed: true }, pageLoad);
    expect(liked).toBeEnabled();
    await user.click(liked);
    await waitFor(() => expect(calls.map((c) => [c.method, c.path])).toEqual([['DELETE', `/api/forum/posts/${POST_ID}/likes`]]));
    await user.click(await screen.findByRole('button', { name: /いいね 2/ }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'POST', path: `/api/forum/posts/${POST_ID}/replies/r1/likes` }));
    expect(await screen.findByRole('button', { name: /いいね済み 3/, pressed: true })).toBeInTheDocument();
  }, slowTest);
});

describe('a deleted post', () => {
  it('says the post was deleted', async () => {
    server.use(
      currentUserHandler(aUser()),
      http.get('/api/forum/categories', () => HttpResponse.json(CATEGORIES)),
      http.get('/api/forum/posts/:id', () => HttpResponse.json({ statusCode: 404, message: 'この投稿は削除されました', error: 'Not Found' }, { status: 404 })),
      http.post('/api/forum/posts/:id/views', () => HttpResponse.json({ statusCode: 404, message: 'この投稿は削除されました', error: 'Not Found' }, { status: 404 })),
    );
    renderApp(`/community/forum/${POST_ID}`);
    expect(await screen.findByText('この投稿は削除されました', {}, pageLoad)).toBeInTheDocument();
    expect(screen.queryByText('投稿が見つかりません')).not.toBeInTheDocument();
  }, slowTest);
});
