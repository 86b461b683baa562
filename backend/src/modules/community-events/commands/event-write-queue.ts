import { Injectable } from '@nestjs/common';

/**
 * Runs the writes to one event's stream one after another within this process. The stream's
 * optimistic concurrency keeps capacity across instances (a stale revision is decided again on
 * the newest state), but 200 people pressing 'register' at once on one instance would otherwise
 * collide 200 times and spend their retries; queued here, each decides on the state the previous
 * one left (docs/decisions/0037-community-events-registrations-in-the-event-stream.md).
 */
@Injectable()
export class EventWriteQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(eventId: string, write: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(eventId) ?? Promise.resolve();
    const result = previous.then(write, write);
    const tail = result.catch(() => undefined);
    this.tails.set(eventId, tail);
    void tail.then(() => {
      if (this.tails.get(eventId) === tail) this.tails.delete(eventId);
    });
    return result;
  }
}
