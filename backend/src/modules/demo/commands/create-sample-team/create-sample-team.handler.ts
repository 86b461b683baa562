import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { type Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import { AggregateStore, toDomain } from '../../../../platform/domain/aggregate-store.js';
import { ConflictError } from '../../../../platform/domain/domain-error.js';
import { WrongExpectedRevisionError } from '../../../../platform/event-store/event-store.errors.js';
import { EVENT_STORE, type EventStore } from '../../../../platform/event-store/event-store.port.js';
import { logger } from '../../../../platform/logging/logger.js';
import { ReadYourWrites } from '../../../../platform/projections/read-your-writes.js';
import { requestContext } from '../../../../platform/request-context/request-context.js';
import { DeploymentClock } from '../../../../platform/time/deployment-clock.js';
import { MoveMatrixMember, PlaceMatrixMember } from '../../../ms-matrix/index.js';
import { CreateOneOnOneEntry, MoveOneOnOneEntry, RecordOneOnOneSession } from '../../../one-on-one/index.js';
import { CreateDepartment, CreateTeam, OrganizationDirectory, RegisterCompanyMember } from '../../../organization/index.js';
import { CreateSampleTeam } from '../../domain/sample-team.commands.js';
import { nextSampleTeamStep, sampleTeamEvolver, sampleTeamStream, UNFINISHED_CLAIM_GRACE_MS, type SampleTeamState } from '../../domain/sample-team.js';
import type { SampleTeamAbandoned, SampleTeamClaimed, SampleTeamCreated, SampleTeamEvent } from '../../events/sample-team.events.js';
import { SAMPLE_DEPARTMENTS, SAMPLE_TEAM, sampleTeamPlan, type PlannedSampleMember } from '../../sample-team-data.js';

export const SAMPLE_TEAM_BUSY_MESSAGE = 'サンプルチームを作成中です。しばらくしてからもう一度お試しください。';

/** How often a click that found the user's sample team being built looks again. */
const WAIT_POLL_MS = 100;

/**
 * Builds the user's sample team through the same commands the API runs, as the user (who becomes
 * its leader, like `CreateTeam` makes them), each dated back so the boards show two months of
 * history. One team per user: the claim stream `sample-team-<userId>` is appended with the
 * revision just read, so of concurrent clicks exactly one claims and builds; the others wait for
 * its `SampleTeamCreated` and answer the same team.
 */
@CommandHandler(CreateSampleTeam)
export class CreateSampleTeamHandler implements ICommandHandler<CreateSampleTeam> {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly aggregates: AggregateStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly organization: OrganizationDirectory,
    private readonly readYourWrites: ReadYourWrites,
    private readonly clock: DeploymentClock,
  ) {}

  async execute(command: CreateSampleTeam): Promise<{ id: string }> {
    const { actor } = command;
    const streamId = sampleTeamStream.streamId(actor.id);
    const waitUntil = this.clock.now().getTime() + UNFINISHED_CLAIM_GRACE_MS;
    for (;;) {
      const { state, revision, lastPosition } = await this.readClaims(streamId);
      const teamExists = state.status === 'created' && (await this.organization.teamAccess(state.teamId, actor)).teamExists;
      const step = nextSampleTeamStep(state, this.clock.now(), teamExists);
      if (step.kind === 'answer') {
        // Built by an earlier request: this one appended nothing, so it waits for the build's projections itself.
        if (lastPosition !== null) await this.readYourWrites.waitFor(lastPosition);
        return { id: step.teamId };
      }
      if (step.kind === 'wait') {
        if (this.clock.now().getTime() > waitUntil) throw new ConflictError('SAMPLE_TEAM.BUSY', SAMPLE_TEAM_BUSY_MESSAGE);
        await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
        continue;
      }
      const teamId = command.data.teamId;
      const claimed: SampleTeamClaimed = { type: 'SampleTeamClaimed', data: { teamId, claimedAt: this.clock.now().toISOString() } };
      let claimRevision: number;
      try {
        await this.aggregates.append(streamId, [claimed], revision);
        claimRevision = revision === 'no_stream' ? 0 : revision + 1;
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError) continue;
        throw error;
      }
      try {
        await this.build(teamId, actor);
      } catch (error) {
        const abandoned: SampleTeamAbandoned = { type: 'SampleTeamAbandoned', data: { teamId } };
        await this.aggregates.append(streamId, [abandoned], claimRevision).catch((e: unknown) => logger.warn({ err: e }, 'sample team not abandoned'));
        throw error;
      }
      const created: SampleTeamCreated = { type: 'SampleTeamCreated', data: { teamId } };
      await this.aggregates.append(streamId, [created], claimRevision);
      return { id: teamId };
    }
  }

  /** The claim stream read fresh (another request's claim must be seen, so not through the request's shared loads). */
  private async readClaims(streamId: string): Promise<{ state: SampleTeamState; revision: number | 'no_stream'; lastPosition: bigint | null }> {
    const recorded = await this.store.readStream(streamId);
    const state = recorded.reduce((s, r) => sampleTeamEvolver.evolve(s, toDomain<SampleTeamEvent>(r)), sampleTeamEvolver.initialState());
    const last = recorded.at(-1);
    return { state, revision: last ? last.revision : 'no_stream', lastPosition: last ? last.position : null };
  }

  private async build(teamId: string, user: SessionUser): Promise<void> {
    const plan = sampleTeamPlan(this.clock.now(), this.clock.timeZone);
    const run = <T>(at: Date, command: Command<T>) => this.dated(at, () => this.commandBus.execute(command));

    await run(plan.setupAt, new CreateTeam({ ...SAMPLE_TEAM, teamId }, user));
    const departmentIds = new Map(
      await Promise.all(
        SAMPLE_DEPARTMENTS.map(async (d) => {
          const input = { departmentId: randomUUID(), teamId, name: d.name, color: d.color, description: d.description };
          const { id } = await run(plan.setupAt, new CreateDepartment(input, user));
          return [d.key, id] as const;
        }),
      ),
    );
    // Each member's history is one chain in time order; the chains run side by side.
    const chain = async (m: PlannedSampleMember) => {
      const { id: memberId } = await run(
        m.registeredAt,
        new RegisterCompanyMember(
          { memberId: randomUUID(), teamId, lastName: m.lastName, firstName: m.firstName, email: null, departmentId: departmentIds.get(m.departmentKey) ?? null, notes: m.notes },
          user,
        ),
      );
      const [placed, ...moves] = m.msTrail;
      const { id: entryId } = await run(
        placed.at,
        new PlaceMatrixMember({ teamId, memberId, positionX: placed.x, positionY: placed.y, notes: m.notes, pointId: randomUUID() }, user),
      );
      for (const move of moves) {
        await run(move.at, new MoveMatrixMember({ entryId, to: { x: move.x, y: move.y }, pointId: randomUUID() }, user));
      }
      const o = m.oneOnOnePlan;
      if (!o) return;
      const { id: oneOnOneId } = await run(
        o.createdAt,
        new CreateOneOnOneEntry({ employeeId: memberId, teamId, positionX: o.start.x, positionY: o.start.y, notes: m.notes, pointId: randomUUID() }, user),
      );
      const { at, ...session } = o.session;
      await run(at, new RecordOneOnOneSession({ ...session, entryId: oneOnOneId, sessionId: randomUUID() }, user));
      await run(o.moveTo.at, new MoveOneOnOneEntry({ entryId: oneOnOneId, to: { x: o.moveTo.x, y: o.moveTo.y }, pointId: randomUUID() }, user));
    };
    await Promise.all(plan.members.map(chain));
  }

  /**
   * Runs `fn` dated `at` (the request context's `occurredAt`) in a context of its own, then records
   * its appends on the request's context, so read-your-writes waits for them before answering.
   */
  private async dated<T>(at: Date, fn: () => Promise<T>): Promise<T> {
    const outer = requestContext.current();
    let inner: ReturnType<typeof requestContext.current>;
    const result = await requestContext.run({ correlationId: outer?.correlationId, userId: outer?.userId ?? null, occurredAt: at }, () => {
      inner = requestContext.current();
      return fn();
    });
    if (inner?.lastAppendedPosition != null) {
      requestContext.recordAppend(inner.lastAppendedPosition, [...inner.appendedTypes], inner.appliedInline ?? []);
    }
    return result;
  }
}
