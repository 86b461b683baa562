import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { ApiIfMatch, IfMatch } from '../../../platform/http/if-match.js';
import { SaveLearningContent, SeedLearningLibrary } from '../domain/learning-content.commands.js';
import { RecordLearningProgress, ResetLearningProgress } from '../domain/learning-progress.commands.js';
import { LearningContentNotFoundError } from '../domain/learning.errors.js';
import type { LearningContentFields } from '../events/learning-content.events.js';
import { GetLearningSummaryQuery } from '../queries/get-learning-summary/get-learning-summary.query.js';
import { ListLearningContentQuery } from '../queries/list-learning-content/list-learning-content.query.js';
import { RecordLearningProgressRequest, SaveLearningContentRequest, SeedLearningLibraryRequest } from './learning.request.dto.js';
import { LearningContentResponse, LearningSummaryResponse, SeedLearningLibraryResponse } from './learning.response.dto.js';

const ADMIN_ONLY = 'Admins only (userType admin or ADMIN_EMAILS)';

const fields = (body: SaveLearningContentRequest): LearningContentFields => ({
  title: body.title,
  description: body.description,
  contentType: body.contentType,
  videoUrl: body.videoUrl ?? null,
  thumbnailUrl: body.thumbnailUrl ?? null,
  durationMinutes: body.durationMinutes,
  difficulty: body.difficulty,
  category: body.category,
  tags: body.tags ?? [],
  body: body.body ?? null,
  isPublic: body.isPublic ?? true,
});

/**
 * Learning content (spec part 2 §2, §3, §7) with each user's real progress. Everyone signed in
 * reads and records their own progress; admins add and edit content and load the seed library.
 */
@ApiTags('learning-content')
@Controller('api/learning-content')
export class LearningController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [LearningContentResponse], description: 'Newest first, each with my progress (an admin also sees unpublished content)' } })
  list(@CurrentUser() user: SessionUser): Promise<LearningContentResponse[]> {
    return this.queryBus.execute(new ListLearningContentQuery(user.id, { includeHidden: user.isAdmin }));
  }

  @Get('summary')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: LearningSummaryResponse, description: 'My overall progress, study time this month, badges and category bars' } })
  summary(@CurrentUser() user: SessionUser): Promise<LearningSummaryResponse> {
    return this.queryBus.execute(new GetLearningSummaryQuery(user.id));
  }

  @Post()
  @Access('admin')
  @ApiAnswers({ created: LearningContentResponse, badRequest: 'A broken rule, named by field', forbidden: ADMIN_ONLY })
  async create(@Body() body: SaveLearningContentRequest, @CurrentUser() user: SessionUser): Promise<LearningContentResponse> {
    const contentId = randomUUID();
    await this.commandBus.execute(new SaveLearningContent({ contentId, content: fields(body), intent: 'create' }, user));
    return this.one(contentId, user);
  }

  @Post('seed')
  @HttpCode(200)
  @Access('admin')
  @ApiAnswers({ ok: { type: SeedLearningLibraryResponse, description: 'What loading the library did; twice adds nothing' }, forbidden: ADMIN_ONLY })
  seed(@Body() _body: SeedLearningLibraryRequest, @CurrentUser() user: SessionUser): Promise<SeedLearningLibraryResponse> {
    return this.commandBus.execute(new SeedLearningLibrary({}, user));
  }

  @Get(':id')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: LearningContentResponse, description: 'One piece with its body and my progress' },
    notFound: 'Unknown, or not published and the caller is no admin',
  })
  get(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<LearningContentResponse> {
    return this.one(id, user);
  }

  @Put(':id')
  @Access('admin')
  @ApiIfMatch()
  @ApiAnswers({
    ok: LearningContentResponse,
    badRequest: 'A broken rule, named by field',
    forbidden: ADMIN_ONLY,
    notFound: 'Unknown content',
    conflict: 'A stale If-Match',
  })
  async update(
    @Param('id') id: string,
    @Body() body: SaveLearningContentRequest,
    @CurrentUser() user: SessionUser,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<LearningContentResponse> {
    await this.commandBus.execute(new SaveLearningContent({ contentId: id, content: fields(body), intent: 'update' }, user, ifMatch));
    return this.one(id, user);
  }

  @Post(':id/progress')
  @HttpCode(200)
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: LearningContentResponse, description: 'The content with my progress after the report' },
    badRequest: 'Percent outside 0..100, a negative position or time',
    notFound: 'Unknown content',
  })
  async recordProgress(@Param('id') id: string, @Body() body: RecordLearningProgressRequest, @CurrentUser() user: SessionUser): Promise<LearningContentResponse> {
    await this.commandBus.execute(
      new RecordLearningProgress({ contentId: id, percent: body.percent, position: body.position ?? 0, studySeconds: body.studySeconds ?? 0 }, user),
    );
    return this.one(id, user);
  }

  @Delete(':id/progress')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: LearningContentResponse, description: 'The content, not started again' }, notFound: 'Unknown content' })
  async resetProgress(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<LearningContentResponse> {
    await this.commandBus.execute(new ResetLearningProgress({ contentId: id }, user));
    return this.one(id, user);
  }

  private async one(id: string, user: SessionUser): Promise<LearningContentResponse> {
    const [content] = await this.queryBus.execute(new ListLearningContentQuery(user.id, { includeHidden: user.isAdmin, id }));
    if (!content) throw new LearningContentNotFoundError();
    return content;
  }
}
