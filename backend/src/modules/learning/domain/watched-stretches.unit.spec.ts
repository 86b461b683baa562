import { deciderSpec } from '../../../test-support/decider-spec.js';
import { learningContentDecider } from './learning-content.js';
import { learningProgressDecider } from './learning-progress.js';
import { aContentPublished, aReset, aSaveContent, aWatchReport, completed, reset, started, watchedRecorded } from './learning.mother.js';
import { coveredPercent, unionOf, validStretches } from './watched-stretches.js';
import { validWebVtt } from './webvtt.js';

describe('the union of watched stretches', () => {
  it('joins overlapping, touching and nearby stretches and keeps gaps', () => {
    expect(unionOf([[0, 10]], [[5, 20], [20.3, 25], [40, 50]])).toEqual([[0, 25], [40, 50]]);
    expect(unionOf([], [[30, 40], [0, 5]])).toEqual([[0, 5], [30, 40]]);
  });

  it('counts a stretch watched twice once', () => {
    const union = unionOf(unionOf([], [[0, 30]]), [[0, 30]]);
    expect(coveredPercent(union, 100)).toBe(30);
  });

  it('refuses stretches outside the video, negative, reversed, not numbers or too many', () => {
    expect(() => validStretches([[0, 102]], 100)).toThrow('動画の長さ');
    expect(() => validStretches([[-1, 5]], 100)).toThrow('0秒以上');
    expect(() => validStretches([[10, 5]], 100)).toThrow('開始より後');
    expect(() => validStretches([[Number.NaN, 5]], 100)).toThrow('数の組');
    expect(() => validStretches([['0', 5]], 100)).toThrow('数の組');
    expect(() => validStretches({ start: 0 }, 100)).toThrow('一覧');
    expect(() => validStretches(Array.from({ length: 51 }, (_, i) => [i, i + 1]), 100)).toThrow('50個まで');
    // A frame past the probed end is the end.
    expect(validStretches([[90, 100.4]], 100)).toEqual([[90, 100]]);
  });
});

describe('progress on an uploaded video (decision 0096)', () => {
  const { given } = deciderSpec(learningProgressDecider);

  it('is the share the union covers, and the study time the seconds watched', () =>
    given().when(aWatchReport([[0, 30]], 30)).then([started(), watchedRecorded(30, [[0, 30]], 30, 30)]));

  it('does not complete a viewer who jumps to 95 % and watches the end', () =>
    given(started(), watchedRecorded(5, [[0, 5]], 5, 5))
      .when(aWatchReport([[95, 100]], 100))
      .then([watchedRecorded(10, [[0, 5], [95, 100]], 5, 100)]));

  it('ignores the percent a client claims', () =>
    given().when(Object.assign(aWatchReport([[0, 10]], 10), { data: { ...aWatchReport([[0, 10]], 10).data, percent: 100 } })).then([
      started(),
      watchedRecorded(10, [[0, 10]], 10, 10),
    ]));

  it('completes once the union covers 90 %, and stays done on a re-watch', () => {
    given(started(), watchedRecorded(80, [[0, 80]], 80, 80)).when(aWatchReport([[80, 90]], 90)).then([watchedRecorded(90, [[0, 90]], 10, 90), completed()]);
    given(started(), watchedRecorded(90, [[0, 90]], 90, 90), completed())
      .when(aWatchReport([[0, 10]], 10))
      .then([watchedRecorded(90, [[0, 90]], 10, 10)]);
  });

  it('starts over after a reset: nothing watched', () =>
    given(started(), watchedRecorded(90, [[0, 90]], 90, 90), completed(), reset()).when(aWatchReport([[0, 10]], 10)).then([started(), watchedRecorded(10, [[0, 10]], 10, 10)]));

  it('resets a started lesson', () => given(started(), watchedRecorded(90, [[0, 90]], 90, 90)).when(aReset()).then([reset()]));

  it('refuses a bad report whole, recording nothing', () => {
    given(started()).when(aWatchReport([[0, 10], [50, 200]], 10)).thenFails('LEARNING.INVALID_WATCHED', { kind: 'validation' });
    given(started()).when(aWatchReport([[0, 10]], 500)).thenFails('LEARNING.INVALID_POSITION');
  });
});

describe('captions and uploaded videos on a lesson', () => {
  const { given } = deciderSpec(learningContentDecider);
  const VTT = 'WEBVTT\r\n\r\n00:00.000 --> 00:04.000\r\n1on1の主役はメンバーです\r\n';

  it('takes an uploaded video without a URL, with its captions made tidy', () => {
    const videoFile = { fileId: 'f1', seconds: 30, mimeType: 'video/mp4' };
    given()
      .when(aSaveContent('create', { contentType: 'video', body: null, videoFile, captions: VTT }))
      .then([aContentPublished({ contentType: 'video', body: null, videoFile, captions: 'WEBVTT\n\n00:00.000 --> 00:04.000\n1on1の主役はメンバーです\n' })]);
  });

  it('refuses captions that are not WebVTT', () => {
    expect(() => validWebVtt('1\n00:00:01,000 --> 00:00:02,000\nSRT')).toThrow('WEBVTT');
    expect(() => validWebVtt('WEBVTT\n\n00:05.000 --> 00:01.000\n逆')).toThrow('3行目');
    expect(() => validWebVtt('WEBVTT\n\n00:01 --> 00:02\n短い')).toThrow('3行目の時刻');
    expect(() => validWebVtt('WEBVTT\n')).toThrow('キュー');
  });
});
