import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiProduces, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import { CoachingChatService, ReplyFailedError, SEND_FAILED_MESSAGE, type ReplySink } from '../commands/chat/coaching-chat.service.js';
import { CompleteCoachingRecommendation, DeleteCoachingSession } from '../domain/coaching-session.commands.js';
import { CoachingSessionNotFoundError } from '../domain/coaching-session.errors.js';
import { SCENARIOS } from '../domain/scenarios.js';
import { coachContextRefOf, type CoachContextRef } from '../coach/analysis/coach-context.js';
import {
  GetActiveCoachingSessionQuery,
  GetCoachingStatsQuery,
  ListCoachingSessionsQuery,
  ListRecommendationsQuery,
} from '../queries/coaching.queries.js';
import { ActiveSessionQuery, ChatRequest, StartCoachingSessionRequest } from './ai-coaching.request.dto.js';
import {
  ChatResponse,
  CoachInfoResponse,
  CoachingSessionResponse,
  CoachingStatsResponse,
  RecommendationResponse,
  ScenarioResponse,
} from './ai-coaching.response.dto.js';

/** The scenario id a role-play body names: `scenarioId`, or the `id` in its `context` JSON (spec part 2 §7). */
function scenarioIdOf(body: StartCoachingSessionRequest): string | null {
  if (body.scenarioId) return body.scenarioId;
  if (!body.context) return null;
  try {
    const parsed = JSON.parse(body.context) as { id?: unknown };
    return typeof parsed.id === 'string' ? parsed.id : null;
  } catch {
    return null;
  }
}

/** The board a coaching body names in its `context` JSON (decision 0076); a malformed one is a 400. */
function boardOf(body: StartCoachingSessionRequest): CoachContextRef | null {
  if (body.sessionType === 'roleplay') return null;
  const ref = coachContextRefOf(body.context);
  if (ref === 'invalid') throw new BadRequestException('分析するボードの指定が正しくありません');
  return ref;
}

const SESSION_NOT_FOUND = "Unknown session, or someone else's";

/**
 * AI reflection, AI coach and role-play sessions of the signed-in user: every route answers the
 * caller's own sessions only (someone else's is a 404, whatever the caller's role).
 */
