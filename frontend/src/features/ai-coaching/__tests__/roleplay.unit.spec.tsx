import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { makeStore } from '../../../app/store';
import type { CoachingSessionResponse, ScenarioResponse } from '../../../shared/api/generated/ai-coaching';
import { startMockServer } from '../../../test-support/msw';
import { TestProviders } from '../../../test-support/test-providers';
import { RoleplayDialog } from '../components/RoleplayDialog';
import RoleplayPage from '../routes/RoleplayPage';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const slowTest = 60_000;

const scenario = (id: string, title: string, offeredOn: ScenarioResponse['offeredOn']): ScenarioResponse => ({ id, title, description: `${title}の練習です。`, difficulty: '中', duration: '10-15分', offeredOn });
const SCENARIOS = [scenario('feedback', 'フィードバック', 'roleplay'), scenario('onboarding', '新メンバーのオンボーディング', 'roleplay'), scenario('struggling-member', '悩んでいるメンバー', 'coach'), scenario('high-performer', 'ハイパフォーマーとの1on1', 'coach')];

function aRoleplay(id: string, overrides: Partial<CoachingSessionResponse> = {}): CoachingSessionResponse {
  return {
    id,
    sessionType: 'roleplay',
    topic: null,
    context: JSON.stringify(SCENARIOS[2]),
    messages: [
      { id: `${id}-1`, role: 'assistant', content: '佐々木さん（経理・入社3年目）：……はい。大丈夫です。何のお話でしょうか。', timestamp: '2026-12-01T10:00:00.000Z', citations: [], cutOff: false },
      { id: `${id}-2`, role: 'user', content: '最近どう？', timestamp: '2026-12-01T10:01:00.000Z', citations: [], cutOff: false },
      { id: `${id}-3`, role: 'assistant', content: '最近、月末の締めの作業で、ミスが続いてしまっていて。', timestamp: '2026-12-01T10:01:01.000Z', citations: [], cutOff: false },
    ],
    summary: null,
    debrief: null,
    isActive: true,
    isPending: false,
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:01:01.000Z',
    ...overrides,
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/community/ai-coach', element },
      { path: '/community/roleplay', element: <><Where />{path.startsWith('/community/roleplay') ? element : null}</> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <TestProviders store={makeStore()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('the AI coach\'s role-play dialog', () => {
  it('offers the coach\'s scenarios first, asks for one, starts the role-play with its JSON and opens its practice', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/ai-coaching/scenarios', () => HttpResponse.json(SCENARIOS)),
      http.post('/api/ai-coaching/sessions', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(aRoleplay('s1', { messages: [] }), { status: 201 });
      }),
    );
    renderAt('/community/ai-coach', <RoleplayDialog open onClose={() => undefined} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'ロールプレイで練習' }));
    const options = await dialog.findAllByRole('radio');
    expect(options).toHaveLength(4);
    const labels = dialog.getAllByText(/の練習です。$/).map((node) => node.textContent);
    expect(labels.slice(0, 2)).toEqual(['悩んでいるメンバーの練習です。', 'ハイパフォーマーとの1on1の練習です。']);
    expect(dialog.getByText('AIコーチのおすすめ')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: '練習を始める' }));
    expect(await dialog.findByText('ロールプレイシナリオを選択してください')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(dialog.getByRole('radio', { name: /悩んでいるメンバー/ }));
    await user.click(dialog.getByRole('button', { name: '練習を始める' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/community/roleplay?session=s1'));
    expect(sent).toEqual([{ sessionType: 'roleplay', context: JSON.stringify(SCENARIOS[2]), messages: [], isActive: true }]);
  }, slowTest);
});

describe('the role-play screen', () => {
  it('lists role-plays left half-way in its history and resumes one with its messages', async () => {
    const done = aRoleplay('s2', { isActive: false, summary: 'ロールプレイ「悩んでいるメンバー」: 1回の発言。' });
    server.use(
      http.get('/api/ai-coaching/scenarios', () => HttpResponse.json(SCENARIOS)),
      http.get('/api/ai-coaching/coach', () => HttpResponse.json({ provider: 'offline', offline: true })),
      http.get('/api/ai-coaching/sessions', () => HttpResponse.json([aRoleplay('s1'), done])),
      http.get('/api/ai-coaching/sessions/:id', ({ params }) => HttpResponse.json(params.id === 's1' ? aRoleplay('s1') : done)),
    );
    renderAt('/community/roleplay', <RoleplayPage />);
    expect(await screen.findByText('フィードバック')).toBeInTheDocument();
    expect(screen.queryByText('悩んでいるメンバー')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '履歴' }));
    expect(await screen.findByText('途中のロールプレイ')).toBeInTheDocument();
    expect(screen.getByText('終わったロールプレイ')).toBeInTheDocument();
    const resume = screen.getAllByRole('button', { name: /再開する/ });
    expect(resume).toHaveLength(1);
    await user.click(resume[0]);

    expect(await screen.findByText('最近、月末の締めの作業で、ミスが続いてしまっていて。')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/community/roleplay?session=s1');
    expect(screen.getByRole('textbox', { name: /メッセージを入力/ })).toBeInTheDocument();
  }, slowTest);
});
