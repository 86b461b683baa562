import { EventSchemaRegistry } from '../../../platform/event-store/event-schemas.js';
import { recordedAt } from '../../../test-support/scheduling.js';
import { deciderSpec } from '../../../test-support/decider-spec.js';
import { LEARNING_CONTENT_EVENT_SCHEMAS } from '../events/learning-content.events.js';
import { learningContentDecider } from './learning-content.js';
import { learningProgressDecider } from './learning-progress.js';
import { learningSummary } from './learning-summary.js';
import { aContentPublished, aProgressReport, aReset, aSaveContent, completed, recorded, reset, started } from './learning.mother.js';

describe('learning progress', () => {
  const { given } = deciderSpec(learningProgressDecider);

  it('starts on the first report', () => given().when(aProgressReport(10)).then([started(), recorded(10)]));

  it('keeps the furthest percent reached and the latest position (a re-watch from the start)', () =>
    given(started(), recorded(60)).when(aProgressReport(5, 30, 5)).then([recorded(60, 30, 5)]));

  it('completes at 90 %', () => given(started(), recorded(80)).when(aProgressReport(90)).then([recorded(90), completed()]));

  it('stays completed on a re-watch and does not complete twice', () =>
    given(started(), recorded(95), completed()).when(aProgressReport(100)).then([recorded(100)]));

  it('counts at most 300 seconds of study time per report', () => given(started(), recorded(10)).when(aProgressReport(20, 3600)).then([recorded(20, 300)]));

  it('records nothing for a report that changes nothing', () => given(started(), recorded(40, 30, 40)).when(aProgressReport(30, 0, 40)).then([]));

  it('resets to not started, and then completes again', () => {
    given(started(), recorded(95), completed()).when(aReset()).then([reset()]);
    given(started(), recorded(95), completed(), reset()).when(aProgressReport(92)).then([started(), recorded(92), completed()]);
  });

  it('does nothing on resetting what was never started', () => given().when(aReset()).then([]));

  it('refuses a percent outside 0..100 and negative time', () => {
    given().when(aProgressReport(101)).thenFails('LEARNING.INVALID_PERCENT', { kind: 'validation' });
    given().when(aProgressReport(50, -1)).thenFails('LEARNING.INVALID_STUDY_SECONDS');
  });
});

describe('learning content', () => {
  const { given } = deciderSpec(learningContentDecider);

  it('publishes new content, trimmed', () => given().when(aSaveContent('create', { title: ' 1on1は誰のための時間か ' })).then([aContentPublished()]));

  it('refuses to create over existing content and to update unknown content', () => {
    given(aContentPublished()).when(aSaveContent('create')).thenFails('LEARNING.CONTENT_EXISTS', { kind: 'conflict' });
    given().when(aSaveContent('update')).thenFails('LEARNING.CONTENT_NOT_FOUND', { kind: 'not_found' });
  });

  it('loads the library twice without recording anything the second time', () => given(aContentPublished()).when(aSaveContent('load')).then([]));

  it('refuses a blank title, a video without an https address, and a reading lesson without a text', () => {
    given().when(aSaveContent('create', { title: '  ' })).thenFails('LEARNING.REQUIRED', { message: /タイトルは必須です/ });
    given().when(aSaveContent('create', { contentType: 'video', videoUrl: 'http://example.org/v.mp4' })).thenFails('LEARNING.INVALID_URL');
    given().when(aSaveContent('create', { contentType: 'video', videoUrl: null })).thenFails('LEARNING.VIDEO_URL_REQUIRED');
    given().when(aSaveContent('create', { body: ' ' })).thenFails('LEARNING.BODY_REQUIRED');
  });

  it('refuses an unknown difficulty and a duration of 0 minutes', () => {
    given().when(aSaveContent('create', { difficulty: 'expert' as never })).thenFails('LEARNING.INVALID_DIFFICULTY');
    given().when(aSaveContent('create', { durationMinutes: 0 })).thenFails('LEARNING.INVALID_DURATION');
  });
});

describe("a lesson video's own poster (decision 0109)", () => {
  const { given } = deciderSpec(learningContentDecider);
  const video = { contentType: 'video' as const, body: null, videoFile: { fileId: 'v1', seconds: 20, mimeType: 'video/mp4' } };

  it('keeps the own poster of an uploaded video and records its removal', () => {
    given().when(aSaveContent('create', { ...video, posterFileId: 'p1' })).then([aContentPublished({ ...video, posterFileId: 'p1' })]);
    given(aContentPublished({ ...video, posterFileId: 'p1' }))
      .when(aSaveContent('update', { ...video, posterFileId: null }))
      .then([{ type: 'LearningContentRevised', data: { ...aContentPublished({ ...video, posterFileId: null }).data } }]);
  });

  it('drops a poster on a lesson without an uploaded video (a link or a reading lesson)', () =>
    given().when(aSaveContent('create', { contentType: 'video', body: null, videoUrl: 'https://example.org/v.mp4', posterFileId: 'p1' })).then([
      aContentPublished({ contentType: 'video', body: null, videoUrl: 'https://example.org/v.mp4', posterFileId: null }),
    ]));

  it.each(['LearningContentPublished', 'LearningContentRevised'])('reads a v1 %s (before own posters) as showing the frame', (type) => {
    const { posterFileId: _p, ...data } = aContentPublished().data;
    // A stored v1 event (`recordedAt` records schema version 1).
    const v1 = recordedAt(type, data as never, '2026-01-01T00:00:00.000Z');
    expect(new EventSchemaRegistry(LEARNING_CONTENT_EVENT_SCHEMAS).upcast(v1).data).toEqual({ ...data, posterFileId: null });
  });
});

describe('learning summary', () => {
  const contents = [
    { id: 'a', category: 'one_on_one_basics' as const },
    { id: 'b', category: 'one_on_one_basics' as const },
    { id: 'c', category: 'matrix_usage' as const },
    { id: 'd', category: 'case_studies' as const },
  ];

  it('computes the cards, bars and badges from the progress', () => {
    const summary = learningSummary({
      contents,
      progress: [
        { contentId: 'a', progress: 100, completed: true, started: true },
        { contentId: 'b', progress: 50, completed: false, started: true },
        { contentId: 'c', progress: 92, completed: true, started: true },
      ],
      studySecondsThisMonth: 1830,
      studySecondsTotal: 4000,
    });
    expect(summary).toMatchObject({ totalCount: 4, completedCount: 2, startedCount: 3, overallPercent: 50, studyMinutesThisMonth: 30, studyMinutesTotal: 66, badgesEarned: 3 });
    expect(summary.categories).toEqual([
      { category: 'one_on_one_basics', itemCount: 2, completedCount: 1, percent: 75 },
      { category: 'matrix_usage', itemCount: 1, completedCount: 1, percent: 100 },
      { category: 'case_studies', itemCount: 1, completedCount: 0, percent: 0 },
    ]);
    expect(summary.badges.filter((b) => b.earned).map((b) => b.badge)).toEqual(['first_step', 'matrix_usage_mastered', 'one_hour_studied']);
  });

  it('is all zero without content or progress', () => {
    const summary = learningSummary({ contents: [], progress: [], studySecondsThisMonth: 0, studySecondsTotal: 0 });
    expect(summary).toMatchObject({ totalCount: 0, overallPercent: 0, badgesEarned: 0 });
    expect(summary.categories.every((category) => category.percent === 0)).toBe(true);
  });
});
