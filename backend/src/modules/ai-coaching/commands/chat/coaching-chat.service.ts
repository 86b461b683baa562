import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { COACH, CoachUnavailableError, type Coach } from '../../coach/coach.port.js';
import { closingOf, openingOf } from '../../coach/coaching-model.js';
import {
  CompleteCoachingSession,
  FailCoachingReply,
  RecordCoachingReply,
  SendCoachingMessage,
  StartCoachingSession,
} from '../../domain/coaching-session.commands.js';
import { CoachingSessionNotFoundError } from '../../domain/coaching-session.errors.js';
import type { Citation, SessionType } from '../../events/coaching-session.events.js';
import type { CoachingMessageResponse, CoachingSessionResponse } from '../../http/ai-coaching.response.dto.js';
import { GetCoachingSessionQuery } from '../../queries/coaching.queries.js';
import { boardAnalysis } from '../../coach/analysis/board-analysis.js';
import type { CoachContext, CoachContextRef } from '../../coach/analysis/coach-context.js';
import { CoachContextReader } from '../../queries/coach-context/coach-context.reader.js';

/** Where a reply goes while it is written: the HTTP layer streams it (SSE) or collects it (JSON). */
export interface ReplySink {
  start(meta: { citations: Citation[]; provider: string }): void;
  chunk(text: string): void;
}

/** The §8 text for a reply that could not be had. */
export const SEND_FAILED_MESSAGE = 'メッセージの送信に失敗しました';

export class ReplyFailedError extends Error {
  constructor(readonly cutOff: CoachingMessageResponse | null) {
    super(SEND_FAILED_MESSAGE);
  }
}

/**
 * A chat turn: the user's message is appended at once (one pending at a time, the decider's
 * rule), the coach's reply is streamed to the sink and stored when complete. A provider that
 * answers nothing leaves the user's message and clears the wait (`CoachingReplyFailed`); one that
 * stops midway, or a client that goes away, stores what arrived marked as cut off.
 */
@Injectable()
export class CoachingChatService {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(COACH) private readonly coach: Coach,
    private readonly boards: CoachContextReader,
  ) {}

  get provider(): string {
    return this.coach.provider;
  }

  /**
   * Starts a session. One started from a board (`context`, decision 0076) opens with the coach's
   * analysis of the board's facts, gathered now; a board the user may not see is refused (403 or
   * 404) before anything is written.
   */
  async start(
    user: SessionUser,
    input: { sessionType: SessionType; topic?: string | null; scenarioId?: string | null; context?: CoachContextRef | null },
  ): Promise<CoachingSessionResponse> {
    const sessionId = randomUUID();
    const board = input.context && input.sessionType !== 'roleplay' ? input.context : null;
    const opening = board
      ? boardAnalysis(await this.boards.gather(user, board))
      : openingOf(input.sessionType, input.topic?.trim() || null, input.scenarioId ?? null);
    await this.commands.execute(
      new StartCoachingSession(
        { sessionId, sessionType: input.sessionType, topic: input.topic, scenarioId: input.scenarioId, opening: { messageId: randomUUID(), ...opening }, context: board },
        user,
      ),
    );
    return this.session(user, sessionId);
  }

  async session(user: SessionUser, sessionId: string): Promise<CoachingSessionResponse> {
    const session = await this.queries.execute(new GetCoachingSessionQuery(user, sessionId));
    if (!session) throw new CoachingSessionNotFoundError();
    return session;
  }

  /** Appends the user's message; answers what the coach needs to reply. Refusals (4xx) happen here, before any reply is streamed. */
  async send(user: SessionUser, sessionId: string, content: string): Promise<CoachingSessionResponse> {
    const before = await this.session(user, sessionId);
    await this.commands.execute(new SendCoachingMessage({ sessionId, messageId: randomUUID(), content }, user));
    return before;
  }

  /** Writes the coach's reply to the sink and stores it; throws `ReplyFailedError` when it could not be had or was cut off. */
  async reply(user: SessionUser, before: CoachingSessionResponse, content: string, sink: ReplySink, signal: AbortSignal): Promise<CoachingMessageResponse> {
    const history = [...before.messages.map((m) => ({ role: m.role, content: m.content })), { role: 'user' as const, content: content.trim() }];
    const { scenarioId, board } = this.contextOf(before);
    let text = '';
    let citations: Citation[] = [];
    try {
      const context = board ? await this.boardFacts(user, board) : undefined;
      const reply = await this.coach.reply({ sessionType: before.sessionType as SessionType, topic: before.topic, scenarioId, history, ...(context ? { context } : {}) }, signal);
      citations = reply.citations;
      sink.start({ citations, provider: this.coach.provider });
      for await (const piece of reply.chunks) {
        text += piece;
        sink.chunk(piece);
        if (signal.aborted) throw new CoachUnavailableError('provider_error');
      }
    } catch (error) {
      const reason = error instanceof CoachUnavailableError ? error.reason : 'provider_error';
      if (!text) {
        await this.commands.execute(new FailCoachingReply({ sessionId: before.id, reason }, user));
        // Read once, so the answer is sent after the session's read model shows the failure.
        await this.session(user, before.id);
        throw new ReplyFailedError(null);
      }
      const stored = await this.record(user, before.id, text, citations, true);
      throw new ReplyFailedError(stored);
    }
    return this.record(user, before.id, text, citations, false);
  }

  /** A session's `context` JSON: a role-play's scenario, or the board a session was started from. */
  private contextOf(session: CoachingSessionResponse): { scenarioId: string | null; board: CoachContextRef | null } {
    if (!session.context) return { scenarioId: null, board: null };
    const parsed = JSON.parse(session.context) as { id?: string } | CoachContextRef;
    if ('source' in parsed) return { scenarioId: null, board: parsed };
    return { scenarioId: parsed.id ?? null, board: null };
  }

  /** The board's facts as of this turn; none when the user may no longer see the board (the session goes on without them). */
  private async boardFacts(user: SessionUser, ref: CoachContextRef): Promise<CoachContext | undefined> {
    try {
      return await this.boards.gather(user, ref);
    } catch (error) {
      if (error instanceof DomainError) return undefined;
      throw error;
    }
  }

  private async record(user: SessionUser, sessionId: string, content: string, citations: Citation[], cutOff: boolean): Promise<CoachingMessageResponse> {
    const messageId = randomUUID();
    await this.commands.execute(new RecordCoachingReply({ sessionId, messageId, content, citations, cutOff, provider: this.coach.provider }, user));
    const session = await this.session(user, sessionId);
    return session.messages.find((m) => m.id === messageId)!;
  }

  /** Ends the session: its summary, the role-play's debrief and the recommendations, by the coaching model. */
  async complete(user: SessionUser, sessionId: string): Promise<CoachingSessionResponse> {
    const session = await this.session(user, sessionId);
    if (session.isActive) {
      const { scenarioId } = this.contextOf(session);
      const cited = session.messages.flatMap((m) => m.citations);
      const closing = closingOf(session.sessionType as SessionType, scenarioId, session.messages, cited);
      await this.commands.execute(
        new CompleteCoachingSession(
          { sessionId, summary: closing.summary, debrief: closing.debrief, recommendations: closing.recommendations.map((r) => ({ ...r, recommendationId: randomUUID() })) },
          user,
        ),
      );
    }
    return this.session(user, sessionId);
  }
}
