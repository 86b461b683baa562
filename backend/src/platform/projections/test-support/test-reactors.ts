import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../domain/aggregate-store.js';
import { DomainCommand } from '../../domain/command.js';
import type { DomainEvent, RecordedEvent } from '../../event-store/event.js';
import type { EventSchema } from '../../event-store/event-schemas.js';
import { ReadModelProjection, type Projection } from '../projection.js';
import { EventReactor, type Reactor } from '../reactor.js';

/** What the test reactor reacts to (as "feedback given" will trigger "award points"). */
export const FEEDBACK_GIVEN = 'TestFeedbackGiven';
export const POINTS_ADDED = 'TestPointsAdded';

/** The test reactor's event types, for the process's schema registry. */
export const TEST_REACTOR_EVENT_SCHEMAS: EventSchema[] = [FEEDBACK_GIVEN, POINTS_ADDED].map((type) => ({ type, version: 1, upcasters: {} }));

export type TestPointsAdded = DomainEvent<typeof POINTS_ADDED, { memberId: string; points: number; total: number }>;

export const pointsStreamId = (memberId: string) => `test-points-${memberId}`;

/** A points ledger: `total` is the sum of what was added. */
export const pointsLedger = {
  initialState: () => ({ total: 0 }),
  evolve: (state: { total: number }, event: TestPointsAdded) => ({ total: state.total + event.data.points }),
};

/** A system command (no user acts): reactors issue `DomainCommand`s like any other caller. */
export class AddTestPoints extends DomainCommand<'AddTestPoints', { memberId: string; points: number }> {
  readonly type = 'AddTestPoints';
}

/**
 * Adds points every time, whatever the ledger holds: deliberately NOT idempotent, so a reaction
 * whose command took effect twice shows as two events. `total` in each event is the running sum,
 * so a ledger state that counted an event twice shows in the next event.
 */
@CommandHandler(AddTestPoints)
export class AddTestPointsHandler implements ICommandHandler<AddTestPoints> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ data: { memberId, points } }: AddTestPoints): Promise<void> {
    await this.aggregates.execute(pointsStreamId(memberId), pointsLedger, (state): TestPointsAdded[] => [
      { type: POINTS_ADDED, data: { memberId, points, total: state.total + points } },
    ]);
  }
}

/** Awards 10 points to the member of each `TestFeedbackGiven`. `afterReact` lets a test stall a reaction. */
@Injectable()
@EventReactor()
export class AwardPointsOnTestFeedbackGiven implements Reactor {
  readonly name = 'test-award-points-on-feedback-given';
  readonly handles = [FEEDBACK_GIVEN];
  readonly emits = [POINTS_ADDED];
  /** Every event `react` was called with, in order (repeats included). */
  readonly reacted: RecordedEvent[] = [];
  afterReact: ((event: RecordedEvent) => Promise<void>) | null = null;
  /** Awaited before the reaction's command (a test can open a transaction first). */
  beforeReact: ((event: RecordedEvent) => Promise<void>) | null = null;

  constructor(private readonly commands: CommandBus) {}

  async react(event: RecordedEvent): Promise<void> {
    this.reacted.push(event);
    if (this.beforeReact) await this.beforeReact(event);
    const { memberId } = event.data as { memberId: string };
    await this.commands.execute(new AddTestPoints({ memberId, points: 10 }));
    if (this.afterReact) await this.afterReact(event);
  }
}

/** What the reactor emitted, as a read model would show it: the members whose points it has applied, in order. */
@Injectable()
@ReadModelProjection()
export class TestPointsProjection implements Projection {
  readonly name = 'test-points';
  readonly handles = [POINTS_ADDED];
  readonly tables: string[] = [];
  readonly applied: string[] = [];

  async apply(event: RecordedEvent, _manager: EntityManager): Promise<void> {
    this.applied.push((event.data as { memberId: string }).memberId);
  }
}
