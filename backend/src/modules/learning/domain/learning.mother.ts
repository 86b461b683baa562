import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import type { LearningContentFields, LearningContentPublished } from '../events/learning-content.events.js';
import type { LearningProgressEvent } from '../events/learning-progress.events.js';
import { SaveLearningContent } from './learning-content.commands.js';
import { RecordLearningProgress, ResetLearningProgress } from './learning-progress.commands.js';

export const LEARNER = aSessionUser({ id: 'user-1' });
const ADMIN = aSessionUser({ id: 'admin-1', userType: 'admin', isAdmin: true, isTeamAdmin: true });

export const aLesson = (overrides: Partial<LearningContentFields> = {}): LearningContentFields => ({
  title: '1on1は誰のための時間か',
  description: '1on1の基本を学びます。',
  contentType: 'reading',
  videoUrl: null,
  thumbnailUrl: null,
  durationMinutes: 6,
  difficulty: 'beginner',
  category: 'one_on_one_basics',
  tags: ['1on1', '傾聴'],
  body: '■ 主役はメンバー\n\n1on1はメンバーのための時間です。',
  isPublic: true,
  posterFileId: null,
  ...overrides,
});

export const aSaveContent = (intent: 'create' | 'update' | 'load', overrides: Partial<LearningContentFields> = {}, contentId = 'c1') =>
  new SaveLearningContent({ contentId, content: aLesson(overrides), intent }, ADMIN);

export const aContentPublished = (overrides: Partial<LearningContentFields> = {}, contentId = 'c1'): LearningContentPublished => ({
  type: 'LearningContentPublished',
  data: { contentId, ...aLesson(overrides) },
});

export const aProgressReport = (percent: number, studySeconds = 30, position = percent, contentId = 'c1') =>
  new RecordLearningProgress({ contentId, percent, position, studySeconds }, LEARNER);

export const aReset = (contentId = 'c1') => new ResetLearningProgress({ contentId }, LEARNER);

const ids = { userId: 'user-1', contentId: 'c1' };
export const started = (): LearningProgressEvent => ({ type: 'LearningStarted', data: ids });
export const recorded = (percent: number, studySeconds = 30, position = percent): LearningProgressEvent => ({
  type: 'LearningProgressRecorded',
  data: { ...ids, percent, position, studySeconds },
});
export const completed = (): LearningProgressEvent => ({ type: 'LearningCompleted', data: ids });
export const reset = (): LearningProgressEvent => ({ type: 'LearningProgressReset', data: ids });

/** A report on an uploaded video of `videoSeconds`: only the stretches count. */
export const aWatchReport = (watched: unknown, position = 0, videoSeconds = 100, contentId = 'c1') =>
  new RecordLearningProgress({ contentId, percent: 0, position, studySeconds: 0, watched, videoSeconds }, LEARNER);
export const watchedRecorded = (percent: number, watched: [number, number][], studySeconds: number, position = 0): LearningProgressEvent => ({
  type: 'LearningProgressRecorded',
  data: { ...ids, percent, position, studySeconds, watched },
});
