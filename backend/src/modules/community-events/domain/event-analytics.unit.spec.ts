import { eventAnalytics } from './event-analytics.js';

const reg = (status: 'registered' | 'attended' | 'waitlisted' | 'pending' | 'cancelled' | 'declined') => ({ status });

describe('event analytics', () => {
  it('answers nothing to average or rate before anyone registered', () => {
    expect(eventAnalytics([reg('waitlisted'), reg('cancelled')], [])).toEqual({
      totalRegistrations: 0,
      totalAttendees: 0,
      averageRating: null,
      completionRate: null,
      engagementScore: null,
      recommendRate: null,
      feedbackCount: 0,
      waitlisted: 1,
      pending: 0,
    });
  });

  it('counts seats, attendees and feedback, and weighs engagement 50/25/25', () => {
    const registrations = [reg('attended'), reg('attended'), reg('attended'), reg('registered'), reg('pending'), reg('declined')];
    const feedback = [
      { rating: 5, wouldRecommend: true },
      { rating: 4, wouldRecommend: false },
    ];
    const analytics = eventAnalytics(registrations, feedback);
    expect(analytics).toMatchObject({ totalRegistrations: 4, totalAttendees: 3, averageRating: 4.5, completionRate: 75, recommendRate: 50, pending: 1 });
    // 0.5 × 3/4 + 0.25 × 2/3 + 0.25 × (4.5 − 1)/4 = 0.375 + 0.1667 + 0.21875 = 0.7604
    expect(analytics.engagementScore).toBe(76);
  });

  it('gives full engagement when everyone came and rated it 5', () => {
    expect(eventAnalytics([reg('attended'), reg('attended')], [{ rating: 5, wouldRecommend: true }, { rating: 5, wouldRecommend: true }]).engagementScore).toBe(100);
  });
});
