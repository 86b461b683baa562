import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { serveCoach } from '../../../test-support/coach-server';
import { button, findBoard, findDialog, giveTheBoardLayout, memberPanel, serveBoard, user } from './board-test-kit';
import { anEntry, aSession } from './one-on-one-mothers';

jest.setTimeout(60_000);

const server = startMockServer();

beforeAll(giveTheBoardLayout);
beforeEach(() => window.localStorage.clear());
afterEach(() => server.events.removeAllListeners());

const yamada = anEntry({
  employeeName: '山田 太郎',
  quadrant: 'trust_building',
  approachLabel: '信頼構築（母性的な優しさ）',
  recommendedApproach: 'まずは話を最後まで聴きましょう。',
  lastSessionDate: '2026-10-01',
  nextSessionDate: '2026-10-15',
  isStale: true,
  revision: 9,
});

async function openYamada() {
  await findBoard();
  await user.click(memberPanel().getByLabelText('山田 太郎の詳細を開く'));
  return findDialog('山田 太郎');
}

describe('a member’s 1on1 sessions', () => {
  it('shows the approach, the last and next 1on1 and the follow-up flag', async () => {
    serveBoard(server, {
      entries: [yamada],
      sessions: [
        aSession({
          entryId: yamada.id,
          sessionDate: '2026-10-01',
          effectiveness: 4,
          outcomes: '目標を一緒に決めた',
          nextSessionDate: '2026-10-15',
        }),
      ],
    });
    renderApp('/community/1on1');
    const drawer = within(await openYamada());
    expect(drawer.getByText('まずは話を最後まで聴きましょう。')).toBeInTheDocument();
    expect(drawer.getByText('信頼構築（母性的な優しさ）')).toBeInTheDocument();
    expect(drawer.getAllByText('要フォロー').length).toBeGreaterThan(0);
    expect(drawer.getByText('最後の1on1から14日以上経っています。早めに時間をとりましょう。')).toBeInTheDocument();
    expect(drawer.getAllByText(/^2026\/10\/01/).length).toBeGreaterThan(0);
    expect(drawer.getByText(/^2026\/10\/15/)).toBeInTheDocument();
    expect(await drawer.findByText('目標を一緒に決めた')).toBeInTheDocument();
  });

  it('records a session with its date, approach, effectiveness and next date', async () => {
    const calls = serveBoard(server, { entries: [yamada] });
    server.use(http.post('/api/1on1-matrix/:id/sessions', () => HttpResponse.json(aSession({ entryId: yamada.id }), { status: 201 })));
    renderApp('/community/1on1');
    const drawer = await openYamada();
    expect(await within(drawer).findByText('まだ1on1の記録がありません')).toBeInTheDocument();
    await user.click(button('1on1を記録', drawer));
    const dialog = await findDialog('1on1を記録：山田 太郎');
    await user.click(within(dialog).getAllByRole('radio')[3]);
    // One paste, not keystrokes: the auto-sizing text area measures itself on every change.
    await user.click(within(dialog).getByLabelText('成果（任意）'));
    await user.paste('次の目標を決めた');
    await user.click(button('記録する', dialog));

    expect(await screen.findByText('1on1を記録しました')).toBeInTheDocument();
    await waitFor(() => expect(calls.requests).toHaveLength(1));
    const [request] = calls.requests;
    expect(request).toMatchObject({ method: 'POST', path: `/api/1on1-matrix/${yamada.id}/sessions`, ifMatch: '9' });
    expect(request.body).toMatchObject({
      approach: 'trust_building',
      effectiveness: 4,
      outcomes: '次の目標を決めた',
      feedback: null,
      nextSessionDate: null,
    });
    expect((request.body as { sessionDate: string }).sessionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('asks for the effectiveness before recording', async () => {
    const calls = serveBoard(server, { entries: [yamada] });
    renderApp('/community/1on1');
    const drawer = await openYamada();
    await user.click(button('1on1を記録', drawer));
    const dialog = await findDialog('1on1を記録：山田 太郎');
    await user.click(button('記録する', dialog));
    expect(await within(dialog).findByText('効果を選択してください')).toBeInTheDocument();
    expect(calls.requests).toEqual([]);
  });

  it('hands the member over to the AI coach from the drawer and opens the coach with its analysis', async () => {
    serveBoard(server, { entries: [yamada] });
    const { started } = serveCoach(server, '山田 太郎さんとの1on1に向けて、事実をまとめました。\n次の1on1で、山田 太郎さんにまず何を聞いてみたいですか？');
    renderApp('/community/1on1');
    const drawer = await openYamada();
    await user.click(button('このメンバーについてAIコーチに相談', drawer));
    // Only the member's reference is sent: the server gathers the facts.
    await waitFor(() =>
      expect(started).toEqual([
        { sessionType: 'coaching', topic: '山田 太郎さんとの1on1', context: JSON.stringify({ source: 'one-on-one', teamId: yamada.teamId, memberId: yamada.employeeId }), messages: [], isActive: true },
      ]),
    );
    expect(await screen.findByText(/山田 太郎さんにまず何を聞いてみたいですか？/)).toBeInTheDocument();
  });
});
