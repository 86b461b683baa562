import type { DomainEvent, RecordedEventOf } from '../event-store/event.js';

/**
 * A reaction to events that issues commands (through the CommandBus): "when feedback is given,
 * award points". The runtime feeds it like a projection, from its own checkpoint in
 * `projection_checkpoints`, and calls `react` once per handled event, in log order.
 *
 * Exactly once in effect: while `react` runs, the events its commands append get ids derived
 * from the reactor's name, the triggering event and their place in the reaction, and that event
 * as their causation. When a reaction runs again (the process died after the command appended
 * but before the checkpoint was stored), its appends carry the ids already stored and the event
 * store answers them as the earlier append. So `react` must issue the same commands, in the same
 * order, each time it is given the same event, and their deciders must decide the same events
 * again (or none) on a state that already holds them; nothing else may have effects (no e-mail,
 * no HTTP call, no write outside the event store).
 *
 * A reactor is never replayed: a rebuild would issue its commands again, so it is refused.
 *
 * Generic over the union `E` of the events it handles, like `Projection`: `handles` lists only
 * their types and `react` receives that union, narrowed by `event.type` without a cast.
 */
export interface Reactor<E extends DomainEvent = DomainEvent> {
  /** Stable name, also the checkpoint key and part of the derived event ids: never rename one. */
  readonly name: string;
  /** Event types it reacts to; others only advance its checkpoint. */
  readonly handles: readonly E['type'][];
  /**
   * Event types its commands append. A write whose events it handles waits for it and then for
   * the projections of these types (read-your-writes, decision 0054), so the caller's next read
   * shows the reaction too (an award in the points badge).
   */
  readonly emits: readonly string[];
  /** Issues the commands for `event` (upcast to its current schema version). Throwing stops the reactor at that event. */
  react(event: RecordedEventOf<E>): Promise<void>;
}

export const REACTOR_METADATA = 'platform:reactor';

/**
 * Marks a Nest provider implementing `Reactor`; the runtime discovers every provider so marked
 * (DiscoveryService), so a module only lists it in its `providers`.
 */
export function EventReactor(): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(REACTOR_METADATA, true, target);
  };
}
