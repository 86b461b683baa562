import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CoachingSessionResponse } from '../../../shared/api/generated/ai-coaching';
import type { CoachingInsightsResponse } from '../../../shared/api/generated/coaching-insights';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';
import { aSession, someInsights } from './insights-mothers';

const server = startMockServer();
const pageLoad = { timeout: 15_000 };
const slowTest = 60_000;

/** The coach page's reads: no active session unless given, the insights given. */
function coachPage({ insights = someInsights(), active = null as CoachingSessionResponse | null } = {}) {
  let current = active;
  const started: unknown[] = [];
  server.use(
    currentUserHandler(aUser()),
    http.get('/api/ai-coaching/coach', () => HttpResponse.json({ provider: 'offline', offline: true })),
    http.get('/api/ai-coaching/stats', () => HttpResponse.json({ completedSessions: 1, totalMessages: 5, activeWeeksOfLastFour: 2, activityThisWeek: 0 })),
    http.get('/api/ai-coaching/active-session', () => HttpResponse.json(current)),
    http.get('/api/ai-coaching/sessions', () => HttpResponse.json([])),
    http.get('/api/ai-coaching/recommendations', () => HttpResponse.json([])),
    http.get('/api/ai-coaching/insights', () => HttpResponse.json(insights)),
    http.get('/api/ai-coaching/sessions/:id', ({ params }) => HttpResponse.json(aSession({ id: String(params.id) }))),
    http.post('/api/ai-coaching/sessions', async ({ request }) => {
      started.push(await request.json());
      current = aSession({ id: 's-new', isActive: true, topic: null, messages: [aSession().messages[0]] });
      return HttpResponse.json(current, { status: 201 });
    }),
  );
  return { started };
}

async function openInsights() {
  renderApp('/community/ai-coach');
  await userEvent.click(await screen.findByText('インサイト', {}, pageLoad));
}

const card = (title: string) => within(screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement);

describe('the AI coach’s insights mode', () => {
  it('shows what the sessions and journal say over time, not the chat’s cards', async () => {
    coachPage();
    await openInsights();
    expect(await screen.findByText('「任せる・権限委譲」が2回のセッションやジャーナルでくり返し話題になっています。', {}, pageLoad)).toBeInTheDocument();
    expect(card('くり返し出てくるテーマ').getByText('任せる・権限委譲')).toBeInTheDocument();
    expect(card('決めた目標とその後').getByText('決めた目標2件のうち1件を、その後のセッションやジャーナルで振り返りました。')).toBeInTheDocument();
    expect(card('決めた目標とその後').getByText('振り返り済み')).toBeInTheDocument();
    expect(card('決めた目標とその後').getByText('まだ振り返っていない')).toBeInTheDocument();
    expect(card('GROWのバランス').getAllByText('1/2回')).toHaveLength(3);
    expect(screen.getByText('直近8週で、メッセージ5件、ジャーナル1件、セッション2回。今週の活動は0件です。')).toBeInTheDocument();
    expect(screen.queryByText('最近のセッション')).not.toBeInTheDocument();
    expect(screen.queryByText('今週のゴール')).not.toBeInTheDocument();
  }, slowTest);

  it('links back to the session an insight comes from', async () => {
    coachPage();
    await openInsights();
    // The card exists once the insights have loaded: wait for it before looking inside it.
    await screen.findByText('くり返し出てくるテーマ', { selector: '.ant-card-head-title' }, pageLoad);
    const links = await card('くり返し出てくるテーマ').findAllByRole('button', { name: '仕事を任せられない（11月16日）' }, pageLoad);
    await userEvent.click(links[0]);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('佐藤さんに仕事を任せられず、抱え込んでいます。')).toBeInTheDocument();
  }, slowTest);

  it('says what will show when there is nothing yet, and offers to start', async () => {
    const empty: CoachingInsightsResponse = { ...someInsights(), sessionCount: 0, entryCount: 0, themes: [], goals: [], goalsFollowedUp: 0, highlights: [], grow: { sessions: 0, stages: [] } };
    const { started } = coachPage({ insights: empty });
    await openInsights();
    expect(await screen.findByText('まだインサイトはありません', {}, pageLoad)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /コーチングを始める/ }));
    await waitFor(() => expect(started).toHaveLength(1));
  }, slowTest);
});

describe('the quick action 「コーチングを開始」 on the chat tab', () => {
  it('starts a coaching session when none is active and puts the cursor in its message box', async () => {
    const { started } = coachPage();
    renderApp('/community/ai-coach');
    await screen.findByText('コーチングを始めましょう', {}, pageLoad);
    const quick = within(screen.getByText('クイックアクション').closest('.ant-card') as HTMLElement);
    await userEvent.click(quick.getByRole('button', { name: /コーチングを開始/ }));
    await waitFor(() => expect(started).toEqual([{ sessionType: 'coaching', topic: null, messages: [], isActive: true }]));
    const box = await screen.findByPlaceholderText('メッセージを入力（Enterで送信、Shift+Enterで改行）');
    await waitFor(() => expect(box).toHaveFocus());
  }, slowTest);

  it('continues the active session instead of starting another', async () => {
    const { started } = coachPage({ active: aSession({ isActive: true }) });
    renderApp('/community/ai-coach');
    const box = await screen.findByPlaceholderText('メッセージを入力（Enterで送信、Shift+Enterで改行）', {}, pageLoad);
    const quick = within(screen.getByText('クイックアクション').closest('.ant-card') as HTMLElement);
    await userEvent.click(quick.getByRole('button', { name: /コーチングを開始/ }));
    await waitFor(() => expect(box).toHaveFocus());
    expect(started).toEqual([]);
  }, slowTest);
});
