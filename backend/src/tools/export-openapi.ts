import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../platform/config/app-config.js';
import { buildOpenApiDocument } from '../create-app.js';

/**
 * Builds the OpenAPI document without a database: Nest's preview mode resolves the module graph
 * and reads every controller's metadata but instantiates no provider, so no connection is opened.
 * The frontend's codegen reads the result (`npm run codegen`).
 */
export async function exportOpenApiDocument(): Promise<string> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const app = await NestFactory.create(AppModule.register(config, 'postgres://openapi-export.invalid/none'), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  try {
    return `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`;
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) {
    process.stderr.write('usage: node dist/tools/export-openapi.js <output.json>\n');
    process.exit(2);
  }
  const json = await exportOpenApiDocument();
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  fs.writeFileSync(target, json);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
