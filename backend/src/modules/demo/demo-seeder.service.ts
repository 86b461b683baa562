import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { type Command, CommandBus } from '@nestjs/cqrs';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../platform/auth/demo-accounts.js';
import { toSessionUser, type SessionUser } from '../../platform/auth/session-user.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AggregateStore } from '../../platform/domain/aggregate-store.js';
import { DomainError } from '../../platform/domain/domain-error.js';
import { WrongExpectedRevisionError } from '../../platform/event-store/event-store.errors.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { logger } from '../../platform/logging/logger.js';
import { ReadYourWrites } from '../../platform/projections/read-your-writes.js';
import { requestContext } from '../../platform/request-context/request-context.js';
import { CLOCK, type Clock } from '../../platform/time/clock.js';
import { MoveMatrixMember, PlaceMatrixMember } from '../ms-matrix/index.js';
import { CreateOneOnOneEntry, MoveOneOnOneEntry, RecordOneOnOneSession } from '../one-on-one/index.js';
import { closeDemoAgenda, demoAgendaSteps } from './demo-agendas.js';
import { ChangeTeamVisibility, CreateDepartment, CreatePosition, CreateTeam, JoinTeam, LinkUserDepartment, RegisterCompanyMember } from '../organization/index.js';
import { RegisterUser, reservationOwner } from '../users/index.js';
import { seedDemoForum } from './demo-forum.js';
import { seedLearningDemo } from './demo-learning.js';
import { DEMO_ACCOUNT_DEPARTMENTS, DEMO_DEPARTMENTS, DEMO_POSITIONS, DEMO_TEAM, demoPlan, type DemoPlan } from './demo-data.js';
import { seedDemoGrowthCycles } from './demo-growth-cycles.js';
import { seedDemoCommunityEvents } from './demo-community-events.js';
import { seedAiCoachingDemo } from './demo-ai-coaching.js';
import { DEMO_SEED_STREAM_ID, type DemoSeedCompleted, type DemoSeedStarted } from './events/demo-seed.events.js';
import { seedDemoPoints } from './demo-points.js';

export type DemoSeedSummary = DemoSeedCompleted['data'];

/** One command of the demo's history: when it happened and which chain (one member's history) it belongs to. */
interface Step {
  at: Date;
  /** Steps of one chain run one after another in time order; chains run side by side. */
  chain: string;
  run: () => Promise<unknown>;
}

/** Commands in flight at once; each chain (one member's history) stays in order. */
const CONCURRENCY = 6;
/** How long the first start waits for the read models to show the demo before serving. */
const CATCH_UP_TIMEOUT_MS = 30_000;

/**
 * Seeds the demo organisation on the first start (`SEED_DEMO`, default on) through the same
 * commands the HTTP API runs, each dated back with the request context's `occurredAt` and run as
 * the demo user who would have done it. The marker stream `demo-seed` is claimed first with
 * expected revision `no_stream`, so a restart, or a second instance starting at the same time,
 * never seeds twice; a seed that failed half-way is logged and not retried.
 *
 * Runs in `onApplicationBootstrap`, after the migrations (TypeORM ran them on connect) and after
 * the projection runtime started (a global module, whose hooks Nest calls first), and waits for
 * the projections before the server starts listening, so the first page shows the demo.
 */
/** The growth-cycle events an award reactor pays points for (modules/points/reactors). */
const AWARD_CAUSES: ReadonlySet<string> = new Set(['FeedbackGiven', 'FeedForwardGiven', 'GrowthCycleCompleted']);
/** How long the seeder waits for one award. */
const AWARDS_TIMEOUT_MS = 20_000;

