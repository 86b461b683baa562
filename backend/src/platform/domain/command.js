/**
 * A command: one class for the command bus (handlers are registered by class) and the decider (it
 * switches on `type`). Subclasses sit in their aggregate's `domain/<aggregate>.commands.ts` and set
 * `readonly type = '<ClassName>'`; ids the decision needs are generated where the command is created
 * (docs/decisions/0017-one-command-type.md).
 */
export class DomainCommand {
    data;
    constructor(data) {
        this.data = data;
    }
}
/** A command a signed-in user issues: who acts, and the revision they last saw (HTTP If-Match). */
export class UserCommand extends DomainCommand {
    actor;
    expectedRevision;
    constructor(data, actor, expectedRevision) {
        super(data);
        this.actor = actor;
        this.expectedRevision = expectedRevision;
    }
}
