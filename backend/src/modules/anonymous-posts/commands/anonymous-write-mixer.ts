import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { requestContext } from '../../../platform/request-context/request-context.js';

/** A write's turn: when its events are said to have occurred, and how it says it is done. */
interface Turn {
  at: Date;
  done: () => void;
}

interface Window {
  openedAt: number;
  waiting: ((turn: Turn) => void)[];
}

/** A turn that has not said it is done after this long no longer holds up the rest of its window. */
const TURN_LIMIT_MS = 1_000;

/** Whole seconds: the time bucket an anonymous event is stamped with. */
const bucket = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);

/**
 * Appends 心の叫び's writes (posts, replies, supports, deletions) so that neither their place in
 * the log nor their time points at the request that made them (decision 0057):
 *
 * - A write waits for the current window (`ANONYMOUS_WRITE_WINDOW_MS`, opened by the first write
 *   that finds none); when it closes, its writes are appended one after another in random order.
 * - Their events' `occurredAt` is the whole second the window opened, not the request's time.
 * - Their correlation id is the write's own, not the request's, which the request's log line
 *   (with its exact time) carries.
 *
 * The caller still waits for its own append, so an answered write is durable and read-your-writes
 * holds; the wait is bounded by the window plus the appends before it in the window. A write
 * that is already dated (the demo seeder's replay) is not held, only stamped.
 */
@Injectable()
export class AnonymousWriteMixer {
  private readonly windowMs: number;
  private window: Window | null = null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.windowMs = config.anonymousWriteWindowMs;
  }

  async write<T>(append: () => Promise<T>): Promise<T> {
    const ctx = requestContext.current();
    const dated = ctx?.occurredAt;
    const turn: Turn = dated || this.windowMs === 0 ? { at: bucket((dated ?? new Date()).getTime()), done: () => undefined } : await this.enter();
    if (!ctx) {
      try {
        return await append();
      } finally {
        turn.done();
      }
    }
    const saved = { correlationId: ctx.correlationId, occurredAt: ctx.occurredAt };
    ctx.correlationId = randomUUID();
    ctx.occurredAt = turn.at;
    try {
      return await append();
    } finally {
      ctx.correlationId = saved.correlationId;
      ctx.occurredAt = saved.occurredAt;
      turn.done();
    }
  }

  private enter(): Promise<Turn> {
    return new Promise((resolve) => {
      if (!this.window) {
        const window: Window = { openedAt: Date.now(), waiting: [] };
        this.window = window;
        requestContext.outside(() => setTimeout(() => void this.close(window), this.windowMs));
      }
      this.window.waiting.push(resolve);
    });
  }

  private async close(window: Window): Promise<void> {
    if (this.window === window) this.window = null;
    const at = bucket(window.openedAt);
    const waiting = window.waiting;
    for (let i = waiting.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [waiting[i], waiting[j]] = [waiting[j], waiting[i]];
    }
    for (const resolve of waiting) {
      await new Promise<void>((done) => {
        const limit = setTimeout(done, TURN_LIMIT_MS);
        resolve({
          at,
          done: () => {
            clearTimeout(limit);
            done();
          },
        });
      });
    }
  }
}
