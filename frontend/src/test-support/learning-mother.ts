import type { LearningSummaryResponse } from '../shared/api/generated/learning';

/** A user's learning summary (the learning page's and the dashboard's), changed where a spec needs. */
export const aLearningSummary = (overrides: Partial<LearningSummaryResponse> = {}): LearningSummaryResponse => ({
  totalCount: 9,
  completedCount: 0,
  startedCount: 0,
  overallPercent: 0,
  studyMinutesThisMonth: 0,
  studyMinutesTotal: 0,
  badgesEarned: 0,
  badges: [
    { badge: 'first_step', earned: false },
    { badge: 'three_completed', earned: false },
  ],
  categories: [
    { category: 'one_on_one_basics', itemCount: 3, completedCount: 0, percent: 0 },
    { category: 'matrix_usage', itemCount: 3, completedCount: 0, percent: 0 },
    { category: 'case_studies', itemCount: 3, completedCount: 0, percent: 0 },
  ],
  ...overrides,
});
