import type { DomainEvent, RecordedEvent } from '../platform/event-store/event.js';
import type { DeploymentClock } from '../platform/time/deployment-clock.js';
import type { DueJob, DueJobs } from '../platform/schedule/due-jobs.js';

/** A `DueJobs` that records what a scheduling reactor asked of it, in order, and a clock in Tokyo. */
export function recordingDueJobs() {
  const calls: (['schedule', DueJob] | ['cancel', string] | ['cancelAll', string])[] = [];
  const jobs = {
    schedule: async (job: DueJob) => void calls.push(['schedule', job]),
    cancel: async (key: string) => void calls.push(['cancel', key]),
    cancelAll: async (prefix: string) => void calls.push(['cancelAll', prefix]),
  } as unknown as DueJobs;
  return { calls, jobs, clock: { timeZone: 'Asia/Tokyo' } as DeploymentClock };
}

/** An event as the log hands it to a reactor, decided at `occurredAt`. */
export const recordedAt = <E extends DomainEvent>(type: E['type'], data: E['data'], occurredAt: string) =>
  ({ eventId: 'e1', type, data, streamId: 's', revision: 0, position: 1n, metadata: { correlationId: 'c', causationId: null, userId: null, occurredAt, schemaVersion: 1 } }) as RecordedEvent<E>;
