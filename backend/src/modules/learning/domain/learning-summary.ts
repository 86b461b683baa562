import { LEARNING_CATEGORIES, type LearningCategory } from '../events/learning-content.events.js';

/**
 * The learning screen's summary cards and category bars, computed from the user's progress (the
 * spec's 75 %, 12 of 16, 24 hours, 5 badges and 80/65/45 were fixed numbers).
 */
export const BADGES = ['first_step', 'three_completed', 'one_on_one_basics_mastered', 'matrix_usage_mastered', 'case_studies_mastered', 'one_hour_studied', 'all_completed'] as const;
export type Badge = (typeof BADGES)[number];

export interface SummaryInput {
  /** The public content: its id and category. */
  contents: readonly { id: string; category: LearningCategory }[];
  /** The user's progress rows (a reset row has `started` false). */
  progress: readonly { contentId: string; progress: number; completed: boolean; started: boolean }[];
  studySecondsThisMonth: number;
  studySecondsTotal: number;
}

export interface CategorySummary {
  category: LearningCategory;
  itemCount: number;
  completedCount: number;
  /** Mean progress over the category's items (a completed one counts 100), rounded. */
  percent: number;
}

export interface LearningSummary {
  totalCount: number;
  completedCount: number;
  startedCount: number;
  /** completedCount / totalCount, rounded; 0 without content. */
  overallPercent: number;
  studyMinutesThisMonth: number;
  studyMinutesTotal: number;
  badgesEarned: number;
  badges: { badge: Badge; earned: boolean }[];
  categories: CategorySummary[];
}

const ONE_HOUR = 3600;

export function learningSummary(input: SummaryInput): LearningSummary {
  const byContent = new Map(input.progress.map((row) => [row.contentId, row]));
  const of = (id: string) => byContent.get(id);
  const completed = (id: string) => of(id)?.completed === true;
  const percentOf = (id: string) => (completed(id) ? 100 : Math.min(100, of(id)?.started ? (of(id)?.progress ?? 0) : 0));

  const completedCount = input.contents.filter((content) => completed(content.id)).length;
  const startedCount = input.contents.filter((content) => of(content.id)?.started).length;
  const categories = LEARNING_CATEGORIES.map((category): CategorySummary => {
    const items = input.contents.filter((content) => content.category === category);
    return {
      category,
      itemCount: items.length,
      completedCount: items.filter((content) => completed(content.id)).length,
      percent: items.length === 0 ? 0 : Math.round(items.reduce((sum, content) => sum + percentOf(content.id), 0) / items.length),
    };
  });
  const mastered = (category: LearningCategory) => {
    const summary = categories.find((c) => c.category === category)!;
    return summary.itemCount > 0 && summary.completedCount === summary.itemCount;
  };
  const earned: Record<Badge, boolean> = {
    first_step: completedCount >= 1,
    three_completed: completedCount >= 3,
    one_on_one_basics_mastered: mastered('one_on_one_basics'),
    matrix_usage_mastered: mastered('matrix_usage'),
    case_studies_mastered: mastered('case_studies'),
    one_hour_studied: input.studySecondsTotal >= ONE_HOUR,
    all_completed: input.contents.length > 0 && completedCount === input.contents.length,
  };
  const badges = BADGES.map((badge) => ({ badge, earned: earned[badge] }));
  return {
    totalCount: input.contents.length,
    completedCount,
    startedCount,
    overallPercent: input.contents.length === 0 ? 0 : Math.round((completedCount / input.contents.length) * 100),
    studyMinutesThisMonth: Math.floor(input.studySecondsThisMonth / 60),
    studyMinutesTotal: Math.floor(input.studySecondsTotal / 60),
    badgesEarned: badges.filter((b) => b.earned).length,
    badges,
    categories,
  };
}
