import { Inject, type Type } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';

/** A provider's class, concrete or abstract, as the injection token of a shared handler's dependency. */
type Token<T> = abstract new (...args: never[]) => T;

/**
 * The one generic command-handler registration: a command's body written once as
 * `execute(command, ...providers)`, and this makes the `@CommandHandler(command)` class Nest
 * registers, with the providers in `inject` injected in that order and the class named after the
 * command, as a hand-written handler would be (Nest's errors and logs show that name).
 *
 * - A command that needs nothing but its own stream is `passThrough(...)` (pass-through.ts): this
 *   registration with the load-decide-append body.
 * - Commands that share a body needing providers besides their stream (a guard, a write queue, an
 *   ownership proof) wrap it in a small function of the command (community events'
 *   `queuedOnEvent`, 心の叫び's `proved`), whose body ends in the same `decideOnStream`.
 * - A command that reads facts (another aggregate, the directory, the clock), plans several
 *   writes or answers from a read model has a hand-written handler in
 *   `commands/<command>/<command>.handler.ts`.
 *
 * A module collects its registrations in `commands/<aggregate>.handlers.ts` and lists them in its
 * `providers`.
 */
export function sharedHandler<C, Result, const Deps extends readonly unknown[]>(
  command: Type<C>,
  inject: { readonly [K in keyof Deps]: Token<Deps[K]> },
  execute: (command: C, ...providers: Deps) => Promise<Result>,
): Type<{ execute(command: C): Promise<Result> }> {
  class SharedHandler {
    private readonly providers: Deps;
    constructor(...providers: Deps) {
      this.providers = providers;
    }

    execute(cmd: C): Promise<Result> {
      return execute(cmd, ...this.providers);
    }
  }
  inject.forEach((token, index) => Inject(token)(SharedHandler, undefined as unknown as string, index));
  CommandHandler(command)(SharedHandler);
  Object.defineProperty(SharedHandler, 'name', { value: `${command.name}Handler` });
  return SharedHandler as unknown as Type<{ execute(command: C): Promise<Result> }>;
}
