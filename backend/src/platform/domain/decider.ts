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

/** The commands of `Command` that `Facts` names (decided with facts), and the others. */
type NeedingFacts<Command extends { type: string }, Facts> = Extract<Command, { type: keyof Facts }>;
export type CommandWithoutFacts<Command extends { type: string }, Facts> = Exclude<Command, { type: keyof Facts }>;

/** One decision per command that `Facts` names, given its own command and its own facts. */
export type FactDecisions<State, Command extends { type: string }, Event extends DomainEvent, Facts> = {
  readonly [K in NeedingFacts<Command, Facts>['type']]: (command: Extract<Command, { type: K }>, state: State, facts: Facts[K & keyof Facts]) => Event[];
};

/**
 * A decider whose decisions need facts, written so that each decision gets its own facts typed:
 * `decideWithFacts` holds one function per command that `Facts` names (every one of them is
 * required), given its own command and `Facts[type]`; `decide` decides the other commands from the
 * stream alone (absent when every command needs facts). A switch on `command.type` cannot narrow a
 * separate `facts` parameter, which is why this is a map and not a third argument of one `decide`.
 */
export type DeciderWithFacts<State, Command extends { type: string }, Event extends DomainEvent, Facts> = {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly decideWithFacts: FactDecisions<State, Command, Event, Facts>;
} & ([CommandWithoutFacts<Command, Facts>] extends [never]
  ? { readonly decide?: undefined }
  : { readonly decide: (command: CommandWithoutFacts<Command, Facts>, state: State) => Event[] });

/**
 * The `Decider` of a `DeciderWithFacts`: a command `Facts` names goes to its own decision with the
 * facts its handler passed, any other to `decide`. Its type parameters come from the `Decider` the
 * result is assigned to (docs/decisions/0069-typed-seams.md).
 */
export function deciderWithFacts<State, Command extends { type: string }, Event extends DomainEvent, Facts>(
  parts: DeciderWithFacts<State, Command, Event, Facts>,
): Decider<State, Command, Event, Facts> {
  // The one place the map is read by a runtime key: its keys are exactly the commands `Facts` names.
  const withFacts = parts.decideWithFacts as unknown as Readonly<Record<string, (command: Command, state: State, facts: unknown) => Event[]>>;
  const withoutFacts = parts.decide as ((command: Command, state: State) => Event[]) | undefined;
  const decide = (command: Command, state: State, facts?: Facts[keyof Facts]): Event[] => {
    const decision = Object.hasOwn(withFacts, command.type) ? withFacts[command.type] : undefined;
    if (decision) return decision(command, state, facts);
    if (withoutFacts) return withoutFacts(command, state);
    throw new Error(`No decision for ${command.type}`);
  };
  return { initialState: parts.initialState, evolve: parts.evolve, decide };
}

/** Compile-time exhaustiveness check for `switch` over a union. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}`);
}
