import type { RegistrationStatus } from './community-event.js';

/** Event analytics of spec part 2 §3, computed from the registrations and feedback. */
export interface EventAnalytics {
  /** Registrations holding a seat (registered or attended). */
  totalRegistrations: number;
  /** Registrations the host marked as attended. */
  totalAttendees: number;
  /** Mean rating 1..5 over the feedback given, one decimal; null without feedback. */
  averageRating: number | null;
  /** Attendees per registration, percent 0..100; null without registrations. */
  completionRate: number | null;
  /**
   * 0..100; null without registrations. 50 % attendance rate, 25 % feedback rate (feedback per
   * attendee), 25 % satisfaction (the mean rating mapped from 1..5 onto 0..1); docs/modules/community-events.md.
   */
  engagementScore: number | null;
  /** Share of feedback that would recommend the event, percent; null without feedback. */
  recommendRate: number | null;
  feedbackCount: number;
  waitlisted: number;
  pending: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const ratio = (part: number, whole: number) => (whole === 0 ? 0 : Math.min(1, part / whole));

export function eventAnalytics(
  registrations: readonly { status: RegistrationStatus }[],
  feedback: readonly { rating: number; wouldRecommend: boolean }[],
): EventAnalytics {
  const count = (status: RegistrationStatus) => registrations.filter((r) => r.status === status).length;
  const totalAttendees = count('attended');
  const totalRegistrations = count('registered') + totalAttendees;
  const feedbackCount = feedback.length;
  const meanRating = feedbackCount === 0 ? null : feedback.reduce((sum, f) => sum + f.rating, 0) / feedbackCount;
  const attendance = ratio(totalAttendees, totalRegistrations);
  const engagement =
    0.5 * attendance + 0.25 * ratio(feedbackCount, totalAttendees) + 0.25 * (meanRating === null ? 0 : (meanRating - 1) / 4);
  return {
    totalRegistrations,
    totalAttendees,
    averageRating: meanRating === null ? null : round1(meanRating),
    completionRate: totalRegistrations === 0 ? null : round1(attendance * 100),
    engagementScore: totalRegistrations === 0 ? null : Math.round(engagement * 100),
    recommendRate: feedbackCount === 0 ? null : round1((feedback.filter((f) => f.wouldRecommend).length / feedbackCount) * 100),
    feedbackCount,
    waitlisted: count('waitlisted'),
    pending: count('pending'),
  };
}
