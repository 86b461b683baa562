import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { PathIds } from '../../../platform/http/path-ids.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { DEFAULT_FORUM_CATEGORY_ID, FORUM_CATEGORIES } from '../domain/forum-categories.js';
import {
  CreateForumPost,
  DeleteForumPost,
  EditForumPost,
  EditForumReply,
  HideForumPost,
  LikeForumPost,
  LikeForumReply,
  UnlikeForumPost,
  PinForumPost,
  RecordForumPostView,
  ReplyToForumPost,
  ReportForumPost,
  RestoreForumPost,
} from '../domain/forum-post.commands.js';
import { ForumPostNotFoundError, ForumReplyNotFoundError } from '../domain/forum-post.errors.js';
import { GetForumRevisionsQuery } from '../queries/get-forum-revisions/get-forum-revisions.query.js';
import { GetForumPostQuery } from '../queries/get-forum-post/get-forum-post.query.js';
import { GetForumStatsQuery } from '../queries/get-forum-stats/get-forum-stats.query.js';
import { ListForumPostsQuery } from '../queries/list-forum-posts/list-forum-posts.query.js';
import { ListMyForumNoticesQuery } from '../queries/list-my-forum-notices/list-my-forum-notices.query.js';
import { ListMyForumReportsQuery } from '../queries/list-my-forum-reports/list-my-forum-reports.query.js';
import {
  CreateForumPostRequest,
  EditForumPostRequest,
  EditForumReplyRequest,
  ForumReplyRequest,
  ListForumPostsRequest,
  ModerateForumPostRequest,
  PinForumPostRequest,
  ReportForumPostRequest,
} from './forum.request.dto.js';
import {
  ForumCategoryResponse,
  ForumNoticeResponse,
  ForumPostDetailResponse,
  ForumPostSummaryResponse,
  ForumReportResponse,
  ForumRevisionResponse,
  ForumStatsResponse,
} from './forum.response.dto.js';

/** An unknown or malformed post id is the same 404. */
const postIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new ForumPostNotFoundError() });
/** A reply's path: its post's id, then its own; a malformed one is the not-found of what it names. */
const replyPath = PathIds({ id: () => new ForumPostNotFoundError(), replyId: () => new ForumReplyNotFoundError() });

