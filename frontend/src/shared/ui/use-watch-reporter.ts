import { useCallback, useEffect, useRef } from 'react';
import { learningTexts as texts } from '../../../locales/ja-JP/learning';
import { useLearningRecordProgressMutation } from '../../../shared/api/generated/learning';
import { readCookie } from '../../../shared/lib/cookies';
import { notifyError } from '../../../shared/ui/notify';
import { StretchTracker } from '../lib/watched';

/** The player saves what was watched this often while it plays. */
const SAVE_EVERY_MS = 5_000;

/**
 * Saves an uploaded video's watched stretches (decision 0096): every 5 s while playing, on pause
 * and end, and when the page is hidden or left (a `keepalive` request, which outlives the page and,
 * unlike `sendBeacon`, carries the CSRF header). The server keeps their union; 90 % of it is done.
 */
export function useWatchReporter(contentId: string, resumeAt: number) {
  const [record] = useLearningRecordProgressMutation();
  const tracker = useRef(new StretchTracker());
  const state = useRef({ position: resumeAt, sentPosition: Math.floor(resumeAt), sentAt: 0, failed: false });

  const send = useCallback(
    (leaving = false) => {
      const s = state.current;
      const watched = tracker.current.take();
      const position = Math.floor(s.position);
      if (watched.length === 0 && position === s.sentPosition) return;
      s.sentPosition = position;
      s.sentAt = Date.now();
      const body = { position, watched };
      if (leaving) {
        const token = readCookie('XSRF-TOKEN');
        void fetch(`/api/learning-content/${encodeURIComponent(contentId)}/progress`, {
          method: 'POST',
          keepalive: true,
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', ...(token ? { 'X-XSRF-TOKEN': token } : {}) },
          body: JSON.stringify(body),
        }).catch(() => undefined);
        return;
      }
      record({ id: contentId, recordLearningProgressRequest: body })
        .unwrap()
        .catch((error: unknown) => {
          if (!s.failed) notifyError(error, texts.lesson.saveFailed);
          s.failed = true;
        });
    },
    [contentId, record],
  );

  const timeUpdate = useCallback(
    (seconds: number, playing: boolean) => {
      state.current.position = seconds;
      if (playing) tracker.current.seen(seconds);
      if (Date.now() - state.current.sentAt >= SAVE_EVERY_MS) send();
    },
    [send],
  );

  useEffect(() => {
    // Opening the lesson is no progress: the first save comes after some playing.
    state.current.sentAt = Date.now();
    const onHide = () => {
      if (document.visibilityState === 'hidden') send(true);
    };
    const onLeave = () => send(true);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onLeave);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onLeave);
      send(true);
    };
  }, [send]);

  return { timeUpdate, seeking: () => tracker.current.break(), save: () => send() };
}
