import { Test } from '@nestjs/testing';
import { CommandBus, CommandHandler, CqrsModule, type ICommandHandler } from '@nestjs/cqrs';
import { aSessionUser } from '../auth/session-user.mother.js';
import { DomainCommand, UserCommand } from './command.js';

/** True when A and B are the same type (a compile-time check: `npx tsc` fails on a false one). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

class OpenAccount extends UserCommand<'OpenAccount', { accountId: string }, { id: string }> {
  readonly type = 'OpenAccount';
}
class CloseAccount extends UserCommand<'CloseAccount', { accountId: string }> {
  readonly type = 'CloseAccount';
}
/** A step no handler is registered for, like a reservation's. */
class ReserveName extends DomainCommand<'ReserveName', { name: string }> {
  readonly type = 'ReserveName';
}

const handled: unknown[] = [];

@CommandHandler(OpenAccount)
class OpenAccountHandler implements ICommandHandler<OpenAccount> {
  async execute(command: OpenAccount): Promise<{ id: string }> {
    handled.push(command);
    return { id: command.data.accountId };
  }
}

@CommandHandler(CloseAccount)
class CloseAccountHandler implements ICommandHandler<CloseAccount> {
  async execute(command: CloseAccount): Promise<void> {
    handled.push(command);
  }
}

describe('a command class', () => {
  it('carries its type, data, actor and expected revision', () => {
    const actor = aSessionUser();
    const command = new CloseAccount({ accountId: 'a-1' }, actor, 3);
    const type: Equal<typeof command.type, 'CloseAccount'> = true;
    expect(type).toBe(true);
    expect(command).toMatchObject({ type: 'CloseAccount', data: { accountId: 'a-1' }, actor, expectedRevision: 3 });
    expect(new ReserveName({ name: 'x' })).toMatchObject({ type: 'ReserveName', data: { name: 'x' } });
  });

  it('reaches its own handler on the command bus, which answers its result type', async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [CqrsModule.forRoot()],
      providers: [OpenAccountHandler, CloseAccountHandler],
    }).compile();
    await moduleRef.init();
    const bus = moduleRef.get(CommandBus);
    const open = new OpenAccount({ accountId: 'a-1' }, aSessionUser());
    const close = new CloseAccount({ accountId: 'a-1' }, aSessionUser());

    const opened = await bus.execute(open);
    const _closed = await bus.execute(close);
    const openedType: Equal<typeof opened, { id: string }> = true;
    const closedType: Equal<typeof _closed, void> = true;
    expect([openedType, closedType]).toEqual([true, true]);

    expect(opened).toEqual({ id: 'a-1' });
    expect(handled).toEqual([open, close]);
    // A step of an aggregate that no handler takes is refused by the bus, not run by another command's handler.
    await expect((async () => bus.execute(new ReserveName({ name: 'x' })))()).rejects.toThrow(/No handler found/);
    expect(handled).toHaveLength(2);
    await moduleRef.close();
  });
});
