import { useCallback, useEffect, useRef } from 'react';
import { readCookie } from '../lib/cookies';
import { StretchTracker, type Stretch } from '../lib/watched';
import { notifyError } from './notify';

/** The player saves what was watched this often while it plays. */
const SAVE_EVERY_MS = 5_000;

/** One report of a player: where to resume, and the stretches played since the last report. */
export interface WatchReport {
  position: number;
  watched: Stretch[];
}

/** Where a video's watching is saved: the route (for the `keepalive` report on leaving) and the mutation that saves it otherwise. */
export interface WatchSaving {
  /** `POST` route of the progress, taking a `WatchReport` as JSON. */
  url: string;
  save: (report: WatchReport) => Promise<unknown>;
  /** The toast's title when a save fails (shown once). */
  failed: string;
}

/**
 * Saves an uploaded video's watched stretches (decision 0096; a lesson's or an event recording's,
 * decision 0108): every 5 s while playing, on pause and end, and when the page is hidden or left
 * (a `keepalive` request, which outlives the page and, unlike `sendBeacon`, carries the CSRF
 * header). The server keeps their union; 90 % of it is done.
 */
export function useWatchReporter({ url, save, failed }: WatchSaving, resumeAt: number) {
  const tracker = useRef(new StretchTracker());
  const state = useRef({ position: resumeAt, sentPosition: Math.floor(resumeAt), sentAt: 0, failed: false });
  // The caller's save is a new function each render: the latest is kept here, so the reports' timing never restarts.
  const saving = useRef({ url, save, failed });
  useEffect(() => {
    saving.current = { url, save, failed };
  });

  const send = useCallback((leaving = false) => {
    const s = state.current;
    const watched = tracker.current.take();
    const position = Math.floor(s.position);
    if (watched.length === 0 && position === s.sentPosition) return;
    s.sentPosition = position;
    s.sentAt = Date.now();
    const report: WatchReport = { position, watched };
    const to = saving.current;
    if (leaving) {
      const token = readCookie('XSRF-TOKEN');
      void fetch(to.url, {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', ...(token ? { 'X-XSRF-TOKEN': token } : {}) },
        body: JSON.stringify(report),
      }).catch(() => undefined);
      return;
    }
    to.save(report).catch((error: unknown) => {
      if (!s.failed) notifyError(error, to.failed);
      s.failed = true;
    });
  }, []);

  const timeUpdate = useCallback(
    (seconds: number, playing: boolean) => {
      state.current.position = seconds;
      if (playing) tracker.current.seen(seconds);
      if (Date.now() - state.current.sentAt >= SAVE_EVERY_MS) send();
    },
    [send],
  );

  useEffect(() => {
    // Opening the video is no progress: the first save comes after some playing.
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