/** The community forum: categories, posts with their threads, likes, views, pins, search and the side cards' figures. */
@ApiTags('forum')
@Controller('api/forum')
export class ForumController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('categories')
  @Access('signed_in')
  @ApiAnswers({ ok: [ForumCategoryResponse] })
  categories(): ForumCategoryResponse[] {
    return FORUM_CATEGORIES.map((category) => ({ ...category }));
  }

  @Get('stats')
  @Access('signed_in')
  @ApiAnswers({ ok: ForumStatsResponse })
  stats(): Promise<ForumStatsResponse> {
    return this.queryBus.execute(new GetForumStatsQuery());
  }

  @Get('my-reports')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [ForumReportResponse], description: "The caller's reports and what became of them, newest first" } })
  myReports(@CurrentUser() user: SessionUser): Promise<ForumReportResponse[]> {
    return this.queryBus.execute(new ListMyForumReportsQuery(user));
  }

  @Get('my-notices')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [ForumNoticeResponse], description: "What moderators did with the caller's posts and replies, newest first" } })
  myNotices(@CurrentUser() user: SessionUser): Promise<ForumNoticeResponse[]> {
    return this.queryBus.execute(new ListMyForumNoticesQuery(user));
  }

  @Get('posts')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [ForumPostSummaryResponse], description: 'Pinned first, then newest first' } })
  list(@Query() query: ListForumPostsRequest, @CurrentUser() user: SessionUser): Promise<ForumPostSummaryResponse[]> {
    return this.queryBus.execute(
      new ListForumPostsQuery(user, { categoryId: query.categoryId, q: query.q, limit: query.limit ?? 30, offset: query.offset ?? 0 }),
    );
  }

  @Post('posts')
  @Access('signed_in')
  @ApiAnswers({ created: ForumPostDetailResponse, badRequest: 'Blank or over-long title or content, unknown category, isAnonymous true' })
  async create(@Body() body: CreateForumPostRequest, @CurrentUser() user: SessionUser): Promise<ForumPostDetailResponse> {
    const { id } = await this.commandBus.execute(
      new CreateForumPost(
        { postId: randomUUID(), title: body.title, content: body.content, categoryId: body.categoryId ?? DEFAULT_FORUM_CATEGORY_ID },
        user,
      ),
    );
    return this.queryBus.execute(new GetForumPostQuery(id, user));
  }

  @Get('posts/:id')
  @Access('signed_in')
  @ApiAnswers({ ok: ForumPostDetailResponse, notFound: '' })
  detail(@Param('id', postIdPipe) id: string, @CurrentUser() user: SessionUser): Promise<ForumPostDetailResponse> {
    return this.queryBus.execute(new GetForumPostQuery(id, user));
  }

  @Post('posts/:id/replies')
  @Access('signed_in')
  @ApiAnswers({ created: ForumPostDetailResponse, badRequest: 'Blank or over-long reply', notFound: 'Unknown post or parent reply' })
  async reply(@Param('id', postIdPipe) id: string, @Body() body: ForumReplyRequest, @CurrentUser() user: SessionUser): Promise<ForumPostDetailResponse> {
    await this.commandBus.execute(
      new ReplyToForumPost({ postId: id, replyId: randomUUID(), parentReplyId: body.parentReplyId ?? null, content: body.content }, user),
    );
    return this.queryBus.execute(new GetForumPostQuery(id, user));
  }

  @Post('posts/:id/likes')
  @Access('signed_in')
  @ApiAnswers({ created: ForumPostDetailResponse, conflict: 'Already liked by the caller' })
  async like(@Param('id', postIdPipe) id: string, @CurrentUser() user: SessionUser): Promise<ForumPostDetailResponse> {
    await this.commandBus.execute(new LikeForumPost({ postId: id }, user));
    return this.queryBus.execute(new GetForumPostQuery(id, user));
  }

  @Post('posts/:id/views')
  @Access('signed_in')
  @HttpCode(204)
  @ApiAnswers({ noContent: 'The post page was opened: one more view' })
  async view(@Param('id', postIdPipe) id: string, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commandBus.execute(new RecordForumPostView({ postId: id }, user));
  }

  @Put('posts/:id/pin')
  @Access('team_admin')
  @ApiAnswers({ ok: ForumPostDetailResponse })
  async pin(@Param('id', postIdPipe) id: string, @Body() body: PinForumPostRequest, @CurrentUser() user: SessionUser): Promise<ForumPostDetailResponse> {
    await this.commandBus.execute(new PinForumPost({ postId: id, isPinned: body.isPinned }, user));
    return this.queryBus.execute(new GetForumPostQuery(id, user));
  }

  @Post('posts/:id/reports')
  @Access('signed_in')
  @HttpCode(204)
  @ApiAnswers({
    noContent: 'Reported; the third report hides the text until a moderator reviews it',
    badRequest: "Blank or over-long reason, the caller's own post or reply",
    notFound: 'Unknown or hidden post or reply',
    conflict: 'Already reported by the caller',
  })
  async report(@Param('id', postIdPipe) id: string, @Body() body: ReportForumPostRequest, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commandBus.execute(new ReportForumPost({ postId: id, replyId: body.replyId ?? null, reportId: randomUUID(), reason: body.reason }, user));
  }

  @Post('posts/:id/hide')
  @Access('team_admin')
  @HttpCode(204)
  @ApiAnswers({ noContent: 'Hidden; the open reports are closed as hidden', conflict: 'Already hidden' })
  async hide(@Param('id', postIdPipe) id: string, @Body() body: ModerateForumPostRequest, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commandBus.execute(new HideForumPost({ postId: id, replyId: body.replyId ?? null, reason: body.reason }, user));
  }

  @Post('posts/:id/restore')
  @Access('team_admin')
  @HttpCode(204)
  @ApiAnswers({ noContent: 'Shown again; the open reports are closed as kept', conflict: 'Not hidden' })
  async restore(@Param('id', postIdPipe) id: string, @Body() body: ModerateForumPostRequest, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commandBus.execute(new RestoreForumPost({ postId: id, replyId: body.replyId ?? null, reason: body.reason }, user));
  }

  @Patch('posts/:id')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: ForumPostDetailResponse, description: 'The edited post; an edit that changes nothing changes nothing' },
    badRequest: 'Blank or over-long title or content, unknown category',
    forbidden: "Someone else's post",
    notFound: 'Unknown, hidden or deleted post',
  })
  async edit(@Param('id', postIdPipe) id: string, @Body() body: EditForumPostRequest, @CurrentUser() user: SessionUser): Promise<ForumPostDetailResponse> {
    await this.commandBus.execute(new EditForumPost({ postId: id, title: body.title, content: body.content, categoryId: body.categoryId }, user));
    return this.queryBus.execute(new GetForumPostQuery(id, user));
  }

  @Delete('posts/:id')
  @Access('signed_in')
  @HttpCode(204)
  @ApiAnswers({
    noContent: 'Deleted: gone from the lists, its page says it was deleted',
    forbidden: "Someone else's post",
    notFound: 'Unknown, hidden or already deleted post',
  })
  async remove(@Param('id', postIdPipe) id: string, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commandBus.execute(new DeleteForumPost({ postId: id, replyId: null }, user));
  }

  @Get('posts/:id/revisions')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: [ForumRevisionResponse], description: 'The current version, then the versions edits replaced, newest first' },
    notFound: 'Unknown, hidden or deleted post',
  })
  revisions(@Param('id', postIdPipe) id: string): Promise<ForumRevisionResponse[]> {
    return this.queryBus.execute(new GetForumRevisionsQuery(id, null));
  }

  @Patch('posts/:id/replies/:replyId')
  @Access('signed_in')
  @ApiAnswers({
    ok: ForumPostDetailResponse,
    badRequest: 'Blank or over-long reply',
    forbidden: "Someone else's reply",
    notFound: 'Unknown, hidden or deleted post or reply',
  })
  async editReply(
    @replyPath { id, replyId }: { id: string; replyId: string },
    @Body() body: EditForumReplyRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<ForumPostDetailResponse> {
    await this.commandBus.execute(new EditForumReply({ postId: id, replyId, content: body.content }, user));
    return this.queryBus.execute(new GetForumPostQuery(id, user));
  }

  @Delete('posts/:id/replies/:replyId')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: ForumPostDetailResponse, description: 'The thread, the reply in its place as deleted' },
    forbidden: "Someone else's reply",
    notFound: 'Unknown, hidden or already deleted post or reply',
  })
  async removeReply(
    @replyPath { id, replyId }: { id: string; replyId: string },
    @CurrentUser() user: SessionUser,
  ): Promise<ForumPostDetailResponse> {
    await this.commandBus.execute(new DeleteForumPost({ postId: id, replyId }, user));
    return this.queryBus.execute(new GetForumPostQuery(id, user));
  }

  @Get('posts/:id/replies/:replyId/revisions')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: [ForumRevisionResponse], description: 'The current version, then the versions edits replaced, newest first' },
    notFound: 'Unknown, hidden or deleted post or reply',
  })
  replyRevisions(@replyPath { id, replyId }: { id: string; replyId: string }): Promise<ForumRevisionResponse[]> {
    return this.queryBus.execute(new GetForumRevisionsQuery(id, replyId));
  }

  @Delete('posts/:id/likes')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: ForumPostDetailResponse, description: "The caller's like taken back; without one, nothing changes" } })
  async unlike(@Param('id', postIdPipe) id: string, @CurrentUser() user: SessionUser): Promise<ForumPostDetailResponse> {
    await this.commandBus.execute(new UnlikeForumPost({ postId: id, replyId: null }, user));
    return this.queryBus.execute(new GetForumPostQuery(id, user));
  }

  @Post('posts/:id/replies/:replyId/likes')
  @Access('signed_in')
  @ApiAnswers({ created: ForumPostDetailResponse, conflict: 'Already liked by the caller', notFound: 'Unknown, hidden or deleted post or reply' })
  async likeReply(
    @replyPath { id, replyId }: { id: string; replyId: string },
    @CurrentUser() user: SessionUser,
  ): Promise<ForumPostDetailResponse> {
    await this.commandBus.execute(new LikeForumReply({ postId: id, replyId }, user));
    return this.queryBus.execute(new GetForumPostQuery(id, user));
  }

  @Delete('posts/:id/replies/:replyId/likes')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: ForumPostDetailResponse, description: "The caller's like taken back; without one, nothing changes" } })
  async unlikeReply(
    @replyPath { id, replyId }: { id: string; replyId: string },
    @CurrentUser() user: SessionUser,
  ): Promise<ForumPostDetailResponse> {
    await this.commandBus.execute(new UnlikeForumPost({ postId: id, replyId }, user));
    return this.queryBus.execute(new GetForumPostQuery(id, user));
  }
}
