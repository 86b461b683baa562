import { Module } from '@nestjs/common';
import { SiteConfigController } from './site-config.controller.js';

/**
 * `GET /api/site-config`: what the public pages show (APP_CONFIG comes from the global AppModule;
 * the users module provides PRACTITIONER_COUNT_PORT).
 */
@Module({ controllers: [SiteConfigController] })
export class SiteConfigModule {}
