import { learningTexts as texts } from '../../../locales/ja-JP/learning';
import type { LearningProgressResponse } from '../../../shared/api/generated/learning';

/** Spec part 2 §9: beginner, intermediate, advanced, otherwise unknown. */
export function difficultyLabel(difficulty: string): string {
  return texts.difficulty[difficulty] ?? texts.unknownDifficulty;
}

/** What a card says about the user's progress. */
export function progressLabel(progress: LearningProgressResponse): string {
  if (progress.completed) return texts.status.completed;
  if (!progress.startedAt) return texts.status.notStarted;
  return texts.status.inProgress(Math.round(progress.progress));
}

/** A reading lesson's text as headings (■) and paragraphs, split on blank lines. */
export function lessonBlocks(body: string): { kind: 'heading' | 'paragraph'; text: string }[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block) => (block.startsWith('■') ? { kind: 'heading', text: block.replace(/^■\s*/, '') } : { kind: 'paragraph', text: block }));
}

/**
 * How far a reading lesson is read, from its scroll: the share of the text scrolled past, at most
 * 85 % (finishing is the reader's own button at the end, so a short text that fits the screen is
 * not completed by opening it).
 */
export const SCROLL_PERCENT_CAP = 85;
export function readPercent(scrollTop: number, scrollHeight: number, clientHeight: number): number {
  const scrollable = scrollHeight - clientHeight;
  const fraction = scrollable <= 0 ? 1 : Math.min(1, Math.max(0, scrollTop / scrollable));
  return Math.round(fraction * SCROLL_PERCENT_CAP);
}

/** How much of a video is watched, from its player. */
export function watchedPercent(currentTime: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(100, Math.round((currentTime / duration) * 1000) / 10);
}
