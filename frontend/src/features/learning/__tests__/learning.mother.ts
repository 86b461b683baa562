import type { LearningContentResponse } from '../../../shared/api/generated/learning';

/** What the learning screens' specs start from: a lesson (and the shared learning summary), each changed where a spec needs. */
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
  captions: null,
  isPublic: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  revision: 0,
  myProgress: notStarted,
  videoFile: null,
  ...overrides,
});

/** An uploaded video as a lesson answers it: the frame as its poster unless `posterFileId` names the author's own. */
export const aVideoFile = (lessonId: string, overrides: Partial<NonNullable<LearningContentResponse['videoFile']>> = {}): NonNullable<LearningContentResponse['videoFile']> => ({
  fileId: 'f',
  seconds: 24,
  mimeType: 'video/mp4',
  src: `/api/learning-content/${lessonId}/video?v=f`,
  posterSrc: `/api/learning-content/${lessonId}/poster?v=f`,
  framePosterSrc: `/api/learning-content/${lessonId}/poster?v=f`,
  posterFileId: null,
  captionsSrc: null,
  ...overrides,
});
