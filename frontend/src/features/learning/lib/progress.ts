import { learningTexts as texts } from '../../../locales/ja-JP/learning';
import type { LearningProgressResponse } from '../../../shared/api/generated/learning';
import type { CourseLessonProgressResponse } from '../../../shared/api/generated/learning-courses';

/** Spec part 2 §9: beginner, intermediate, advanced, otherwise unknown. */
export function difficultyLabel(difficulty: string): string {
  return texts.difficulty[difficulty] ?? texts.unknownDifficulty;
}

/** What a card or a course's lesson row says about the user's progress: the library's `myProgress` or a course's lesson, as the server answers them. */
export function progressLabel(progress: Pick<LearningProgressResponse, 'completed' | 'progress'> & (Pick<LearningProgressResponse, 'startedAt'> | Pick<CourseLessonProgressResponse, 'started'>)): string {
  if (progress.completed) return texts.status.completed;
  if (!('started' in progress ? progress.started : progress.startedAt)) return texts.status.notStarted;
  return texts.status.inProgress(Math.round(progress.progress));
}

/** A block of a reading lesson: its kind, its text, and the characters of the body it stands for. */
export interface LessonBlock {
  kind: 'heading' | 'paragraph';
  text: string;
  /** `[start, end]` in the body's characters, up to the next block's start (the last to the body's end): every block read is the whole text read. */
  range: [number, number];
}

/** A reading lesson's text as headings (■) and paragraphs, split on blank lines. */
export function lessonBlocks(body: string): LessonBlock[] {
  const pieces: { text: string; start: number }[] = [];
  let from = 0;
  for (const separator of [...body.matchAll(/\n\s*\n/g), null]) {
    const to = separator ? separator.index : body.length;
    const raw = body.slice(from, to);
    if (raw.trim().length > 0) pieces.push({ text: raw.trim(), start: pieces.length === 0 ? 0 : from });
    if (separator) from = separator.index + separator[0].length;
  }
  return pieces.map(({ text, start }, i) => ({
    ...(text.startsWith('■') ? { kind: 'heading' as const, text: text.replace(/^■\s*/, '') } : { kind: 'paragraph' as const, text }),
    range: [start, i + 1 < pieces.length ? pieces[i + 1].start : body.length],
  }));
}

/**
 * How long a block must stay on screen to count as read (decision 0105): its characters at a brisk
 * 20 a second, at least 1 s (a heading) and at most 15 s (a long paragraph read while the next shows).
 */
export function readingDwellMs(characters: number): number {
  return Math.min(15_000, Math.max(1_000, characters * 50));
}

/** A block is on screen when half of it shows, or it fills half the screen (a paragraph taller than the screen). */
export function blockOnScreen(entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio' | 'intersectionRect' | 'rootBounds'>): boolean {
  if (!entry.isIntersecting) return false;
  return entry.intersectionRatio >= 0.5 || (entry.rootBounds !== null && entry.intersectionRect.height >= entry.rootBounds.height / 2);
}

/**
 * Where a reading lesson resumes, from its scroll: the share of the text scrolled past, at most 85
 * (what was read is counted by the blocks on screen, never by the scroll, decision 0105).
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
