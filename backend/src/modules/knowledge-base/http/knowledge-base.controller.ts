import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { SeedKnowledgeBase } from '../domain/knowledge-entry.commands.js';
import { KnowledgeEntryNotFoundError } from '../domain/knowledge-entry.errors.js';
import { GetKnowledgeEntryQuery } from '../queries/get-knowledge-entry/get-knowledge-entry.query.js';
import { ListKnowledgeEntriesQuery } from '../queries/list-knowledge-entries/list-knowledge-entries.query.js';
import { SearchKnowledgeQuery } from '../queries/search-knowledge/search-knowledge.query.js';
import { KnowledgeBookRequest, SearchKnowledgeRequest, SeedKnowledgeBaseRequest } from './knowledge-base.request.dto.js';
import { KnowledgeEntryResponse, KnowledgePassageResponse, SeedKnowledgeBaseResponse } from './knowledge-base.response.dto.js';

/** The knowledge base (spec part 2 §2, §7): every signed-in user reads and searches; admins load the book data. */
@ApiTags('knowledge-base')
@Controller('api/knowledge-base')
export class KnowledgeBaseController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [KnowledgeEntryResponse], description: 'Active entries in book order' } })
  list(): Promise<KnowledgeEntryResponse[]> {
    return this.queryBus.execute(new ListKnowledgeEntriesQuery());
  }

  @Get('search')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: [KnowledgePassageResponse], description: 'Most relevant first, each with its highlighted passage' },
    badRequest: 'A query under 3 letters or digits (検索語は3文字以上で入力してください)',
  })
  search(@Query() request: SearchKnowledgeRequest): Promise<KnowledgePassageResponse[]> {
    return this.queryBus.execute(new SearchKnowledgeQuery(request.q, { bookTitle: request.bookTitle, limit: request.limit }));
  }

  @Get('book')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [KnowledgeEntryResponse], description: "One book's active entries in chapter order" } })
  book(@Query() request: KnowledgeBookRequest): Promise<KnowledgeEntryResponse[]> {
    return this.queryBus.execute(new ListKnowledgeEntriesQuery(request.title));
  }

  @Post('seed')
  @HttpCode(200)
  @Access('admin')
  @ApiAnswers({
    ok: { type: SeedKnowledgeBaseResponse, description: 'What loading did; loading twice adds nothing' },
    forbidden: 'Admins only (userType admin or ADMIN_EMAILS)',
  })
  seed(@Body() _body: SeedKnowledgeBaseRequest, @CurrentUser() user: SessionUser): Promise<SeedKnowledgeBaseResponse> {
    return this.commandBus.execute(new SeedKnowledgeBase({}, user));
  }

  @Get(':id')
  @Access('signed_in')
  @ApiAnswers({ ok: KnowledgeEntryResponse, notFound: 'Unknown or inactive entry' })
  async get(@Param('id') id: string): Promise<KnowledgeEntryResponse> {
    const entry = await this.queryBus.execute(new GetKnowledgeEntryQuery(id));
    if (!entry) throw new KnowledgeEntryNotFoundError();
    return entry;
  }
}
