import { useCallback, useEffect, useRef } from 'react';
import { learningTexts as texts } from '../../../locales/ja-JP/learning';
import { useLearningRecordProgressMutation } from '../../../shared/api/generated/learning';
import { notifyError } from '../../../shared/ui/notify';

/** A report goes out at most this often while the percent creeps, and at once on a jump of 5 points or more. */
const REPORT_EVERY_MS = 15_000;
const REPORT_STEP = 5;
/** The server counts at most this much study time per report. */
const MAX_STUDY_SECONDS = 300;

/**
 * Sends the user's progress on one piece of content: the furthest percent (a linked video), the
 * characters read (a reading lesson, `read`, decision 0105), where to resume, and the time spent
 * with the lesson open and the page visible since the last report. It reports on a jump or a block
 * read, every 15 s while something changed, on `flush` (closing) and when unmounted. With
 * `afterReading` nothing is sent before the first block is read: opening a text is no progress.
 */
export function useProgressReporter(contentId: string, { afterReading = false } = {}) {
  const [record] = useLearningRecordProgressMutation();
  const state = useRef({ percent: 0, position: 0, sentPercent: -1, sentPosition: -1, sentAt: 0, studyMs: 0, visibleSince: 0, failed: false, read: [] as [number, number][], readAny: false });

  const studySeconds = () => {
    const s = state.current;
    const now = Date.now();
    if (document.visibilityState === 'visible') s.studyMs += now - s.visibleSince;
    s.visibleSince = now;
    return Math.min(MAX_STUDY_SECONDS, Math.round(s.studyMs / 1000));
  };

  const send = useCallback(() => {
    const s = state.current;
    if (afterReading && !s.readAny) return;
    const seconds = studySeconds();
    const read = s.read;
    if (s.percent === s.sentPercent && s.position === s.sentPosition && seconds === 0 && read.length === 0) return;
    s.sentPercent = s.percent;
    s.sentPosition = s.position;
    s.sentAt = Date.now();
    s.studyMs = 0;
    s.read = [];
    const request = { percent: s.percent, position: s.position, studySeconds: seconds };
    record({ id: contentId, recordLearningProgressRequest: read.length > 0 ? { ...request, watched: read } : request })
      .unwrap()
      .catch((error: unknown) => {
        if (!s.failed) notifyError(error, texts.lesson.saveFailed);
        s.failed = true;
      });
  }, [afterReading, contentId, record]);

  const report = useCallback(
    (percent: number, position: number) => {
      const s = state.current;
      s.percent = Math.max(s.percent, percent);
      s.position = position;
      if (s.percent - s.sentPercent >= REPORT_STEP || Date.now() - s.sentAt >= REPORT_EVERY_MS) send();
    },
    [send],
  );

  useEffect(() => {
    // The visible stretch starts when the lesson is on screen (not while rendering).
    state.current.visibleSince = Date.now();
    const onVisibility = () => {
      // Time spent hidden does not count: close the visible stretch when the page hides.
      if (document.visibilityState === 'hidden') studySeconds();
      else state.current.visibleSince = Date.now();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const timer = window.setInterval(send, REPORT_EVERY_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearInterval(timer);
      send();
    };
  }, [send]);

  /** A block of a reading lesson was read: its characters go out at once. */
  const read = useCallback(
    (range: [number, number]) => {
      state.current.read.push(range);
      state.current.readAny = true;
      send();
    },
    [send],
  );

  return { report, read, flush: send };
}
