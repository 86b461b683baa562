import { Module } from '@nestjs/common';
import { SiteConfigController } from './site-config.controller.js';

/** `GET /api/site-config`: the settings the client shows (APP_CONFIG comes from the global AppModule). */
@Module({ controllers: [SiteConfigController] })
export class SiteConfigModule {}
