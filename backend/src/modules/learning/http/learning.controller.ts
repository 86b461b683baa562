import { randomUUID } from 'node:crypto';
import { applyDecorators, Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req, Res, type Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiBody, ApiConsumes, ApiProduces } from '@nestjs/swagger';
import { sendStoredFile } from '../../../platform/storage/downloads.js';
import { FILE_STORAGE, type FileStorage } from '../../../platform/storage/storage.port.js';
import { LearningContentGuard } from '../commands/learning-content.guard.js';
import { LessonVideos, lessonOwnPosterKey, lessonPosterKey, lessonVideoKey } from '../commands/lesson-videos.js';
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
import { LessonPosterUploadRequest, LessonVideoUploadRequest, RecordLearningProgressRequest, SaveLearningContentRequest, SeedLearningLibraryRequest } from './learning.request.dto.js';
import { LearningContentResponse, LearningSummaryResponse, LessonPosterResponse, LessonVideoResponse, SeedLearningLibraryResponse } from './learning.response.dto.js';

const ADMIN_ONLY = 'Admins only (userType admin or ADMIN_EMAILS)';
const AUTHORS_ONLY = 'Authors only (userType team_admin or admin)';

/** An author's multipart upload of a library file (decisions 0096, 0109): what it answers, its limit and the files it takes. */
const AuthorUpload = (body: Type, answer: Type, description: string, limit: string, takes: string) =>
  applyDecorators(
    Access('team_admin'),
    ApiConsumes('multipart/form-data'),
    ApiBody({ type: body }),
    ApiAnswers({
      created: { type: answer, description },
      badRequest: 'No file, an empty file or one that cannot be read',
      forbidden: AUTHORS_ONLY,
      payloadTooLarge: `Over the limit (${limit})`,
      unsupportedMediaType: `Not ${takes}`,
    }),
  );

/** A stored file of a visible lesson, answered with ranges and caching. */
const LessonFileRoute = (types: string[], ok: string, missing: string) =>
  applyDecorators(
    Access('signed_in'),
    ApiProduces(...types),
    ApiAnswers({
      ok: { description: ok, schema: { type: 'string', format: 'binary' } },
      partialContent: 'The byte range asked for',
      notModified: 'The ETag still holds',
      notFound: `Unknown content, not visible, or ${missing}`,
      rangeNotSatisfiable: 'A range past the end',
    }),
  );

