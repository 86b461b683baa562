import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { ForgetPerson } from '../domain/personal-data.commands.js';
import { ForgetPersonRequest } from './privacy.request.dto.js';
import { ForgetPersonResponse } from './privacy.response.dto.js';

/** Forgetting a person at their request (issue 17, decision 0044): admins only. */
@ApiTags('admin')
@Controller('api/admin/personal-data')
export class PrivacyController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('forget')
  @HttpCode(200)
  @Access('admin')
  @ApiOperation({ summary: "Forget a user or company member: their key is destroyed and every read model that held their data is rebuilt" })
  @ApiAnswers({
    ok: { type: ForgetPersonResponse, description: 'Answered once the read models hold nothing of the person' },
    badRequest: 'No kind or id',
    forbidden: 'Admins only (userType admin or ADMIN_EMAILS)',
    notFound: 'No such user or member (指定された人物が見つかりません)',
    conflict: 'Already forgotten, or the admin’s own account',
  })
  forget(@Body() body: ForgetPersonRequest, @CurrentUser() user: SessionUser): Promise<ForgetPersonResponse> {
    return this.commandBus.execute(new ForgetPerson(body.kind, body.subjectId, user));
  }
}
