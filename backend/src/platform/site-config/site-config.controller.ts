import { Controller, Get, Inject } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../auth/access.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ApiAnswers } from '../http/api-answers.js';
import { PRACTITIONER_COUNT_PORT, type PractitionerCountPort } from './practitioner-count.port.js';
import { SiteConfigDto } from './site-config.dto.js';

@ApiTags('site-config')
@Controller('api/site-config')
export class SiteConfigController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly moduleRef: ModuleRef,
  ) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: 'What the public pages show: the operator\'s links (corporate training, book store, interview video, author Q&A form) and how many practitioners have joined, and the deployment\'s time zone' })
  @ApiAnswers({ ok: SiteConfigDto })
  async get(): Promise<SiteConfigDto> {
    return {
      corporateTrainingUrl: this.config.site.corporateTrainingUrl,
      bookStoreUrl: this.config.site.bookStoreUrl,
      interviewVideoUrl: this.config.site.interviewVideoUrl,
      authorQaFormUrl: this.config.site.authorQaFormUrl,
      timeZone: this.config.timeZone,
      practitionerCount: await this.practitioners().practitionerCount(),
    };
  }

  /** Provided by the users module; platform/ knows no module, so it is looked up, not imported. */
  private practitioners(): PractitionerCountPort {
    return this.moduleRef.get<PractitionerCountPort>(PRACTITIONER_COUNT_PORT, { strict: false });
  }
}