@Injectable()
export class DemoSeederService implements OnApplicationBootstrap {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly aggregates: AggregateStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    try {
      await this.seedOnce();
    } catch (error) {
      // The app still serves; the demo is just missing or partial.
      logger.error({ err: error }, 'demo seed failed');
    }
  }

  /** Seeds unless the marker stream shows an earlier seed. Answers the summary, or null when skipped. */
  async seedOnce(): Promise<DemoSeedSummary | null> {
    const startedAt = this.clock.now();
    const claim: DemoSeedStarted = { type: 'DemoSeedStarted', data: { startedAt: startedAt.toISOString() } };
    try {
      await requestContext.run({}, () => this.aggregates.append(DEMO_SEED_STREAM_ID, [claim], 'no_stream'));
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) return null;
      throw error;
    }
    const summary = await this.seed(demoPlan(startedAt, this.config.timeZone));
    const completed: DemoSeedCompleted = { type: 'DemoSeedCompleted', data: summary };
    const position = await requestContext.run({}, () => this.aggregates.append(DEMO_SEED_STREAM_ID, [completed], 0));
    if (!(await this.readYourWrites.waitFor(position, { timeoutMs: CATCH_UP_TIMEOUT_MS }))) {
      logger.warn('demo seeded; the read models are still catching up');
    }
    logger.info(summary, 'demo data seeded');
    return summary;
  }

  /**
   * Waits (bounded) until the award reactors have reacted to everything appended so far, and the
   * points read models have what they appended: the growth-cycle history pays each gift before the
   * next, so the givers' ledgers are in the gifts' order.
   */
  private async awardsPaid(): Promise<void> {
    await this.readYourWrites.waitFor('head', { timeoutMs: AWARDS_TIMEOUT_MS, types: AWARD_CAUSES });
  }

  private async seed(plan: DemoPlan): Promise<DemoSeedSummary> {
    const began = performance.now();
    let commands = 0;
    /** Runs a command as `actor`, dated `at`. */
    const execute = <T = void>(actor: SessionUser, at: Date, command: Command<T>): Promise<T> => {
      commands += 1;
      return requestContext.run({ userId: actor.id, occurredAt: at }, () => this.commandBus.execute(command));
    };

    const users = new Map<string, SessionUser>();
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const existing = await reservationOwner(this.store, account.email);
      const user = demoSessionUser(account, existing ?? randomUUID(), this.config.adminEmails);
      if (!existing) await execute(user, plan.setupAt(index), registration(account, user.id));
      users.set(account.email, user);
    }
    const manager = users.get('manager@demo.example')!;

    // The manager sets the team up.
    const { id: teamId } = await execute(manager, plan.setupAt(10), new CreateTeam({ ...DEMO_TEAM, teamId: randomUUID() }, manager));
    // Teams are closed by default (decision 0058); the demo team is open, so a new sign-in joins
    // it with one click in the welcome dialog.
    await execute(manager, plan.setupAt(11), new ChangeTeamVisibility({ teamId, open: true }, manager));
    const departmentIds = new Map(
      await Promise.all(
        DEMO_DEPARTMENTS.map(async (d, i) => {
          const input = { departmentId: randomUUID(), teamId, name: d.name, color: d.color, description: d.description };
          const { id } = await execute(manager, plan.setupAt(15 + i), new CreateDepartment(input, manager));
          return [d.key, id] as const;
        }),
      ),
    );
    const positionIds = new Map(
      await Promise.all(
        DEMO_POSITIONS.map(async (p, i) => {
          const input = { positionId: randomUUID(), teamId, name: p.name, level: p.level, description: p.description };
          const { id } = await execute(manager, plan.setupAt(25 + i), new CreatePosition(input, manager));
          return [p.key, id] as const;
        }),
      ),
    );
    // The other accounts join the team; each account picks its department, as in the welcome dialog.
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const user = users.get(account.email)!;
      if (user.id !== manager.id) {
        await execute(user, plan.setupAt(60 + index * 2), new JoinTeam({ userId: user.id, teamId, isPrimaryTeam: true }, user));
      }
      const departmentId = departmentIds.get(DEMO_ACCOUNT_DEPARTMENTS[account.email])!;
      await execute(user, plan.setupAt(61 + index * 2), new LinkUserDepartment({ userId: user.id, departmentId, isMain: true }, user));
    }

    // Each member's history is one chain: registration, the MS trail, and the 1on1 entry if any.
    const memberIds = new Map<string, string>();
    const steps: Step[] = [];
    const step = (chain: string, at: Date, run: () => Promise<unknown>) => steps.push({ chain, at, run });
    let matrixMoves = 0;
    let oneOnOneSessions = 0;
    for (const m of plan.members) {
      step(m.key, m.registeredAt, async () => {
        const input = {
          teamId,
          lastName: m.lastName,
          firstName: m.firstName,
          email: m.email,
          departmentId: departmentIds.get(m.departmentKey) ?? null,
          positionId: positionIds.get(m.positionKey) ?? null,
          hireDate: m.hireDate,
          notes: m.notes,
        };
        const register = (email: string | null) =>
          execute(manager, m.registeredAt, new RegisterCompanyMember({ ...input, memberId: randomUUID(), email }, manager));
        // An address already held by a member of another team (a deployment older than the seeder): go without it.
        const { id } = await register(m.email).catch((error: unknown) => {
          if (error instanceof DomainError && error.code === 'ORGANIZATION.DUPLICATE_EMAIL') return register(null);
          throw error;
        });
        memberIds.set(m.key, id);
      });
      let entryId = '';
      const [placed, ...moves] = m.msTrail;
      step(m.key, placed.at, async () => {
        const input = { teamId, memberId: memberIds.get(m.key)!, positionX: placed.x, positionY: placed.y, notes: m.notes, pointId: randomUUID() };
        ({ id: entryId } = await execute(manager, placed.at, new PlaceMatrixMember(input, manager)));
      });
      for (const move of moves) {
        matrixMoves += 1;
        step(m.key, move.at, () =>
          execute(manager, move.at, new MoveMatrixMember({ entryId, to: { x: move.x, y: move.y }, pointId: randomUUID() }, manager)),
        );
      }
    }
    const entryIds = new Map<string, string>();
    const sessionIds = new Map<string, string>();
    for (const o of plan.oneOnOnes) {
      let entryId = '';
      step(o.memberKey, o.createdAt, async () => {
        const input = {
          employeeId: memberIds.get(o.memberKey)!,
          teamId,
          positionX: o.start.x,
          positionY: o.start.y,
          notes: o.notes,
          pointId: randomUUID(),
        };
        ({ id: entryId } = await execute(manager, o.createdAt, new CreateOneOnOneEntry(input, manager)));
        entryIds.set(o.memberKey, entryId);
      });
      for (const [index, { at, moveTo, ...session }] of o.sessions.entries()) {
        oneOnOneSessions += 1;
        const sessionId = randomUUID();
        sessionIds.set(`${o.memberKey}/${index}`, sessionId);
        step(o.memberKey, at, async () => {
          await execute(manager, at, new RecordOneOnOneSession({ ...session, entryId, sessionId }, manager));
          await execute(manager, at, closeDemoAgenda(entryId, sessionId, session.sessionDate));
        });
        if (moveTo) {
          step(o.memberKey, moveTo.at, () =>
            execute(manager, moveTo.at, new MoveOneOnOneEntry({ entryId, to: { x: moveTo.x, y: moveTo.y }, pointId: randomUUID() }, manager)),
          );
        }
      }
    }
    const agendaContext = { plan, now: this.clock.now(), manager, member: users.get('member@demo.example')!, execute };
    const ids = { entryIdOf: (key: string) => entryIds.get(key)!, sessionIdOf: (key: string, n: number) => sessionIds.get(`${key}/${n}`)! };
    for (const s of demoAgendaSteps({ ...agendaContext, ...ids })) step(s.chain, s.at, s.run);
    await runInTimeOrder(steps);
    await seedDemoGrowthCycles(execute, users, this.clock.now(), this.config.timeZone, () => this.awardsPaid());
    await seedDemoPoints(execute, users, new Date(this.clock.now().getTime() - 3_600_000));
    await seedDemoForum(this.commandBus, { admin: users.get('admin@demo.example')!, hr: users.get('hr@demo.example')!, manager, member: users.get('member@demo.example')! }, this.clock.now());
    await seedDemoCommunityEvents(execute, (key) => users.get(`${key}@demo.example`)!, this.clock.now(), this.config);
    await seedLearningDemo(execute, users, plan.setupAt(5), this.clock.now());
    await seedAiCoachingDemo(execute, users, this.clock.now(), this.config.timeZone);

    return {
      teamId,
      members: plan.members.length,
      matrixMoves,
      oneOnOneEntries: plan.oneOnOnes.length,
      oneOnOneSessions,
      commands,
      seconds: Math.round((performance.now() - began) / 100) / 10,
    };
  }
}

