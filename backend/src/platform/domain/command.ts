import type { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../auth/session-user.js';

/**
 * A command: one class for the command bus (handlers are registered by class) and the decider (it
 * switches on `type`). Subclasses sit in their aggregate's `domain/<aggregate>.commands.ts` and set
 * `readonly type = '<ClassName>'`; ids the decision needs are generated where the command is created
 * (docs/decisions/0017-one-command-type.md).
 */
export abstract class DomainCommand<Type extends string, Data, Result = void> {
  abstract readonly type: Type;
  constructor(readonly data: Data) {}
}

// Declaration merging gives the class Nest's phantom result type (CommandBus.execute infers Result)
// without a runtime import: domain/ stays free of Nest.
export interface DomainCommand<Type extends string, Data, Result = void> extends Command<Result> {}

/** A command a signed-in user issues: who acts, and the revision they last saw (HTTP If-Match). */
export abstract class UserCommand<Type extends string, Data, Result = void> extends DomainCommand<Type, Data, Result> {
  constructor(
    data: Data,
    readonly actor: SessionUser,
    readonly expectedRevision?: number,
  ) {
    super(data);
  }
}
