import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../app/store';
import { startMockServer } from '../../../test-support/msw';
import { TestProviders } from '../../../test-support/test-providers';
import { EditEventDialog } from '../components/EditEventDialog';
import { HostPanel } from '../components/HostPanel';
import { anEvent } from './event-mother';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const slowTest = 60_000;


const renderWith = (ui: React.ReactNode) => render(<TestProviders store={makeStore()}>{ui}</TestProviders>);

describe('the organiser’s edit dialog', () => {
  it('opens from the host panel while the event is open, not once it is over', async () => {
    const { unmount } = renderWith(<HostPanel event={anEvent()} />);
    await user.click(await screen.findByRole('button', { name: 'イベントを編集' }));
    expect(await screen.findByRole('dialog', { name: 'イベントを編集' })).toBeInTheDocument();
    unmount();
    renderWith(<HostPanel event={anEvent({ status: 'completed' })} />);
    expect(await screen.findByText('主催者メニュー')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'イベントを編集' })).not.toBeInTheDocument();
  }, slowTest);

  it('is prefilled with the current details (Tokyo wall times) and sends the corrected ones with If-Match', async () => {
    const sent: { ifMatch: string | null; body: unknown }[] = [];
    server.use(
      http.patch('/api/events/:id', async ({ request }) => {
        sent.push({ ifMatch: request.headers.get('If-Match'), body: await request.json() });
        return HttpResponse.json(anEvent({ title: '第2回' }));
      }),
    );
    const closed = jest.fn();
    renderWith(<EditEventDialog event={anEvent()} onClose={closed} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'イベントを編集' }));
    expect(dialog.getByLabelText('タイトル')).toHaveValue('1on1入門ウェビナー');
    expect(dialog.getByLabelText('説明')).toHaveValue('初めての1on1');
    expect(dialog.getByLabelText('開始日時（日本時間）')).toHaveValue('2026/12/01 19:00');
    expect(dialog.getByLabelText('終了日時（日本時間）')).toHaveValue('2026/12/01 20:00');
    expect(dialog.getByLabelText('最大参加者数')).toHaveValue('10');
    expect(dialog.getByLabelText('参加URL（参加確定者にのみ表示）')).toHaveValue('https://zoom.example/j/1');
    expect(dialog.getByText(/参加確定済み 4名より少なくはできません/)).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('タイトル'), { target: { value: '第2回' } });
    await user.click(dialog.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        ifMatch: '7',
        body: {
          title: '第2回',
          description: '初めての1on1',
          platform: 'zoom',
          startTime: '2026-12-01T19:00:00+09:00',
          endTime: '2026-12-01T20:00:00+09:00',
          maxParticipants: 10,
          meetingUrl: 'https://zoom.example/j/1',
        },
      },
    ]);
  }, slowTest);

  it('shows the server’s reason and stays open when the update is refused', async () => {
    const sent: unknown[] = [];
    server.use(
      http.patch('/api/events/:id', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ statusCode: 400, message: '最大参加者数は参加確定済みの人数（4人）より少なくできません', error: 'Bad Request' }, { status: 400 });
      }),
    );
    const closed = jest.fn();
    renderWith(<EditEventDialog event={anEvent()} onClose={closed} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'イベントを編集' }));
    fireEvent.change(dialog.getByLabelText('最大参加者数'), { target: { value: '2' } });
    await user.click(dialog.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ maxParticipants: 2 })]));
    // A final refusal's toast gives the server's reason (shared/api/api-error.ts).
    expect(await screen.findByText('最大参加者数は参加確定済みの人数（4人）より少なくできません', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(closed).not.toHaveBeenCalled();
  }, slowTest);

  it('refuses an end before the start before sending anything', async () => {
    const sent: unknown[] = [];
    server.use(http.patch('/api/events/:id', () => {
      sent.push(1);
      return HttpResponse.json(anEvent());
    }));
    renderWith(<EditEventDialog event={anEvent({ startTime: '2026-12-01T10:00:00.000Z', endTime: '2026-12-01T10:00:00.000Z' })} onClose={() => undefined} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'イベントを編集' }));
    await user.click(dialog.getByRole('button', { name: '保存する' }));
    expect(await dialog.findByText('終了日時は開始日時より後にしてください')).toBeInTheDocument();
    expect(sent).toEqual([]);
  }, slowTest);
});
