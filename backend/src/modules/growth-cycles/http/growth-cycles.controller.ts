import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import {
  CompleteGrowthCycle,
  GiveFeedForward,
  GiveFeedback,
  RequestFeedback,
  StartGrowthCycle,
  ThankFeedForward,
  WithdrawFeedbackRequest,
} from '../domain/growth-cycle.commands.js';
import {
  ListCycleFeedbackRequestsQuery,
  ListFeedbackRequestsToMeQuery,
  ListRequestableColleaguesQuery,
} from '../queries/feedback-requests/feedback-requests.query.js';
import { GetAwardOutcomeQuery } from '../queries/get-award-outcome/get-award-outcome.query.js';
import { GetActiveGrowthCycleQuery } from '../queries/get-active-growth-cycle/get-active-growth-cycle.query.js';
import { GetFeedForwardQuery, GetFeedbackQuery } from '../queries/get-gift/get-gift.query.js';
import { GetGrowthCycleQuery } from '../queries/get-growth-cycle/get-growth-cycle.query.js';
import { ListCommunityGrowthCyclesQuery } from '../queries/list-community-growth-cycles/list-community-growth-cycles.query.js';
import { ListMyGrowthCyclesQuery } from '../queries/list-my-growth-cycles/list-my-growth-cycles.query.js';
import { ListReceivedGiftsQuery } from '../queries/list-received-gifts/list-received-gifts.query.js';
import { GiveFeedForwardRequest, GiveFeedbackRequest, RequestFeedbackRequest, StartGrowthCycleRequest } from './growth-cycles.request.dto.js';
import {
  ActiveGrowthCycleResponse,
  FeedbackRequestResponse,
  FeedbackRequestToMeResponse,
  FeedForwardResponse,
  GrowthCycleUserResponse,
  FeedbackResponse,
  CompletedGrowthCycleResponse,
  GivenFeedForwardResponse,
  GivenFeedbackResponse,
  GrowthCycleResponse,
  ReceivedGiftsResponse,
} from './growth-cycles.response.dto.js';

const NOT_FOUND = "Unknown, or someone else's private cycle";

/**
 * Growth cycles (spec part 2 §7, `/api/pffr/*`): the signed-in user's cycles and buddy, praise
 * (feedback) and cheers (feed-forward) on other users' public active cycles, and the owner's
 * thanks. Someone else's private cycle answers 404 everywhere.
 */
