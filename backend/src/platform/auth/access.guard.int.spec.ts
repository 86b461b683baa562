import { Controller, Get, Post } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { APP_GUARD } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { NextFunction, Request, Response } from 'express';
import pg from 'pg';
import request from 'supertest';
import type { QueryRunner } from 'typeorm';
import { createTestDatabase } from '../../test-support/test-database.js';
import { APP_CONFIG, loadConfig } from '../config/app-config.js';
import { HttpExceptionFilter } from '../http/http-exception.filter.js';
import { Access } from './access.decorator.js';
import { AccessGuard } from './access.guard.js';
import { CreateRateLimitCounters1764700000000 } from './migrations/1764700000000-create-rate-limit-counters.js';
import { RateLimitCounters } from './rate-limiter.js';
import { toSessionUser, type UserType } from './session-user.js';

let changes = 0;

@Controller('api/guarded')
class GuardedController {
  @Get('public')
  @Access('public')
  open() {
    return { ok: true };
  }

  @Post('public')
  @Access('public')
  publicWrite() {
    changes += 1;
    return { ok: true };
  }

  @Get('signed-in')
  @Access('signed_in')
  signedIn() {
    return { ok: true };
  }

  @Get('team-admin')
  @Access('team_admin')
  teamAdmin() {
    return { ok: true };
  }

  @Post('admin')
  @Access('admin')
  admin() {
    changes += 1;
    return { ok: true };
  }

  @Get('forgotten')
  forgotten() {
    changes += 1;
    return { ok: true };
  }
}

@Controller('api/admin-only')
@Access('admin')
class AdminClassController {
  @Get()
  list() {
    return { ok: true };
  }
}

describe('AccessGuard', () => {
  let app: NestExpressApplication;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    await new CreateRateLimitCounters1764700000000().up({ query: (text: string) => pool.query(text) } as unknown as QueryRunner);
    const counters = new RateLimitCounters((text, values) => pool.query(text, values).then((r) => r.rows));
    const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_PUBLIC_POST: '3', ADMIN_EMAILS: 'boss@example.com' });
    const moduleRef = await Test.createTestingModule({
      controllers: [GuardedController, AdminClassController],
      providers: [{ provide: APP_CONFIG, useValue: config }, { provide: RateLimitCounters, useValue: counters }, { provide: APP_GUARD, useClass: AccessGuard }],
    }).compile();
    app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false });
    app.set('trust proxy', 1);
    // Stands in for the session: `X-Test-User: <userType>:<email>`.
    app.use((req: Request, _res: Response, next: NextFunction) => {
      const header = req.header('x-test-user');
      if (header) {
        const [userType, email] = header.split(':');
        req.user = toSessionUser({ id: 'u-1', email, firstName: '名', lastName: '姓', userType: userType as UserType }, config.adminEmails);
      }
      next();
    });
    app.useGlobalFilters(new HttpExceptionFilter());
    await app.init();
  });
  afterAll(async () => {
    await app.close();
    await pool.end();
    await db.drop();
  });

  const http = () => request(app.getHttpServer());

  it('lets anyone through a public route', async () => {
    expect((await http().get('/api/guarded/public')).status).toBe(200);
  });

  it('answers 401 with the contract shape to a signed-out caller', async () => {
    const res = await http().get('/api/guarded/signed-in');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' });
  });

  it('answers 403 with 権限がありません to a member calling an admin route, and changes nothing', async () => {
    const before = changes;
    const res = await http().post('/api/guarded/admin').set('X-Test-User', 'member:m@example.com');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ statusCode: 403, message: '権限がありません', error: 'Forbidden' });
    expect(changes).toBe(before);
  });

  it('reads the rule from the controller when the method has none', async () => {
    expect((await http().get('/api/admin-only').set('X-Test-User', 'team_admin:t@example.com')).status).toBe(403);
    expect((await http().get('/api/admin-only').set('X-Test-User', 'admin:a@example.com')).status).toBe(200);
  });

  it('grants team_admin routes to team_admin and admin, not to members', async () => {
    expect((await http().get('/api/guarded/team-admin').set('X-Test-User', 'member:m@example.com')).status).toBe(403);
    expect((await http().get('/api/guarded/team-admin').set('X-Test-User', 'team_admin:t@example.com')).status).toBe(200);
    expect((await http().get('/api/guarded/team-admin').set('X-Test-User', 'admin:a@example.com')).status).toBe(200);
  });

  it('treats ADMIN_EMAILS as admins whatever their userType', async () => {
    expect((await http().post('/api/guarded/admin').set('X-Test-User', 'member:boss@example.com')).status).toBe(201);
  });

  it('refuses a route without a rule, even for an admin, without running it', async () => {
    const before = changes;
    const res = await http().get('/api/guarded/forgotten').set('X-Test-User', 'admin:a@example.com');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('権限がありません');
    expect(changes).toBe(before);
  });

  it('rate limits public POSTs per client address with a 429 JSON', async () => {
    const from = (ip: string) => http().post('/api/guarded/public').set('X-Forwarded-For', ip);
    for (let i = 0; i < 3; i += 1) expect((await from('192.0.2.1')).status).toBe(201);
    const before = changes;
    const limited = await from('192.0.2.1');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(changes).toBe(before);
    expect((await from('192.0.2.2')).status).toBe(201);
  });
});