@ApiTags('ai-coaching')
@Controller('api/ai-coaching')
export class AiCoachingController {
  constructor(
    private readonly chat: CoachingChatService,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('coach')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: CoachInfoResponse, description: 'Who answers: the offline coach, or the provider AI_PROVIDER names' } })
  coach(): CoachInfoResponse {
    return { provider: this.chat.provider, offline: this.chat.provider === 'offline' };
  }

  @Get('scenarios')
  @Access('signed_in')
  @ApiAnswers({ ok: [ScenarioResponse] })
  scenarios(): ScenarioResponse[] {
    return [...SCENARIOS];
  }

  @Get('sessions')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [CoachingSessionResponse], description: "The caller's sessions, newest first" } })
  sessions(@CurrentUser() user: SessionUser): Promise<CoachingSessionResponse[]> {
    return this.queries.execute(new ListCoachingSessionsQuery(user));
  }

  @Get('active-session')
  @Access('signed_in')
  @ApiAnswers({
    ok: { schema: { nullable: true, allOf: [{ $ref: getSchemaPath(CoachingSessionResponse) }] }, description: "The caller's newest active session, or null (JSON null) when there is none" },
  })
  activeSession(@Query() query: ActiveSessionQuery, @CurrentUser() user: SessionUser): Promise<CoachingSessionResponse | null> {
    return this.queries.execute(new GetActiveCoachingSessionQuery(user, query.sessionType));
  }

  @Get('sessions/:id')
  @Access('signed_in')
  @ApiAnswers({ ok: CoachingSessionResponse, notFound: SESSION_NOT_FOUND })
  session(@Param('id', new ParseUUIDPipe({ exceptionFactory: () => new CoachingSessionNotFoundError() })) id: string, @CurrentUser() user: SessionUser) {
    return this.chat.session(user, id);
  }

  @Post('sessions')
  @Access('signed_in')
  @ApiAnswers({
    created: { type: CoachingSessionResponse, description: "Started with the coach's (or persona's) opening line; from a board, with the coach's analysis of it" },
    badRequest: '振り返りトピックを入力してください / ロールプレイシナリオを選択してください / 分析するボードの指定が正しくありません',
    forbidden: 'The board named in `context` is not one the user may see; nothing is created',
    notFound: 'The team (or the member) named in `context` does not exist; nothing is created',
  })
  startSession(@Body() body: StartCoachingSessionRequest, @CurrentUser() user: SessionUser): Promise<CoachingSessionResponse> {
    const scenarioId = body.sessionType === 'roleplay' ? scenarioIdOf(body) : null;
    return this.chat.start(user, { sessionType: body.sessionType, topic: body.topic, scenarioId, context: boardOf(body) });
  }

  @Post('sessions/:id/complete')
  @Access('signed_in')
  @HttpCode(200)
  @ApiAnswers({
    ok: { type: CoachingSessionResponse, description: 'Ended, with its summary, debrief (role-play) and recommendations' },
    notFound: SESSION_NOT_FOUND,
    conflict: 'A reply is still pending',
  })
  complete(@Param('id', new ParseUUIDPipe({ exceptionFactory: () => new CoachingSessionNotFoundError() })) id: string, @CurrentUser() user: SessionUser) {
    return this.chat.complete(user, id);
  }

  @Delete('sessions/:id')
  @Access('signed_in')
  @HttpCode(204)
  @ApiAnswers({ noContent: 'The session, its messages and recommendations are gone from every list', notFound: SESSION_NOT_FOUND })
  async deleteSession(@Param('id', new ParseUUIDPipe({ exceptionFactory: () => new CoachingSessionNotFoundError() })) id: string, @CurrentUser() user: SessionUser) {
    await this.commands.execute(new DeleteCoachingSession({ sessionId: id }, user));
  }

  @Get('stats')
  @Access('signed_in')
  @ApiAnswers({ ok: CoachingStatsResponse })
  stats(@CurrentUser() user: SessionUser): Promise<CoachingStatsResponse> {
    return this.queries.execute(new GetCoachingStatsQuery(user, this.clock.now()));
  }

  @Get('recommendations')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [RecommendationResponse], description: 'Open ones first' } })
  recommendations(@CurrentUser() user: SessionUser): Promise<RecommendationResponse[]> {
    return this.queries.execute(new ListRecommendationsQuery(user));
  }

  @Post('sessions/:id/recommendations/:recommendationId/complete')
  @Access('signed_in')
  @HttpCode(204)
  @ApiAnswers({ noContent: '', notFound: "Unknown session or recommendation, or someone else's" })
  async completeRecommendation(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new CoachingSessionNotFoundError() })) id: string,
    @Param('recommendationId') recommendationId: string,
    @CurrentUser() user: SessionUser,
  ) {
    await this.commands.execute(new CompleteCoachingRecommendation({ sessionId: id, recommendationId }, user));
  }

  /**
   * Sends a message and answers the coach's reply. With `Accept: text/event-stream` the reply
   * streams as server-sent events (`meta`, `chunk`…, then `done` or `error`); otherwise one JSON
   * answer `{ response, message }`. Refusals (blank, unknown session, a reply pending) are 4xx
   * before anything streams; a provider that answers nothing is a 502 with the §8 text.
   */
  @Post('chat')
  @Access('signed_in')
  @HttpCode(200)
  @ApiProduces('application/json', 'text/event-stream')
  @ApiAnswers({
    ok: ChatResponse,
    badRequest: 'Blank or too long message',
    notFound: SESSION_NOT_FOUND,
    conflict: 'A reply is still pending, or the session has ended',
    badGateway: 'メッセージの送信に失敗しました: the provider failed or timed out; the message is kept',
  })
  async send(@Body() body: ChatRequest, @CurrentUser() user: SessionUser, @Req() req: Request, @Res() res: Response): Promise<void> {
    const before = await this.chat.send(user, body.sessionId, body.message);
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    const streaming = (req.headers.accept ?? '').includes('text/event-stream');
    if (!streaming) {
      const ignore: ReplySink = { start: () => undefined, chunk: () => undefined };
      try {
        const message = await this.chat.reply(user, before, body.message, ignore, abort.signal);
        res.status(200).json({ response: message.content, message } satisfies ChatResponse);
      } catch (error) {
        if (!(error instanceof ReplyFailedError)) throw error;
        res.status(502).json({ statusCode: 502, message: SEND_FAILED_MESSAGE, error: 'Bad Gateway', cutOff: error.cutOff });
      }
      return;
    }
    const event = (name: string, data: unknown) => res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    let opened = false;
    const open = () => {
      if (opened) return;
      opened = true;
      res.status(200);
      res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
      res.setHeader('X-Accel-Buffering', 'no');
      res.flushHeaders();
    };
    const sink: ReplySink = {
      start: (meta) => {
        open();
        event('meta', meta);
      },
      chunk: (text) => event('chunk', { text }),
    };
    try {
      const message = await this.chat.reply(user, before, body.message, sink, abort.signal);
      event('done', { message });
      res.end();
    } catch (error) {
      if (!(error instanceof ReplyFailedError)) throw error;
      if (!opened) {
        res.status(502).json({ statusCode: 502, message: SEND_FAILED_MESSAGE, error: 'Bad Gateway' });
        return;
      }
      event('error', { message: SEND_FAILED_MESSAGE, cutOff: error.cutOff });
      res.end();
    }
  }
}
