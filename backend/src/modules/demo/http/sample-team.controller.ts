import { randomUUID } from 'node:crypto';
import { Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { CreateSampleTeam } from '../domain/sample-team.commands.js';
import { SampleTeamResponse } from './sample-team.response.dto.js';

@ApiTags('teams')
@Controller('api')
export class SampleTeamController {
  constructor(private readonly commands: CommandBus) {}

  @Post('sample-team')
  @Access('signed_in')
  @ApiAnswers({
    created: { type: SampleTeamResponse, description: "Creates the caller's sample team (サンプルチーム（お試し）: fictional members with two months of history on the MS and 1on1 boards), " + 'the caller its leader; answers the same team while the caller already has one (no body).' },
    conflict: 'The sample team is still being built by another request after a minute.',
  })
  createSampleTeam(@CurrentUser() user: SessionUser): Promise<SampleTeamResponse> {
    return this.commands.execute(new CreateSampleTeam({ teamId: randomUUID() }, user));
  }
}
