import { Injectable } from '@nestjs/common';
import type { DomainEvent, RecordedEventOf } from '../event-store/event.js';
import { EventReactor, type Reactor } from '../projections/reactor.js';
import { DeploymentClock } from '../time/deployment-clock.js';
import { DueJobs, type DueJob } from './due-jobs.js';

/** What one event does to the due jobs: schedule (or move) one, drop one, or drop every key with a prefix. */
export type DueJobChange = { schedule: DueJob } | { cancel: string } | { cancelAll: string };

/** What a scheduling rule may read besides its event: the deployment's zone. */
export interface SchedulingContext {
  timeZone: string;
}

type SchedulingRules<E extends DomainEvent> = {
  [T in E['type']]: (event: RecordedEventOf<Extract<E, { type: T }>>, context: SchedulingContext) => DueJobChange[];
};

/**
 * A reactor that keeps due jobs in step with a module's events (decision 0084), declared as one
 * rule per event type, as `rowProjection` declares rows: `class X extends schedulingReactor<E>({
 * name, on: { EventScheduled: (event) => [{ schedule: … }], EventCancelled: (event) => [{ cancel: key }] } }) {}`.
 * Its only effect is the idempotent job write of `DueJobs` (same key, same time: unchanged), so a
 * reaction repeated after a crash changes nothing; it appends no event. A rule must decide from the
 * event alone (its `occurredAt`, never the clock), so a repeat decides the same.
 */
export function schedulingReactor<E extends DomainEvent>(spec: { name: string; on: SchedulingRules<E> }) {
  @Injectable()
  @EventReactor()
  class SchedulingReactor implements Reactor<E> {
    readonly name = spec.name;
    readonly handles = Object.keys(spec.on) as E['type'][];
    readonly emits = [] as const;

    constructor(
      readonly jobs: DueJobs,
      readonly clock: DeploymentClock,
    ) {}

    async react(event: RecordedEventOf<E>): Promise<void> {
      const rule = spec.on[event.type as E['type']] as (event: RecordedEventOf<E>, context: SchedulingContext) => DueJobChange[];
      for (const change of rule(event, { timeZone: this.clock.timeZone })) {
        if ('schedule' in change) await this.jobs.schedule(change.schedule);
        else if ('cancel' in change) await this.jobs.cancel(change.cancel);
        else await this.jobs.cancelAll(change.cancelAll);
      }
    }
  }
  return SchedulingReactor;
}

/** A job due at `dueAt`, or dropped when that moment has passed by the time of `event` (it would come too late). */
export function scheduleUnlessPast(job: DueJob, event: { metadata: { occurredAt: string } }): DueJobChange {
  return job.dueAt.getTime() > Date.parse(event.metadata.occurredAt) ? { schedule: job } : { cancel: job.key };
}
