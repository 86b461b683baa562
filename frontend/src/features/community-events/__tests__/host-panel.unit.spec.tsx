import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { makeStore } from '../../../app/store';
import type { EventRegistrationResponse } from '../../../shared/api/generated/community-events';
import { TestProviders } from '../../../test-support/test-providers';
import { atWidth, columnHeaders as headers, resetWidth } from '../../../test-support/viewport';
import { HostPanel } from '../components/HostPanel';
import { anEvent } from './event-mother';

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const registration = (userName: string, status: EventRegistrationResponse['status']) =>
  ({ userId: userName, userName, status, registeredAt: at(-24), waitlistPosition: null, notes: null }) as unknown as EventRegistrationResponse;

/** A live event, started an hour ago, with one seat holder and one request to approve. */
const event = anEvent({
  status: 'live',
  startTime: at(-1),
  endTime: at(1),
  registeredCount: 1,
  registrations: [registration('佐藤 花子', 'registered'), registration('田中 結衣', 'pending')],
});


describe("the host's participant list", () => {
  afterEach(resetWidth);

  it('keeps who, their state and the attendance tick on a 390 px phone, and folds approve and the date into the row', async () => {
    atWidth(390);
    render(
      <TestProviders store={makeStore()}>
        <HostPanel event={event} />
      </TestProviders>,
    );
    expect(headers()).toEqual(['名前', '状態', '出席']);
    expect(screen.getByRole('checkbox', { name: '出席: 佐藤 花子' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '承認' })).not.toBeInTheDocument();
    const pending = screen.getByText('田中 結衣').closest('tr') as HTMLElement;
    await user.click(within(pending).getByRole('button', { name: /展開|expand/i }));
    expect(await screen.findByRole('button', { name: '承認' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '却下' })).toBeInTheDocument();
    expect(screen.getByText('申込日時')).toBeInTheDocument();
  });

  it('shows every column on a desktop', () => {
    atWidth(1280);
    render(
      <TestProviders store={makeStore()}>
        <HostPanel event={event} />
      </TestProviders>,
    );
    expect(headers()).toEqual(['名前', '状態', '申込日時', '出席', '操作']);
    expect(screen.getByRole('button', { name: '承認' })).toBeInTheDocument();
  });
});
