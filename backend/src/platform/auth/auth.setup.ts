import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from '../config/app-config.js';

// Work in progress: replaced by the real sign-in setup in this session.
export async function configureAuth(_app: NestExpressApplication, _config: AppConfig, _databaseUrl: string): Promise<void> {}
