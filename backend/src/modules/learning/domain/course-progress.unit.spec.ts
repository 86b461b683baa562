import { courseProgress, type CourseLessonProgress } from './course-progress.js';

const notStarted = (id: string): CourseLessonProgress => ({ id, progress: 0, completed: false, started: false });
const watching = (id: string, progress: number): CourseLessonProgress => ({ id, progress, completed: false, started: true });
const finished = (id: string): CourseLessonProgress => ({ id, progress: 100, completed: true, started: true });

describe("a course's progress", () => {
  it('is nothing done and nowhere to continue for a course the reader sees no lesson of', () => {
    expect(courseProgress([])).toEqual({ percent: 0, completedCount: 0, started: false, nextLessonId: null });
  });

  it('starts with the first lesson when none is started', () => {
    expect(courseProgress([notStarted('purpose'), notStarted('questions'), notStarted('record')])).toEqual({
      percent: 0,
      completedCount: 0,
      started: false,
      nextLessonId: 'purpose',
    });
  });

  it("is the rounded mean of partly watched lessons' progress, continuing with the first one", () => {
    // (40 + 25.5 + 0) / 3 = 21.83…
    expect(courseProgress([watching('first-3-minutes', 40), watching('closing', 25.5), notStarted('record')])).toEqual({
      percent: 22,
      completedCount: 0,
      started: true,
      nextLessonId: 'first-3-minutes',
    });
    // (100 + 50 + 0) / 3 = 50: a finished lesson counts 100 and is passed over.
    expect(courseProgress([finished('purpose'), watching('questions', 50), notStarted('record')])).toMatchObject({ percent: 50, completedCount: 1, nextLessonId: 'questions' });
  });

  it('is 100 with nowhere to continue once every lesson is finished', () => {
    expect(courseProgress([finished('purpose'), finished('questions')])).toEqual({ percent: 100, completedCount: 2, started: true, nextLessonId: null });
  });

  it('continues with the first unfinished lesson in order, even when a later one is finished', () => {
    // The reader skipped ahead: lesson 3 is done, lesson 2 is not (1 and 3 count 100, 2 counts 10).
    expect(courseProgress([finished('purpose'), watching('questions', 10), finished('record')])).toEqual({
      percent: 70,
      completedCount: 2,
      started: true,
      nextLessonId: 'questions',
    });
    expect(courseProgress([notStarted('purpose'), finished('questions')])).toMatchObject({ percent: 50, completedCount: 1, started: true, nextLessonId: 'purpose' });
  });
});
