import type { ClaimedDueJob } from './due-jobs.js';

/**
 * Runs the jobs of one kind when they come due (decision 0084). Exactly once in effect: the run is
 * given event ids derived from the job's key and due time (as a reaction is, `Reactor`), so a run
 * repeated after a crash between its append and the job's marking appends ids the store already
 * holds. So `run` must issue the same commands each time, whose deciders decide nothing new on a
 * state that already holds their events; nothing else may have effects.
 *
 * A kind without a handler is announced: its moment is recorded as `DueMomentReached` (due-moment.ts).
 */
export interface DueJobHandler {
  readonly kind: string;
  run(job: ClaimedDueJob): Promise<void>;
}

export const DUE_JOB_HANDLER_METADATA = 'platform:due-job-handler';

/** Marks a provider implementing `DueJobHandler`; the runner discovers it (DiscoveryService). */
export function DueJobKind(): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(DUE_JOB_HANDLER_METADATA, true, target);
  };
}
