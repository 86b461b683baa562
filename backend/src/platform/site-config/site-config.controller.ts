import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../auth/access.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { SiteConfigDto } from './site-config.dto.js';

@ApiTags('site-config')
@Controller('api/site-config')
export class SiteConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: 'Settings the client shows: the corporate-training link' })
  @ApiOkResponse({ type: SiteConfigDto })
  get(): SiteConfigDto {
    return { corporateTrainingUrl: this.config.site.corporateTrainingUrl };
  }
}
