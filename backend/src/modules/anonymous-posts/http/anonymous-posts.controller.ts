import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import {
  CreateAnonymousPost,
  DeleteAnonymousPost,
  HideAnonymousPost,
  ReplyToAnonymousPost,
  ReportAnonymousPost,
  RestoreAnonymousPost,
  SupportAnonymousPost,
} from '../domain/anonymous-post.commands.js';
import { AnonymousPostNotFoundError } from '../domain/anonymous-post.errors.js';
import { GetAnonymousPostQuery } from '../queries/get-anonymous-post/get-anonymous-post.query.js';
import { ListAnonymousPostsQuery } from '../queries/list-anonymous-posts/list-anonymous-posts.query.js';
import { ListMyAnonymousNoticesQuery } from '../queries/list-my-anonymous-notices/list-my-anonymous-notices.query.js';
import { ListMyAnonymousReportsQuery } from '../queries/list-my-anonymous-reports/list-my-anonymous-reports.query.js';
import { AnonymousReasonRequest, AnonymousReplyRequest, CreateAnonymousPostRequest, ListAnonymousPostsRequest } from './anonymous-posts.request.dto.js';
import {
  AnonymousNoticeResponse,
  AnonymousPostDetailResponse,
  AnonymousPostResponse,
  AnonymousReportResponse,
} from './anonymous-posts.response.dto.js';

/** An unknown or malformed post id is the same 404 as a post one may not see. */
const postIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new AnonymousPostNotFoundError() });

/**
 * 心の叫び: anonymous posts, supports, replies, reports and their moderation. No answer, log line
 * or event metadata of these routes names an author (platform/http/unattributed-requests.ts; decisions 0057 and
 * 0036-anonymous-posts-ownership).
 */
@ApiTags('anonymous-posts')
@Controller('api/anonymous-posts')
export class AnonymousPostsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [AnonymousPostResponse], description: 'Newest first; hidden posts left out' } })
  list(@Query() query: ListAnonymousPostsRequest, @CurrentUser() user: SessionUser): Promise<AnonymousPostResponse[]> {
    return this.queryBus.execute(new ListAnonymousPostsQuery(user, query.limit ?? 50));
  }

  @Post()
  @Access('signed_in')
  @ApiAnswers({ created: AnonymousPostResponse, badRequest: 'Blank, whitespace-only or longer than 500 characters' })
  async create(@Body() body: CreateAnonymousPostRequest, @CurrentUser() user: SessionUser): Promise<AnonymousPostResponse> {
    const { id } = await this.commandBus.execute(new CreateAnonymousPost({ postId: randomUUID(), content: body.content }, user));
    return this.queryBus.execute(new GetAnonymousPostQuery(id, user));
  }

  @Get('my-reports')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [AnonymousReportResponse], description: "The caller's reports and their outcome" } })
  myReports(@CurrentUser() user: SessionUser): Promise<AnonymousReportResponse[]> {
    return this.queryBus.execute(new ListMyAnonymousReportsQuery(user));
  }

  @Get('my-notices')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [AnonymousNoticeResponse], description: "Moderation of the caller's own posts" } })
  myNotices(@CurrentUser() user: SessionUser): Promise<AnonymousNoticeResponse[]> {
    return this.queryBus.execute(new ListMyAnonymousNoticesQuery(user));
  }

  @Get(':id')
  @Access('signed_in')
  @ApiAnswers({ ok: AnonymousPostDetailResponse, notFound: '' })
  detail(@Param('id', postIdPipe) id: string, @CurrentUser() user: SessionUser): Promise<AnonymousPostDetailResponse> {
    return this.queryBus.execute(new GetAnonymousPostQuery(id, user));
  }

  @Delete(':id')
  @Access('signed_in')
  @HttpCode(204)
  @ApiAnswers({ noContent: 'Deleted by its author', notFound: 'Unknown, or not written by the caller (the same answer)' })
  async remove(@Param('id', postIdPipe) id: string, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commandBus.execute(new DeleteAnonymousPost({ postId: id }, user));
  }

  @Post(':id/support')
  @Access('signed_in')
  @ApiAnswers({ created: AnonymousPostResponse, conflict: 'Already supported by the caller' })
  async support(@Param('id', postIdPipe) id: string, @CurrentUser() user: SessionUser): Promise<AnonymousPostResponse> {
    await this.commandBus.execute(new SupportAnonymousPost({ postId: id }, user));
    return this.queryBus.execute(new GetAnonymousPostQuery(id, user));
  }

  @Post(':id/replies')
  @Access('signed_in')
  @ApiAnswers({ created: AnonymousPostDetailResponse, badRequest: 'Blank or longer than 500 characters' })
  async reply(
    @Param('id', postIdPipe) id: string,
    @Body() body: AnonymousReplyRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<AnonymousPostDetailResponse> {
    await this.commandBus.execute(new ReplyToAnonymousPost({ postId: id, replyId: randomUUID(), content: body.content }, user));
    return this.queryBus.execute(new GetAnonymousPostQuery(id, user));
  }

  @Post(':id/reports')
  @Access('signed_in')
  @HttpCode(204)
  @ApiAnswers({ noContent: '', badRequest: "No reason, or the caller's own post", conflict: 'Already reported by the caller' })
  async report(@Param('id', postIdPipe) id: string, @Body() body: AnonymousReasonRequest, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commandBus.execute(new ReportAnonymousPost({ postId: id, reportId: randomUUID(), reason: body.reason }, user));
  }

  @Post(':id/hide')
  @Access('team_admin')
  @HttpCode(204)
  @ApiAnswers({ noContent: '', conflict: 'Already hidden' })
  async hide(@Param('id', postIdPipe) id: string, @Body() body: AnonymousReasonRequest, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commandBus.execute(new HideAnonymousPost({ postId: id, reason: body.reason }, user));
  }

  @Post(':id/restore')
  @Access('team_admin')
  @HttpCode(204)
  @ApiAnswers({ noContent: '', conflict: 'Not hidden' })
  async restore(@Param('id', postIdPipe) id: string, @Body() body: AnonymousReasonRequest, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commandBus.execute(new RestoreAnonymousPost({ postId: id, reason: body.reason }, user));
  }
}
