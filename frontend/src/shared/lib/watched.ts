/** A stretch of a video played, `[start, end]` in seconds, as the server takes them (decision 0096). */
export type Stretch = [number, number];

/** Two `timeupdate`s further apart than this are a seek, not playing (they come every 250 ms or so, twice as often at 2x). */
const CONTINUOUS_SECONDS = 1.5;

/**
 * What the viewer actually played since the last report: each `timeupdate` extends the current
 * stretch when it follows on from it, and a jump (a seek) starts a new one, so skipping to the end
 * reports only the end. `take` hands the closed stretches and the current one over and keeps
 * playing on from where it is.
 */
export class StretchTracker {
  private closed: Stretch[] = [];
  private current: Stretch | null = null;

  /** The player is at `seconds` (a `timeupdate`). */
  seen(seconds: number): void {
    if (!Number.isFinite(seconds) || seconds < 0) return;
    const current = this.current;
    if (current && seconds >= current[1] && seconds - current[1] <= CONTINUOUS_SECONDS) {
      current[1] = seconds;
      return;
    }
    this.close();
    this.current = [seconds, seconds];
  }

  /** A seek began: what was played so far is a stretch of its own. */
  break(): void {
    this.close();
    this.current = null;
  }

  /** The stretches played since the last `take` (none of zero length). */
  take(): Stretch[] {
    const current = this.current;
    this.close();
    const taken = this.closed;
    this.closed = [];
    this.current = current ? [current[1], current[1]] : null;
    return taken;
  }

  private close(): void {
    const current = this.current;
    if (current && current[1] > current[0]) this.closed.push([round(current[0]), round(current[1])]);
    this.current = null;
  }
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
