import { Inject, type Type } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';

/** A provider's class, concrete or abstract, as the injection token of a shared handler's dependency. */
type Token<T> = abstract new (...args: never[]) => T;

/**
 * The handler of a command whose body it shares with other commands of its module and which needs
 * providers besides its stream (a guard, a write queue, an ownership proof): the body is written
 * once as `execute(command, ...providers)`, and this makes the `@CommandHandler(command)` class
 * Nest registers, with the providers in `inject` injected in that order and the class named after
 * the command, as a hand-written handler would be. A module wraps it in a small function of the
 * command (community events' `queuedOnEvent`, 心の叫び's `proved`) and collects the results in
 * `commands/<aggregate>.handlers.ts`. A command that needs nothing but its stream is a
 * `passThrough(...)` (pass-through.ts); one with a body of its own is a hand-written handler.
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
