import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { GlobalSearch } from '../global-search.js';
import { GlobalSearchRequest } from './search.request.dto.js';
import { GlobalSearchResponse } from './search.response.dto.js';

/** The global search (`/` or Ctrl+K in the community): knowledge, forum, events, learning and members in one answer, each as the reader may open it. */
@ApiTags('search')
@Controller('api/search')
export class SearchController {
  constructor(private readonly search: GlobalSearch) {}

  @Get()
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: GlobalSearchResponse, description: 'What the reader may open, the better match first across kinds, and the parts of the query found nowhere' },
    badRequest: 'An empty, too short (under 3 letters, or 2 Japanese characters) or too long query, or an unknown kind',
  })
  find(@Query() request: GlobalSearchRequest, @CurrentUser() user: SessionUser): Promise<GlobalSearchResponse> {
    return this.search.search(user, request.q, request.kinds, request.limit);
  }
}
