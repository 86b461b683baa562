import { Controller, Get, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { testApp } from '../../test-support/test-app.js';
import { Access } from './access.decorator.js';
import { listRouteRules } from './route-rules.js';

describe('every route carries an @Access rule', () => {
  const running = testApp();

  it('finds no route of the application without a rule', () => {
    const routes = listRouteRules(running.app);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /api/login', 'GET /api/callback', 'GET /api/logout', 'GET /api/auth/user', 'PUT /api/users/:id']),
    );
    const missing = routes.filter((r) => !r.rule).map((r) => `${r.method} ${r.path} (${r.controller}.${r.handler})`);
    expect(missing).toEqual([]);
  });

  it('documents the sign-in and user routes in the OpenAPI document', async () => {
    const { default: request } = await import('supertest');
    const res = await request(running.app.getHttpServer()).get('/api/docs-json');
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
