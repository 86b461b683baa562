import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { makeStore } from '../../../app/store';
import { startMockServer } from '../../../test-support/msw';
import { TestProviders } from '../../../test-support/test-providers';
import { NextStepActions } from '../components/NextStepActions';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const STEP = { sessionId: 'session-1', title: '今週の一歩', description: '来週の1on1で、評価せずに話を聴く時間を15分とってみます。' };

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

const renderStep = () =>
  render(
    <TestProviders store={makeStore()}>
      <MemoryRouter initialEntries={['/community/ai-coach']}>
        <Routes>
          <Route path="/community/ai-coach" element={<NextStepActions step={STEP} />} />
          <Route path="/community/pffr" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );

describe('a next step of the AI coach', () => {
  it('is saved to the journal as this week\'s next step of its session', async () => {
    const written: unknown[] = [];
    server.use(
      http.post('/api/journal', async ({ request }) => {
        written.push(await request.json());
        return HttpResponse.json({ id: 'entry-1' }, { status: 201 });
      }),
    );
    renderStep();
    await user.click(screen.getByRole('button', { name: /ジャーナルに保存/ }));
    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0]).toMatchObject({ sessionId: 'session-1', title: '今週の一歩', goals: STEP.description });
    expect(await screen.findByText('次のステップをジャーナルに保存しました')).toBeInTheDocument();
  });

  it('opens the growth cycles page with the step handed over for a new cycle', async () => {
    renderStep();
    await user.click(screen.getByRole('button', { name: /成長サイクルの目標にする/ }));
    const location = new URL(`http://x${(await screen.findByRole('status', { name: 'location' })).textContent}`);
    expect(location.pathname).toBe('/community/pffr');
    expect(location.searchParams.get('goal')).toBe(STEP.description);
    expect(location.searchParams.get('goalTitle')).toBe(STEP.description);
  });
});