@ApiTags('pffr')
@Controller('api/pffr')
export class GrowthCyclesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('growth-cycles')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [GrowthCycleResponse], description: "The caller's cycles, active and completed, newest first" } })
  listMine(@CurrentUser() user: SessionUser): Promise<GrowthCycleResponse[]> {
    return this.queryBus.execute(new ListMyGrowthCyclesQuery(user));
  }

  @Get('growth-cycles/active')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: ActiveGrowthCycleResponse, description: 'The current cycle: the first active one of the list' } })
  async getActive(@CurrentUser() user: SessionUser): Promise<ActiveGrowthCycleResponse> {
    return { cycle: await this.queryBus.execute(new GetActiveGrowthCycleQuery(user)) };
  }

  @Get('growth-cycles/community')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [GrowthCycleResponse], description: "Other users' public active cycles, newest first (at most 100)" } })
  listCommunity(@CurrentUser() user: SessionUser): Promise<GrowthCycleResponse[]> {
    return this.queryBus.execute(new ListCommunityGrowthCyclesQuery(user));
  }

  @Get('feedback-requests/to-me')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [FeedbackRequestToMeResponse], description: 'Open requests to the caller for feedback or feed-forward, oldest first' } })
  listRequestsToMe(@CurrentUser() user: SessionUser): Promise<FeedbackRequestToMeResponse[]> {
    return this.queryBus.execute(new ListFeedbackRequestsToMeQuery(user));
  }

  @Get('feedback-requests/colleagues')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [GrowthCycleUserResponse], description: 'Whom the caller may ask: the users who share a team with them, by name' } })
  listRequestableColleagues(@CurrentUser() user: SessionUser): Promise<GrowthCycleUserResponse[]> {
    return this.queryBus.execute(new ListRequestableColleaguesQuery(user));
  }

  @Post('growth-cycles')
  @Access('signed_in')
  @ApiAnswers({
    created: GrowthCycleResponse,
    badRequest: 'A field of spec §5 out of bounds; a supporter who is no user, the caller, or more than 50 supporters',
  })
  async start(@Body() body: StartGrowthCycleRequest, @CurrentUser() user: SessionUser): Promise<GrowthCycleResponse> {
    const { id } = await this.commandBus.execute(
      new StartGrowthCycle(
        {
          cycleId: randomUUID(),
          title: body.title,
          description: body.description,
          targetBehaviors: body.targetBehaviors,
          isPublic: body.isPublic,
          supporterUserIds: body.supporterMembers,
          targetDate: body.targetDate,
        },
        user,
      ),
    );
    return this.queryBus.execute(new GetGrowthCycleQuery(id, user));
  }

  @Get('growth-cycles/:id')
  @Access('signed_in')
  @ApiAnswers({ ok: GrowthCycleResponse, notFound: NOT_FOUND })
  getOne(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<GrowthCycleResponse> {
    return this.queryBus.execute(new GetGrowthCycleQuery(id, user));
  }

  @Post('growth-cycles/:id/complete')
  @Access('signed_in')
  @HttpCode(200)
  @ApiAnswers({
    ok: { type: CompletedGrowthCycleResponse, description: 'The cycle, and the points its completion earned (0 with the reason when a fair-play rule withheld them)' },
    forbidden: "Someone else's cycle",
    notFound: NOT_FOUND,
    conflict: 'Already completed',
  })
  async complete(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<CompletedGrowthCycleResponse> {
    await this.commandBus.execute(new CompleteGrowthCycle({ cycleId: id }, user));
    const cycle: GrowthCycleResponse = await this.queryBus.execute(new GetGrowthCycleQuery(id, user));
    return { ...cycle, ...(await this.queryBus.execute(new GetAwardOutcomeQuery(user.id, id))) };
  }

  @Get('growth-cycles/:id/received')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: ReceivedGiftsResponse, description: 'Feedback and feed-forward the cycle received, newest first' },
    notFound: "Unknown, or someone else's cycle",
  })
  listReceived(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<ReceivedGiftsResponse> {
    return this.queryBus.execute(new ListReceivedGiftsQuery(id, user));
  }

  @Get('growth-cycles/:id/feedback-requests')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [FeedbackRequestResponse], description: 'Whom the owner asked on the cycle and each request\'s state, newest first' }, notFound: "Unknown, or someone else's cycle" })
  listFeedbackRequests(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<FeedbackRequestResponse[]> {
    return this.queryBus.execute(new ListCycleFeedbackRequestsQuery(id, user));
  }

  @Post('growth-cycles/:id/feedback-requests')
  @Access('signed_in')
  @ApiAnswers({
    created: { type: [FeedbackRequestResponse], description: "The cycle's requests after asking, newest first" },
    badRequest: 'No colleague or more than 10, the same one twice, the caller, someone who shares no team with the caller, an unknown kind',
    forbidden: "Someone else's cycle",
    notFound: NOT_FOUND,
    conflict: 'A completed or private cycle; a colleague already asked for the same kind and not yet answered',
  })
  async requestFeedback(@Param('id') id: string, @Body() body: RequestFeedbackRequest, @CurrentUser() user: SessionUser): Promise<FeedbackRequestResponse[]> {
    const asks = body.userIds.map((askedUserId) => ({ requestId: randomUUID(), askedUserId }));
    await this.commandBus.execute(new RequestFeedback({ cycleId: id, kind: body.kind, asks }, user));
    return this.queryBus.execute(new ListCycleFeedbackRequestsQuery(id, user));
  }

  @Delete('growth-cycles/:id/feedback-requests/:requestId')
  @Access('signed_in')
  @HttpCode(204)
  @ApiAnswers({
    noContent: 'Withdrawn',
    forbidden: "Someone else's cycle",
    notFound: 'Unknown cycle or request',
    conflict: 'Already answered or withdrawn; a completed cycle',
  })
  async withdrawFeedbackRequest(@Param('id') id: string, @Param('requestId') requestId: string, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commandBus.execute(new WithdrawFeedbackRequest({ cycleId: id, requestId }, user));
  }

  @Post('growth-cycles/:id/feed-forward/:feedForwardId/thanks')
  @Access('signed_in')
  @HttpCode(204)
  @ApiAnswers({
    noContent: 'Thanked (the receiver’s one answer to a feed-forward)',
    forbidden: "Someone else's cycle",
    notFound: 'Unknown cycle or feed-forward',
    conflict: 'Already thanked',
  })
  async thank(@Param('id') id: string, @Param('feedForwardId') feedForwardId: string, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commandBus.execute(new ThankFeedForward({ cycleId: id, feedForwardId }, user));
  }

  @Post('feedback')
  @Access('signed_in')
  @ApiAnswers({
    created: { type: GivenFeedbackResponse, description: 'The praise, and the points it earned its giver (0 with the reason when a fair-play rule withheld them)' },
    badRequest: 'No target cycle, a message outside 10..500, points outside 1..10, an unknown badge',
    forbidden: "The caller's own cycle",
    notFound: NOT_FOUND,
    conflict: 'A completed cycle; the same or nearly the same message as one the caller already sent this cycle',
  })
  async giveFeedback(@Body() body: GiveFeedbackRequest, @CurrentUser() user: SessionUser): Promise<GivenFeedbackResponse> {
    const { id } = await this.commandBus.execute(
      new GiveFeedback(
        {
          cycleId: body.growthCycleId ?? '',
          feedbackId: randomUUID(),
          message: body.message,
          emotionBadges: body.emotionBadges,
          experiencePoints: body.experiencePoints,
          toUserId: body.toUserId,
        },
        user,
      ),
    );
    const feedback: FeedbackResponse = await this.queryBus.execute(new GetFeedbackQuery(id, user));
    return { ...feedback, ...(await this.queryBus.execute(new GetAwardOutcomeQuery(user.id, id))) };
  }

  @Post('feed-forward')
  @Access('signed_in')
  @ApiAnswers({
    created: { type: GivenFeedForwardResponse, description: 'The cheer, and the points it earned its giver (0 with the reason when a fair-play rule withheld them)' },
    badRequest: 'No target cycle, a message outside 10..500, points outside 1..10, an unknown category or skill',
    forbidden: "The caller's own cycle",
    notFound: NOT_FOUND,
    conflict: 'A completed cycle; the same or nearly the same message as one the caller already sent this cycle',
  })
  async giveFeedForward(@Body() body: GiveFeedForwardRequest, @CurrentUser() user: SessionUser): Promise<GivenFeedForwardResponse> {
    const { id } = await this.commandBus.execute(
      new GiveFeedForward(
        {
          cycleId: body.growthCycleId ?? '',
          feedForwardId: randomUUID(),
          originalMessage: body.originalMessage,
          category: body.category,
          skillTreeAbility: body.skillTreeAbility,
          experiencePoints: body.experiencePoints,
          toUserId: body.toUserId,
        },
        user,
      ),
    );
    const feedForward: FeedForwardResponse = await this.queryBus.execute(new GetFeedForwardQuery(id, user));
    return { ...feedForward, ...(await this.queryBus.execute(new GetAwardOutcomeQuery(user.id, id))) };
  }
}
