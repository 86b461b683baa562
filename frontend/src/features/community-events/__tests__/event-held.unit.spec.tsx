import { render, screen } from '@testing-library/react';
import { makeStore } from '../../../app/store';
import type { CommunityEventDetailResponse, EventAnalyticsResponse, EventRegistrationResponse } from '../../../shared/api/generated/community-events';
import { TestProviders } from '../../../test-support/test-providers';
import { AnalyticsCard } from '../components/AnalyticsCard';
import { HostPanel } from '../components/HostPanel';
import { isHeld } from '../lib/event-format';
import { anEvent } from './event-mother';

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const analytics: EventAnalyticsResponse = {
  totalRegistrations: 4,
  totalAttendees: 0,
  averageRating: null,
  completionRate: 0,
  engagementScore: 0,
  recommendRate: null,
  feedbackCount: 0,
  waitlisted: 0,
  pending: 0,
};

const seat = { userId: 'u1', userName: '佐藤 花子', status: 'registered', registeredAt: at(-24), waitlistPosition: null, notes: null } as unknown as EventRegistrationResponse;

/** A live event with one seat holder and the analytics above, starting in two hours unless said. */
const aLiveEvent = (overrides: Partial<CommunityEventDetailResponse>) =>
  anEvent({ status: 'live', startTime: at(2), endTime: at(3), registeredCount: 1, registrations: [seat], analytics, ...overrides });

const renderWith = (ui: React.ReactNode) => render(<TestProviders store={makeStore()}>{ui}</TestProviders>);

describe('an event not held yet', () => {
  it('is held once live or completed and its start has passed, not before', () => {
    expect(isHeld({ status: 'live', startTime: at(1) })).toBe(false);
    expect(isHeld({ status: 'scheduled', startTime: at(-1) })).toBe(false);
    expect(isHeld({ status: 'live', startTime: at(-1) })).toBe(true);
    expect(isHeld({ status: 'completed', startTime: at(-3) })).toBe(true);
  });

  it('shows 「—」 for attendance, its rate and engagement until held, and the figures after', () => {
    const { unmount } = renderWith(<AnalyticsCard analytics={analytics} held={false} />);
    // Registrations are known; what only a held event can say is not a 0.
    expect(screen.getByText('参加確定').closest('.ant-statistic')).toHaveTextContent('4名');
    for (const title of ['出席', '出席率', 'エンゲージメント']) expect(screen.getByText(title).closest('.ant-statistic')).toHaveTextContent(`${title}—`);
    expect(screen.getByText(/出席・評価に関わる数値は、イベントの開催後に表示されます。/)).toBeInTheDocument();
    unmount();
    renderWith(<AnalyticsCard analytics={analytics} held />);
    expect(screen.getByText('出席率').closest('.ant-statistic')).toHaveTextContent('0%');
    expect(screen.getByText('出席').closest('.ant-statistic')).toHaveTextContent('0名');
  });

  it('does not let the host tick attendance before the start, even when set live early', () => {
    const { unmount } = renderWith(<HostPanel event={aLiveEvent({ status: 'live', startTime: at(2) })} />);
    expect(screen.getByRole('checkbox', { name: '出席: 佐藤 花子' })).toBeDisabled();
    unmount();
    renderWith(<HostPanel event={aLiveEvent({ status: 'live', startTime: at(-1) })} />);
    expect(screen.getByRole('checkbox', { name: '出席: 佐藤 花子' })).toBeEnabled();
  });
});