/** A demo account as the session user its commands run as (names and role from demo-accounts.ts). */
function demoSessionUser(account: DemoAccount, id: string, adminEmails: readonly string[]): SessionUser {
  return toSessionUser(
    { id, email: account.email, firstName: account.givenName, lastName: account.familyName, userType: account.userType },
    adminEmails,
  );
}

/** Registers a demo account as its first sign-in would, without signing it in. */
function registration(account: DemoAccount, userId: string): RegisterUser {
  return new RegisterUser({
    userId,
    email: account.email,
    firstName: account.givenName,
    lastName: account.familyName,
    userType: account.userType,
    emailVerified: true,
  });
}

/**
 * Starts the steps in time order, at most CONCURRENCY at once, each after the earlier steps of its
 * chain. The log thus stays in near time order while independent histories overlap. The first
 * failure stops the steps not yet started and is thrown once the running ones have ended.
 */
async function runInTimeOrder(steps: Step[]): Promise<void> {
  const ordered = [...steps].sort((a, b) => a.at.getTime() - b.at.getTime());
  const chains = new Map<string, Promise<void>>();
  const running = new Set<Promise<void>>();
  const failures: unknown[] = [];
  for (const step of ordered) {
    if (failures.length) break;
    while (running.size >= CONCURRENCY) await Promise.race(running);
    const done = (chains.get(step.chain) ?? Promise.resolve())
      .then(() => (failures.length ? undefined : step.run()))
      .then(
        () => undefined,
        (error: unknown) => void failures.push(error),
      );
    chains.set(step.chain, done);
    const tracked = done.finally(() => running.delete(tracked));
    running.add(tracked);
  }
  await Promise.all(chains.values());
  if (failures.length) throw failures[0];
}
