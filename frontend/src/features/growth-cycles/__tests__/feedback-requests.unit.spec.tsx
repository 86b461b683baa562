import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { FeedbackRequestResponse } from '../../../shared/api/generated/growth-cycles';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';
import { aCycle } from './growth-cycle-mothers';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const pageLoad = { timeout: 15_000 };
const slowTest = 60_000;

const aRequest = (overrides: Partial<FeedbackRequestResponse> = {}): FeedbackRequestResponse => ({
  id: 'req-1',
  askedUserId: 'u-tanaka',
  askedName: '田中 結衣',
  kind: 'feedback',
  status: 'open',
  requestedAt: '2026-11-25T01:00:00.000Z',
  remindAt: '2026-11-30T01:00:00.000Z',
  remindedAt: null,
  closedAt: null,
  ...overrides,
});

/** The owner's current cycle, whom they asked (`requests`, grown by each POST) and the teammates they may ask. */
function ownerWithRequests(requests: FeedbackRequestResponse[], toMe: unknown[] = []) {
  const sent: unknown[] = [];
  const current = aCycle();
  server.use(
    currentUserHandler(aUser()),
    http.get('/api/pffr/growth-cycles', () => HttpResponse.json([current])),
    http.get('/api/pffr/growth-cycles/active', () => HttpResponse.json({ cycle: current })),
    http.get('/api/pffr/growth-cycles/:id/received', () => HttpResponse.json({ feedback: [], feedForward: [] })),
    http.get('/api/pffr/feedback-requests/to-me', () => HttpResponse.json(toMe)),
    http.get('/api/pffr/feedback-requests/colleagues', () =>
      HttpResponse.json([
        { userId: 'u-tanaka', displayName: '田中 結衣' },
        { userId: 'u-sato', displayName: '佐藤 健' },
      ]),
    ),
    http.get('/api/pffr/growth-cycles/:id/feedback-requests', () => HttpResponse.json(requests)),
    http.post('/api/pffr/growth-cycles/:id/feedback-requests', async ({ request }) => {
      const body = (await request.json()) as { kind: 'feedback' | 'feed_forward'; userIds: string[] };
      sent.push(body);
      requests.unshift(aRequest({ id: 'req-2', askedUserId: 'u-sato', askedName: '佐藤 健', kind: body.kind }));
      return HttpResponse.json(requests, { status: 201 });
    }),
  );
  return sent;
}

describe('feedback requests on the growth-cycle page', () => {
  it('asks a teammate found by name for feed-forward, and lists each request with its state', async () => {
    const sent = ownerWithRequests([aRequest(), aRequest({ id: 'req-0', askedName: null, status: 'answered', closedAt: '2026-11-26T01:00:00.000Z' })]);
    renderApp('/community/pffr');
    const card = within(await screen.findByTestId('feedback-requests', {}, pageLoad));
    expect(await card.findByText('田中 結衣')).toBeInTheDocument();
    expect(card.getByText('回答待ち')).toBeInTheDocument();
    expect(card.getByText('回答済み')).toBeInTheDocument();
    expect(card.getByText('（退会したユーザー）')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'フィードフォワードを依頼' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'フィードフォワードを依頼する' }));
    await user.click(dialog.getByRole('button', { name: '依頼する' }));
    expect(await dialog.findByText('依頼するメンバーを選んでください')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('依頼するメンバー'), '佐藤');
    await user.click(await screen.findByText('佐藤 健', { selector: '.ant-select-item-option-content' }));
    await user.click(dialog.getByRole('button', { name: '依頼する' }));
    await waitFor(() => expect(sent).toEqual([{ kind: 'feed_forward', userIds: ['u-sato'] }]));
    expect(await card.findByText('佐藤 健')).toBeInTheDocument();
  }, slowTest);

  it('shows the open requests to the caller, each with the button that answers it on the cycle', async () => {
    ownerWithRequests([], [{ id: 'req-9', cycleId: 'cycle-9', cycleTitle: '会議で最初に発言する', ownerUserId: 'u-kato', ownerName: '加藤 花子', kind: 'feedback', requestedAt: '2026-11-25T01:00:00.000Z', reminded: true }]);
    server.use(http.get('/api/pffr/growth-cycles/cycle-9', () => HttpResponse.json(aCycle({ id: 'cycle-9', userId: 'u-kato', ownerName: '加藤 花子', title: '会議で最初に発言する' }))));
    renderApp('/community/pffr');
    const card = within(await screen.findByTestId('requests-to-me', {}, pageLoad));
    expect(card.getByText('加藤 花子 さんからフィードバックの依頼')).toBeInTheDocument();
    expect(card.getByText(/リマインド済み/)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: '称賛を送る' }));
    expect(await screen.findByRole('dialog', { name: '加藤 花子 さんに称賛を送る' })).toBeInTheDocument();
  }, slowTest);
});
