import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Access } from '../../auth/access.decorator.js';
import { logger } from '../../logging/logger.js';
import { ProjectionRuntimeService } from '../projection-runtime.service.js';
import { ApiErrorDto, ProjectionStatusDto } from './projection-status.dto.js';

/** Admin view of the read models and reactors: status of each, and replay of a projection into fresh tables. */
@ApiTags('admin')
@ApiForbiddenResponse({ type: ApiErrorDto, description: '管理者のみ' })
@Access('admin')
@Controller('api/admin/projections')
export class ProjectionsAdminController {
  constructor(private readonly runtime: ProjectionRuntimeService) {}

  @Get()
  @ApiOperation({ summary: 'Status of every projection and reactor (position, lag, state, rebuild progress)' })
  @ApiOkResponse({ type: [ProjectionStatusDto] })
  async list(): Promise<ProjectionStatusDto[]> {
    return (await this.runtime.status()).map(ProjectionStatusDto.from);
  }

  @Post('rebuild')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Rebuild every projection from the start of the log, one after another (reactors are never rebuilt)' })
  @ApiAcceptedResponse({ type: [ProjectionStatusDto] })
  async rebuildAll(): Promise<ProjectionStatusDto[]> {
    this.runtime.requestRebuildAll().catch((error: unknown) => logger.warn({ err: error }, 'rebuild of all projections ended with an error'));
    return (await this.runtime.status()).map(ProjectionStatusDto.from);
  }

  @Post(':name/rebuild')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Rebuild one projection into fresh tables while the old ones keep serving' })
  @ApiAcceptedResponse({ type: ProjectionStatusDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '存在しないプロジェクション' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'すでに再構築中、またはリアクター（再生するとコマンドが再発行されるため再構築できない）' })
  async rebuild(@Param('name') name: string): Promise<ProjectionStatusDto> {
    // Throws synchronously for an unknown name (404), a rebuild already under way or a reactor (409).
    this.runtime.requestRebuild(name).catch((error: unknown) => logger.warn({ err: error, projection: name }, 'projection rebuild ended with an error'));
    return ProjectionStatusDto.from(await this.runtime.statusOf(name));
  }
}
