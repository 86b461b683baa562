import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../event-store/event.js';
import { ApplyError, BatchApplyError, CheckpointedConsumer, type ConsumeOutcome } from './catch-up-worker.js';
import type { CheckpointStore } from './checkpoint-store.js';
import type { Projection } from './projection.js';

/**
 * Applies the handled events of `events`, upcast, in log order: in one `applyBatch` call when the
 * projection has one (and `batched`), otherwise one `apply` each, so that an error names its event.
 * The live loop and a rebuild both apply through here.
 */
export async function applyToProjection(
  projection: Projection,
  handles: ReadonlySet<string>,
  events: readonly RecordedEvent[],
  manager: EntityManager,
  batched = true,
): Promise<void> {
  const handled = events.filter((event) => handles.has(event.type));
  return applyEach(projection, handled, manager, batched);
}

async function applyEach(projection: Projection, handled: readonly RecordedEvent[], manager: EntityManager, batched: boolean): Promise<void> {
  if (batched && projection.applyBatch && handled.length > 1) {
    try {
      await projection.applyBatch(handled, manager);
    } catch (error) {
      throw new BatchApplyError(error);
    }
    return;
  }
  for (const event of handled) {
    try {
      await projection.apply(event, manager);
    } catch (error) {
      throw new ApplyError(event, error);
    }
  }
}

/**
 * A projection in the catch-up loop: each batch is applied and its checkpoint stored in one
 * transaction holding the checkpoint row, so a crash never loses or double-applies an event and
 * two instances never apply one twice.
 */
export class ProjectionConsumer extends CheckpointedConsumer {
  readonly kind = 'projection';

  constructor(
    readonly projection: Projection,
    checkpoints: CheckpointStore,
  ) {
    super(projection, checkpoints);
  }

  /** Not the events this projection applied inline in their append's transaction (decision 0029): a rebuild applies those too. */
  override handlesLive(event: RecordedEvent): boolean {
    return super.handlesLive(event) && !event.appliedInline?.includes(this.name);
  }

  consume(batch: readonly RecordedEvent[], batched: boolean): Promise<ConsumeOutcome> {
    return this.checkpoints.transaction(this.name, (manager, stored, state) =>
      this.afterCheckpoint(batch, stored, state, (fresh) =>
        applyEach(this.projection, fresh.filter((event) => this.handlesLive(event)), manager, batched),
      ),
    );
  }
}
