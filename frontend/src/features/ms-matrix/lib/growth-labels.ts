import type { MsLevels } from '@pivot/rules';

export type PerformanceLabel = 'excellent' | 'good' | 'average' | 'needsImprovement';
export type ActivityLevel = 'high' | 'medium' | 'low';

/** Spec part 1 §9: from the average of skill and mindset: ≥75, ≥50, ≥25, below. */
export function performanceLabel({ skillLevel, mindsetLevel }: MsLevels): PerformanceLabel {
  const average = (skillLevel + mindsetLevel) / 2;
  if (average >= 75) return 'excellent';
  if (average >= 50) return 'good';
  if (average >= 25) return 'average';
  return 'needsImprovement';
}

/** Spec part 1 §9: by the number of growth records: ≥5 high, ≥3 medium, else low. */
export function activityLevel(recordCount: number): ActivityLevel {
  if (recordCount >= 5) return 'high';
  if (recordCount >= 3) return 'medium';
  return 'low';
}
