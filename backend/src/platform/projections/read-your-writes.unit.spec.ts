import { jest } from '@jest/globals';
import { Global, Module } from '@nestjs/common';
import type { ModuleRef } from '@nestjs/core';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Test } from '@nestjs/testing';
import { loadConfig } from '../config/app-config.js';
import type { EventStore } from '../event-store/event-store.port.js';
import type { ProjectionRuntimeService } from './projection-runtime.service.js';
import { cqrsModule, ReadYourWrites, ReadYourWritesQueryBus } from './read-your-writes.js';

class AskQuery extends Query<string> {}

const steps: string[] = [];

@QueryHandler(AskQuery)
class AskHandler implements IQueryHandler<AskQuery> {
  execute(): Promise<string> {
    steps.push('handler');
    return Promise.resolve('answer');
  }
}

function readYourWrites(queryBus: unknown, runtime: Partial<ProjectionRuntimeService> = {}) {
  // The settled head (40) stands below the last committed append (42) while an older transaction is open.
  const store = { headPosition: () => Promise.resolve(40n), lastCommittedPosition: () => Promise.resolve(42n) } as unknown as EventStore;
  const moduleRef = { get: () => queryBus } as unknown as ModuleRef;
  return new ReadYourWrites(runtime as ProjectionRuntimeService, store, loadConfig({ NODE_ENV: 'test', READ_YOUR_WRITES_TIMEOUT_MS: '1234' }), moduleRef);
}

describe('read-your-writes, one mechanism', () => {
  it("gives CqrsModule a QueryBus that waits for the request's writes before every query, through DI (no patch)", async () => {
    const catchUp = jest.fn(() => {
      steps.push('catch-up');
      return Promise.resolve(true);
    });
    @Global()
    @Module({ providers: [{ provide: ReadYourWrites, useValue: { catchUp } }], exports: [ReadYourWrites] })
    class FakeReadYourWritesModule {}

    const moduleRef = await Test.createTestingModule({ imports: [cqrsModule(), FakeReadYourWritesModule], providers: [AskHandler] }).compile();
    await moduleRef.init();
    try {
      const bus = moduleRef.get(QueryBus);
      expect(bus).toBeInstanceOf(ReadYourWritesQueryBus);
      expect(Object.prototype.hasOwnProperty.call(bus, 'execute')).toBe(false);
      steps.length = 0;
      await expect(bus.execute(new AskQuery())).resolves.toBe('answer');
      expect(steps).toEqual(['catch-up', 'handler']);
    } finally {
      await moduleRef.close();
    }
  });

  it('refuses to start with a QueryBus that does not wait (CqrsModule.forRoot() instead of cqrsModule())', () => {
    const plain = new QueryBus({} as ModuleRef);
    expect(() => readYourWrites(plain).onApplicationBootstrap()).toThrow(/cqrsModule\(\)/);
    const waiting = new ReadYourWritesQueryBus({} as ModuleRef, undefined, {} as ReadYourWrites);
    expect(() => readYourWrites(waiting).onApplicationBootstrap()).not.toThrow();
  });

  it("waits outside a request for a position or the log's head (every committed append), bounded by READ_YOUR_WRITES_TIMEOUT_MS unless told", async () => {
    const waitForPosition = jest.fn((..._args: unknown[]) => Promise.resolve(true));
    const ryw = readYourWrites(null, { waitForPosition: waitForPosition as ProjectionRuntimeService['waitForPosition'] });
    const types = new Set(['FeedbackGiven']);
    await ryw.waitFor(7n);
    await ryw.waitFor('head', { timeoutMs: 20_000, types });
    expect(waitForPosition.mock.calls).toEqual([
      [7n, 1234, undefined],
      [42n, 20_000, types],
    ]);
  });
});
