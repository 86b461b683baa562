import { Inject, type Type } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import { AggregateStore, type Evolver, type ExecuteResult } from '../domain/aggregate-store.js';
import type { DomainEvent } from '../event-store/event.js';

/**
 * A decider as a pass-through command sees it: one that decides `C` on its stream's state alone.
 * A command the decider types as needing facts (`FactsOf`) does not fit, so it gets a
 * hand-written handler that reads them: that is checked when compiling.
 */
export interface PassThroughDecider<State, C, Event extends DomainEvent> extends Evolver<State, Event> {
  readonly decide: (command: C, state: State) => Event[];
}

/**
 * The handler of a command that needs nothing but its own stream: load the stream, decide, append
 * (`AggregateStore.execute`, with the command's If-Match revision when it has one), then answer
 * `answer(command, result)` (nothing by default; `{ id }` for a command that creates something,
 * or what the decided events tell, e.g. added or revised).
 *
 * `passThrough(CompleteGrowthCycle, (c) => growthCycleStream.streamId(c.data.cycleId), growthCycleDecider)`
 * is a class like any hand-written `@CommandHandler(CompleteGrowthCycle)`: the module lists it in
 * its `providers`, and the command bus routes the command to it by class. A command that reads
 * facts (another aggregate, the directory, the clock), checks anything before deciding, queues
 * its write or retries a plan is written by hand in `commands/<command>/<command>.handler.ts`.
 */
export function passThrough<C extends { readonly data: unknown; readonly expectedRevision?: number }, State, Event extends DomainEvent, Result = void>(
  command: Type<C>,
  streamId: (command: C) => string,
  decider: PassThroughDecider<State, C, Event>,
  answer?: (command: C, result: ExecuteResult<State, Event>) => Result,
): Type<{ execute(command: C): Promise<Result> }> {
  @CommandHandler(command)
  class PassThroughHandler {
    constructor(@Inject(AggregateStore) private readonly aggregates: AggregateStore) {}

    async execute(cmd: C): Promise<Result> {
      const result = await this.aggregates.execute(streamId(cmd), decider, (state) => decider.decide(cmd, state), { expectedRevision: cmd.expectedRevision });
      return answer ? answer(cmd, result) : (undefined as Result);
    }
  }
  // Named after the command, as a hand-written handler would be (Nest's errors and logs show it).
  Object.defineProperty(PassThroughHandler, 'name', { value: `${command.name}Handler` });
  return PassThroughHandler;
}
