import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';
import { findBoard, findDialog, giveTheBoardLayout, memberPanel, serveBoard, user } from './board-test-kit';
import { anAgenda, anAgendaTopic, anEntry } from './one-on-one-mothers';

jest.setTimeout(60_000);

const server = startMockServer();

beforeAll(giveTheBoardLayout);
beforeEach(() => window.localStorage.clear());
afterEach(() => server.events.removeAllListeners());

const yamada = anEntry({ employeeName: '山田 太郎', isStale: true });

describe('a 1on1 agenda', () => {
  it("shows the manager the member's topics with the response they want, and suggests topics when the 1on1 is stale", async () => {
    const agenda = anAgenda({
      entryId: yamada.id,
      isStale: true,
      topics: [
        anAgendaTopic({ title: 'キャリアの方向性', responseWanted: 'think_together', notes: '設計にも関わりたい' }),
        anAgendaTopic({ title: '業務量', priority: 2, responseWanted: 'listen' }),
      ],
      actionItems: [
        { id: 'a1', title: '設計レビューに参加する', owner: 'member', dueDate: null, done: false, carriedOver: true, sessionId: 's1', sessionDate: '2026-10-01' },
      ],
      suggestedTopics: [{ id: 'default-wellbeing', name: '心身のコンディション', category: 'wellbeing', categoryLabel: 'コンディション', description: null, isActive: true }],
    });
    serveBoard(server, { entries: [yamada], agenda });
    let posted: unknown = null;
    server.use(
      http.post('/api/1on1-agendas/:entryId/sessions/next/topics', async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(agenda, { status: 201 });
      }),
    );
    renderApp('/community/1on1');
    await findBoard();
    await user.click(memberPanel().getByLabelText('山田 太郎の詳細を開く'));
    const drawer = within(await findDialog('山田 太郎'));
    const topics = within(await drawer.findByRole('list', { name: '次回のアジェンダ' }));
    const [career, workload] = topics.getAllByRole('listitem');
    expect(within(career).getByText('一緒に考えてほしい')).toBeInTheDocument();
    expect(within(career).getByText('設計にも関わりたい')).toBeInTheDocument();
    expect(within(workload).getByText('ただ聞いてほしい')).toBeInTheDocument();
    const carried = within(drawer.getByRole('list', { name: 'アクションアイテム' })).getByRole('listitem');
    expect(carried).toHaveTextContent('2026/10/01');
    expect(carried).toHaveTextContent('から持ち越し');
    // The manager may not close the member's item.
    expect(within(carried).getByRole('checkbox')).toBeDisabled();

    await user.click(drawer.getByRole('button', { name: '「心身のコンディション」を追加' }));
    await waitFor(() => expect(posted).toEqual({ title: '心身のコンディション', topicId: 'default-wellbeing' }));
  });

  it('says when a recorded session is not on the agenda yet, and reads again only when asked (no polling: the record waits for it)', async () => {
    const pending = anAgenda({ entryId: yamada.id, lastSessionDate: '2026-11-01', pastSessions: [] });
    const closed = anAgenda({
      entryId: yamada.id,
      lastSessionDate: '2026-11-01',
      pastSessions: [{ sessionId: 's1', sessionDate: '2026-11-01', topics: [], actionItems: [], pulse: null }],
    });
    serveBoard(server, { entries: [yamada], agenda: pending });
    let reads = 0;
    let answer = pending;
    server.use(
      http.get('/api/1on1-agendas/:entryId', () => {
        reads += 1;
        return HttpResponse.json(answer);
      }),
    );
    renderApp('/community/1on1');
    await findBoard();
    await user.click(memberPanel().getByLabelText('山田 太郎の詳細を開く'));
    const drawer = within(await findDialog('山田 太郎'));
    expect(await drawer.findByText('記録した1on1をアジェンダに反映しています…')).toBeInTheDocument();
    const settled = reads;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(reads).toBe(settled);

    answer = closed;
    await user.click(drawer.getByRole('button', { name: '再読み込み' }));
    await waitFor(() => expect(drawer.queryByText('記録した1on1をアジェンダに反映しています…')).not.toBeInTheDocument());
  });

  it('asks the member what response they want before a topic is sent, then sends it with the catalogue topic', async () => {
    const agenda = anAgenda({ entryId: 'entry-9', role: 'member', approach: null });
    server.use(
      currentUserHandler(aUser()),
      http.get('/api/1on1-agendas/mine', () =>
        HttpResponse.json([{ entryId: 'entry-9', managerName: '高橋 誠', lastSessionDate: null, nextSessionDate: null, topics: 0, openActionItems: 0 }]),
      ),
      http.get('/api/1on1-agendas/:entryId', () => HttpResponse.json(agenda)),
    );
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/1on1-agendas/:entryId/sessions/next/topics', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(agenda, { status: 201 });
      }),
    );
    renderApp('/community/1on1/agenda');
    expect(await screen.findByText('高橋 誠 さんとの1on1')).toBeInTheDocument();
    const form = within(await screen.findByRole('form', { name: '議題を追加' }));
    await user.type(form.getByLabelText('議題'), 'キャリアの方向性');
    await user.click(form.getByRole('button', { name: /議題を追加/ }));
    expect(await form.findByText('希望する関わり方を選んでください')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(form.getByText('具体的なアドバイスがほしい'));
    await user.click(form.getByRole('button', { name: /議題を追加/ }));
    await waitFor(() =>
      expect(bodies).toEqual([{ title: 'キャリアの方向性', topicId: 'default-career', priority: 1, notes: null, responseWanted: 'advice' }]),
    );
  });

  it("lets the team's leaders deactivate a catalogue topic rather than delete it", async () => {
    serveBoard(server, { entries: [yamada] });
    const catalogue = {
      teamId: 'team-1',
      canManage: true,
      topics: [{ id: 'default-workload', name: '業務量と優先順位', category: 'workload', categoryLabel: '業務量・働き方', description: null, isActive: true }],
    };
    let sent: unknown = null;
    server.use(
      http.get('/api/1on1-agendas/teams/:teamId/topics', () => HttpResponse.json(catalogue)),
      http.put('/api/1on1-agendas/teams/:teamId/topics/:topicId/active', async ({ request, params }) => {
        sent = { topicId: params.topicId, body: await request.json() };
        return HttpResponse.json(catalogue);
      }),
    );
    renderApp('/community/1on1');
    await findBoard();
    await user.click(screen.getByRole('button', { name: /議題トピック/ }));
    const dialog = within(await findDialog('1on1の議題トピック（営業チーム）'));
    await user.click(await dialog.findByRole('switch', { name: '「業務量と優先順位」を使う' }));
    await waitFor(() => expect(sent).toEqual({ topicId: 'default-workload', body: { isActive: false } }));
    expect(dialog.queryByRole('button', { name: /削除/ })).toBeNull();
  });
});
