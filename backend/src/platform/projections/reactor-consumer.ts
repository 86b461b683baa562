import type { RecordedEvent } from '../event-store/event.js';
import { WrongExpectedRevisionError } from '../event-store/event-store.errors.js';
import { ConflictError } from '../domain/domain-error.js';
import { requestContext } from '../request-context/request-context.js';
import { ApplyError, CheckpointedConsumer, type ConsumeOutcome } from './catch-up-worker.js';
import type { CheckpointStore } from './checkpoint-store.js';
import type { Reactor } from './reactor.js';

/** A concurrent write to a stream the reaction's command appends to: deciding again may succeed. */
function isConcurrencyConflict(error: unknown): boolean {
  return error instanceof WrongExpectedRevisionError || (error instanceof ConflictError && error.code === 'EVENT_STORE.STALE_REVISION');
}

/**
 * A reactor in the catch-up loop: in a transaction holding the reactor's advisory lock (so two
 * instances never react at once), reacts to each handled event after the stored checkpoint, in
 * order, and stores the new checkpoint with the commit. Its commands append through the event
 * store in their own transactions, so the checkpoint cannot be written atomically with them: a
 * crash in between runs the reactions again, which their derived event ids make harmless
 * (`Reactor`).
 */
export class ReactorConsumer extends CheckpointedConsumer {
  readonly kind = 'reactor';

  constructor(
    readonly reactor: Reactor,
    checkpoints: CheckpointStore,
  ) {
    super(reactor, checkpoints);
  }

  async consume(batch: readonly RecordedEvent[]): Promise<ConsumeOutcome> {
    const outcome = await this.checkpoints.exclusively(this.name, (_manager, stored, state) =>
      this.afterCheckpoint(batch, stored, state, async (fresh) => {
        for (const event of fresh) {
          if (!this.handles.has(event.type)) continue;
          try {
            await this.react(event);
          } catch (error) {
            // Retried from the stored checkpoint; the reactions before this one repeat harmlessly.
            if (isConcurrencyConflict(error)) throw error;
            throw new ApplyError(event, error);
          }
        }
      }),
    );
    return outcome ?? { busy: true };
  }

  /** A parked event's reaction, run again on an admin's retry (its derived event ids make a repeat harmless). */
  reactAgain(event: RecordedEvent): Promise<void> {
    return this.react(event);
  }

  /** Runs the reaction as system work caused by `event`: its correlation, no user, its time. */
  private react(event: RecordedEvent): Promise<void> {
    const reaction = { reactor: this.name, eventId: event.eventId, appended: new Map<string, number>() };
    return requestContext.run(
      { correlationId: event.metadata.correlationId, userId: null, occurredAt: new Date(event.metadata.occurredAt), reaction },
      () => this.reactor.react(event),
    );
  }
}
