import type { DomainEvent } from '../event-store/event.js';

/**
 * An aggregate as a decider (EventSourcing.NodeJS style): pure functions, no framework.
 * `decide` throws a DomainError to refuse a command.
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly decide: (command: Command, state: State) => Event[];
}

/** Compile-time exhaustiveness check for `switch` over a union. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
