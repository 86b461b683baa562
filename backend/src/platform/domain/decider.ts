import type { DomainEvent } from '../event-store/event.js';

/**
 * What a decision needs from outside its stream (another aggregate's state, today's date), by
 * command type: the handler reads it and hands it to `decide` as the third argument. A command whose
 * type is not a key of `Facts` takes none, and one whose type is a key cannot be decided without
 * them: both are checked when compiling (docs/decisions/0017-one-command-type.md).
 */
export type FactsOf<Command extends { type: string }, Facts> = [keyof Facts] extends [never]
  ? []
  : Command['type'] extends keyof Facts
    ? [facts: Facts[Command['type']]]
    : [];

/**
 * An aggregate as a decider (EventSourcing.NodeJS style): pure functions, no framework.
 * `decide` throws a DomainError to refuse a command.
 */
export interface Decider<State, Command extends { type: string }, Event extends DomainEvent, Facts = object> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly decide: <C extends Command>(command: C, state: State, ...facts: FactsOf<C, Facts>) => Event[];
}

/** Compile-time exhaustiveness check for `switch` over a union. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}`);
}
