import { render, screen } from '@testing-library/react';
import { makeStore } from '../../../app/store';
import type { CommunityEventDetailResponse, EventAnalyticsResponse, EventRegistrationResponse } from '../../../shared/api/generated/community-events';
import { TestProviders } from '../../../test-support/test-providers';
import { AnalyticsCard } from '../components/AnalyticsCard';
import { HostPanel } from '../components/HostPanel';
import { isHeld } from '../lib/event-format';

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

function anEvent(overrides: Partial<CommunityEventDetailResponse>): CommunityEventDetailResponse {
  return {
    id: 'e1',
    title: '1on1入門ウェビナー',
    description: null,
    eventType: 'webinar',
    status: 'live',
    hostId: 'me',
    hostName: '山田 太郎',
    platform: 'zoom',
    startTime: at(2),
    endTime: at(3),
    timezone: 'Asia/Tokyo',
    maxParticipants: 10,
    isRecorded: false,
    recordingUrl: null,
    materials: [],
    tags: [],
    isPublic: true,
    requiresApproval: false,
    registeredCount: 1,
    waitlistCount: 0,
    pendingCount: 0,
    placesLeft: 9,
    myRegistration: null,
    canManage: true,
    revision: 3,
    meetingUrl: null,
    meetingId: null,
    passcode: null,
    sessions: [],
    registrations: [seat],
    analytics,
    myFeedback: null,
    canGiveFeedback: false,
    ...overrides,
  } as CommunityEventDetailResponse;
}

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
    const { unmount } = renderWith(<HostPanel event={anEvent({ status: 'live', startTime: at(2) })} />);
    expect(screen.getByRole('checkbox', { name: '出席: 佐藤 花子' })).toBeDisabled();
    unmount();
    renderWith(<HostPanel event={anEvent({ status: 'live', startTime: at(-1) })} />);
    expect(screen.getByRole('checkbox', { name: '出席: 佐藤 花子' })).toBeEnabled();
  });
});
