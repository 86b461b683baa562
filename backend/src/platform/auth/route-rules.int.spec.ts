import { Controller, Get, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { loadConfig } from '../config/app-config.js';
import { createApp } from '../../create-app.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { Access } from './access.decorator.js';
import { listRouteRules } from './route-rules.js';

describe('every route carries an @Access rule', () => {
  let app: NestExpressApplication;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createApp(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }), db.url);
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('finds no route of the application without a rule', () => {
    const routes = listRouteRules(app);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /api/login', 'GET /api/callback', 'GET /api/logout', 'GET /api/auth/user', 'PUT /api/users/:id']),
    );
    const missing = routes.filter((r) => !r.rule).map((r) => `${r.method} ${r.path} (${r.controller}.${r.handler})`);
    expect(missing).toEqual([]);
  });

  it('documents the sign-in and user routes in the OpenAPI document', async () => {
    const { default: request } = await import('supertest');
    const res = await request(app.getHttpServer()).get('/api/docs-json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/logout', '/api/auth/user', '/api/users/{id}']));
  });

  it('would report a route that lacks one', async () => {
    @Controller('api/sample')
    class SampleController {
      @Get('ruled')
      @Access('signed_in')
      ruled() {
        return 1;
      }

      @Get('unruled')
      unruled() {
        return 2;
      }
    }
    @Module({ imports: [DiscoveryModule], controllers: [SampleController] })
    class SampleModule {}
    const moduleRef = await Test.createTestingModule({ imports: [SampleModule] }).compile();
    const rules = listRouteRules(moduleRef);
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'GET', path: '/api/sample/ruled', rule: 'signed_in' }),
        expect.objectContaining({ method: 'GET', path: '/api/sample/unruled', rule: undefined }),
      ]),
    );
    await moduleRef.close();
  });
});