/** The content a save asks for, with the uploads it names checked (a 400 for an id no upload made). */
const fields = async (body: SaveLearningContentRequest, videos: LessonVideos): Promise<LearningContentFields> => ({
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
  videoFile: body.videoFileId ? await videos.resolve(body.videoFileId) : null,
  captions: body.captions ?? null,
  posterFileId: body.posterFileId ? await videos.resolvePoster(body.posterFileId) : null,
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
    private readonly videos: LessonVideos,
    private readonly guard: LearningContentGuard,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
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
  @Access('team_admin')
  @ApiAnswers({ created: LearningContentResponse, badRequest: 'A broken rule, named by field', forbidden: AUTHORS_ONLY })
  async create(@Body() body: SaveLearningContentRequest, @CurrentUser() user: SessionUser): Promise<LearningContentResponse> {
    const contentId = randomUUID();
    await this.commandBus.execute(new SaveLearningContent({ contentId, content: await fields(body, this.videos), intent: 'create' }, user));
    return this.one(contentId, user);
  }

  @Post('videos')
  @AuthorUpload(LessonVideoUploadRequest, LessonVideoResponse, 'Stored with its poster frame and probed length; save a lesson with its fileId', '2 GB', 'an MP4, WebM or MOV video (read from its bytes) that ffprobe reads')
  uploadVideo(@Req() req: Request, @CurrentUser() user: SessionUser): Promise<LessonVideoResponse> {
    return this.videos.upload(req, user);
  }

  @Post('posters')
  @AuthorUpload(LessonPosterUploadRequest, LessonPosterResponse, 'Re-encoded (WebP, no metadata, at most 1280x720); save a lesson with its fileId as posterFileId', '10 MB', 'a JPEG, PNG or WebP image (read from its bytes)')
  uploadPoster(@Req() req: Request, @CurrentUser() user: SessionUser): Promise<LessonPosterResponse> {
    return this.videos.uploadPoster(req, user);
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

  @Get(':id/video')
  @LessonFileRoute(['video/mp4', 'video/webm', 'video/quicktime'], 'The uploaded video (byte ranges answered)', 'no uploaded video')
  async video(@Param('id') id: string, @Req() req: Request, @Res() res: Response, @CurrentUser() user: SessionUser): Promise<void> {
    await this.sendLessonFile(id, user, req, res, ({ videoFile }) => videoFile && lessonVideoKey(videoFile.fileId));
  }

  @Get(':id/poster')
  @LessonFileRoute(['image/jpeg'], 'The poster frame ffmpeg took from the uploaded video', 'no uploaded video')
  async poster(@Param('id') id: string, @Req() req: Request, @Res() res: Response, @CurrentUser() user: SessionUser): Promise<void> {
    await this.sendLessonFile(id, user, req, res, ({ videoFile }) => videoFile && lessonPosterKey(videoFile.fileId));
  }

  @Get(':id/own-poster')
  @LessonFileRoute(['image/webp'], "The author's own poster for the uploaded video (decision 0109)", 'no own poster')
  async ownPoster(@Param('id') id: string, @Req() req: Request, @Res() res: Response, @CurrentUser() user: SessionUser): Promise<void> {
    await this.sendLessonFile(id, user, req, res, ({ videoFile, posterFileId }) => videoFile && posterFileId && lessonOwnPosterKey(posterFileId));
  }

  @Get(':id/captions')
  @Access('signed_in')
  @ApiProduces('text/vtt')
  @ApiAnswers({ ok: { description: 'The captions track (WebVTT)', schema: { type: 'string' } }, notFound: 'Unknown content, not visible, or no captions' })
  async captions(@Param('id') id: string, @Res() res: Response, @CurrentUser() user: SessionUser): Promise<void> {
    const content = await this.guard.visible(id, user);
    if (!content.captions) throw new LearningContentNotFoundError();
    res.status(200).type('text/vtt; charset=utf-8').setHeader('Cache-Control', 'private, no-cache').send(content.captions);
  }

  @Put(':id')
  @Access('team_admin')
  @ApiIfMatch()
  @ApiAnswers({
    ok: LearningContentResponse,
    badRequest: 'A broken rule, named by field',
    forbidden: AUTHORS_ONLY,
    notFound: 'Unknown content',
    conflict: 'A stale If-Match',
  })
  async update(
    @Param('id') id: string,
    @Body() body: SaveLearningContentRequest,
    @CurrentUser() user: SessionUser,
    @IfMatch() ifMatch: number | undefined,
  ): Promise<LearningContentResponse> {
    await this.commandBus.execute(new SaveLearningContent({ contentId: id, content: await fields(body, this.videos), intent: 'update' }, user, ifMatch));
    return this.one(id, user);
  }

  @Post(':id/progress')
  @HttpCode(200)
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: LearningContentResponse, description: 'The content with my progress after the report' },
    badRequest: 'Percent outside 0..100, a negative position or time; on an uploaded video or a reading lesson, stretches outside its length, reversed, not numbers or more than 50',
    notFound: 'Unknown content',
  })
  async recordProgress(@Param('id') id: string, @Body() body: RecordLearningProgressRequest, @CurrentUser() user: SessionUser): Promise<LearningContentResponse> {
    await this.commandBus.execute(
      new RecordLearningProgress(
        { contentId: id, percent: body.percent ?? 0, position: body.position ?? 0, studySeconds: body.studySeconds ?? 0, watched: body.watched },
        user,
      ),
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

  /** A file of a visible lesson's uploaded video (`key`: none, a 404): content-addressed (the lesson's URL names the file), so cached for good. */
  private async sendLessonFile(id: string, user: SessionUser, req: Request, res: Response, key: (content: LearningContentFields) => string | null | undefined): Promise<void> {
    const stored = key(await this.guard.visible(id, user));
    if (!stored) throw new LearningContentNotFoundError();
    await sendStoredFile(req, res, { storage: this.storage, key: stored, caching: 'immutable', allowed: true });
  }

  private async one(id: string, user: SessionUser): Promise<LearningContentResponse> {
    const [content] = await this.queryBus.execute(new ListLearningContentQuery(user.id, { includeHidden: user.isAdmin, id }));
    if (!content) throw new LearningContentNotFoundError();
    return content;
  }
}
