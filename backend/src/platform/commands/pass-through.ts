import type { Type } from '@nestjs/common';
import { AggregateStore, type Evolver, type ExecuteResult } from '../domain/aggregate-store.js';
import type { DomainEvent } from '../event-store/event.js';
import { sharedHandler } from './shared-handler.js';

/**
 * A decider as a pass-through command sees it: one that decides `C` on its stream's state alone.
 * A command the decider types as needing facts (`FactsOf`) does not fit, so it gets a
 * hand-written handler that reads them: that is checked when compiling.
 */
export interface PassThroughDecider<State, C, Event extends DomainEvent> extends Evolver<State, Event> {
  readonly decide: (command: C, state: State) => Event[];
}

/** A command as a registration sees it: its data, and the If-Match revision when it carries one. */
export interface StreamCommand {
  readonly data: unknown;
  readonly expectedRevision?: number;
}

/**
 * Load-decide-append of one command on one stream (`AggregateStore.execute`, with the command's
 * If-Match revision when it has one): the body of every pass-through registration, and the step a
 * shared body runs after its own check (a guard, a proof, a write queue).
 */
export function decideOnStream<C extends StreamCommand, State, Event extends DomainEvent>(
  aggregates: AggregateStore,
  streamId: string,
  decider: PassThroughDecider<State, C, Event>,
  command: C,
): Promise<ExecuteResult<State, Event>> {
  return aggregates.execute(streamId, decider, (state) => decider.decide(command, state), { expectedRevision: command.expectedRevision });
}

/**
 * The handler of a command that needs nothing but its own stream: load the stream, decide, append
 * (`decideOnStream`), then answer `answer(command, result)` (nothing by default; `{ id }` for a
 * command that creates something, or what the decided events tell, e.g. added or revised).
 *
 * It is the one generic registration (`sharedHandler`, shared-handler.ts) with the load-decide-
 * append body: `passThrough(CompleteGrowthCycle, (c) => growthCycleStream.streamId(c.data.cycleId),
 * growthCycleDecider)` is a class like any hand-written `@CommandHandler(CompleteGrowthCycle)`:
 * the module lists it in its `providers`, and the command bus routes the command to it by class.
 */
export function passThrough<C extends StreamCommand, State, Event extends DomainEvent, Result = void>(
  command: Type<C>,
  streamId: (command: C) => string,
  decider: PassThroughDecider<State, C, Event>,
  answer?: (command: C, result: ExecuteResult<State, Event>) => Result,
): Type<{ execute(command: C): Promise<Result> }> {
  return sharedHandler(command, [AggregateStore], async (cmd, aggregates): Promise<Result> => {
    const result = await decideOnStream(aggregates, streamId(cmd), decider, cmd);
    return answer ? answer(cmd, result) : (undefined as Result);
  });
}
