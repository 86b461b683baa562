import { given, inStream, projectionHarness } from '../../../platform/projections/test-support/projection-harness.js';
import { aContentPublished, completed, recorded, reset, started } from '../domain/learning.mother.js';
import { CreateLearningReadModels1765410000000 } from '../migrations/1765410000000-create-learning-read-models.js';
import { AddLessonVideosAndCourses1767800000000 } from '../migrations/1767800000000-add-lesson-videos-and-courses.js';
import { AddLessonOwnPosters1767812000000 } from '../migrations/1767812000000-add-lesson-own-posters.js';
import { LearningCatalogueProjection } from './learning-catalogue/learning-catalogue.projection.js';
import { LearningProgressProjection } from './learning-progress/learning-progress.projection.js';

const content = inStream('learning-content-c1');
const progress = inStream('learning-progress-user-1-c1');

describe('learning projections', () => {
  const h = projectionHarness([new LearningCatalogueProjection(), new LearningProgressProjection()], [CreateLearningReadModels1765410000000, AddLessonVideosAndCourses1767800000000, AddLessonOwnPosters1767812000000]);

  const snapshot = async () => ({
    contents: await h.rows('SELECT id, title, tags, created_by, revision FROM learning_contents'),
    progress: await h.rows('SELECT user_id, content_id, progress, position, completed, started_at, completed_at, revision FROM learning_progress'),
    study: await h.rows('SELECT revision, seconds FROM learning_study_log ORDER BY revision'),
  });

  it('keeps the content and the furthest progress, completion staying on a re-watch, the same when applied twice', async () => {
    const rows = await h.applyTwice(
      given(content(aContentPublished()), progress(started()), progress(recorded(50, 60)), progress(recorded(95, 120)), progress(completed()), progress(recorded(95, 30, 10))),
      snapshot,
    );
    expect(rows.contents).toEqual([{ id: 'c1', title: '1on1は誰のための時間か', tags: ['1on1', '傾聴'], created_by: 'user-1', revision: 0 }]);
    expect(rows.progress).toEqual([
      {
        user_id: 'user-1',
        content_id: 'c1',
        progress: 95,
        position: 10,
        completed: true,
        started_at: new Date('2026-05-02T00:00:00Z'),
        completed_at: new Date('2026-05-05T00:00:00Z'),
        revision: 4,
      },
    ]);
    expect(rows.study).toEqual([
      { revision: 1, seconds: 60 },
      { revision: 2, seconds: 120 },
      { revision: 4, seconds: 30 },
    ]);
  });

  it('shows a reset as not started while the time spent stays counted', async () => {
    const rows = await h.applyTwice(given(content(aContentPublished()), progress(started()), progress(recorded(95, 60)), progress(completed()), progress(reset())), snapshot);
    expect(rows.progress).toEqual([expect.objectContaining({ progress: 0, completed: false, started_at: null, completed_at: null, revision: 3 })]);
    expect(rows.study).toEqual([{ revision: 1, seconds: 60 }]);
  });
});
