import type { LearningContentResponse, LearningSummaryResponse } from '../../../shared/api/generated/learning';

/** What the learning screens' specs start from: a lesson and a summary, each changed where a spec needs. */
export const notStarted = { progress: 0, position: 0, completed: false, startedAt: null, completedAt: null };

export const aContent = (overrides: Partial<LearningContentResponse> = {}): LearningContentResponse => ({
  id: 'lesson-1on1-purpose',
  title: '1on1は誰のための時間か',
  description: '1on1の基本を学びます。',
  contentType: 'reading',
  videoUrl: null,
  thumbnailUrl: null,
  duration: 6,
  durationMinutes: 6,
  difficulty: 'beginner',
  category: 'one_on_one_basics',
  tags: ['1on1', '傾聴', '基本', '四つ目のタグ'],
  body: null,
  isPublic: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  revision: 0,
  myProgress: notStarted,
  videoFile: null,
  ...overrides,
});

export const aSummary = (overrides: Partial<LearningSummaryResponse> = {}): LearningSummaryResponse => ({
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
