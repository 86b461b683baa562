import { jest } from '@jest/globals';
import { DiscoveryService } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { AggregateStore } from '../domain/aggregate-store.js';
import { CLOCK, type Clock } from '../time/clock.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { signInAll, type SignedInUser } from '../../test-support/sign-in.js';
import { post } from '../../test-support/writes.js';
import { DueJobRunner } from './due-job-runner.js';
import { DueJobs } from './due-jobs.js';

describe('due-time scheduler', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let db: pg.Pool;
  let jobs: DueJobs;
  let runner: DueJobRunner;
  const others: DueJobRunner[] = [];

  /** Another instance's runner on the same database. */
  const anotherRunner = () => {
    const other = new DueJobRunner(app.get(DataSource), app.get(AggregateStore), app.get(DiscoveryService), app.get<Clock>(CLOCK));
    others.push(other);
    return other;
  };
  const past = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const moments = async (keyPrefix: string) =>
    (await db.query<{ key: string; due_at: string; n: number }>(
      `SELECT data->>'key' AS key, data->>'dueAt' AS due_at, count(*)::int AS n FROM events WHERE type = 'DueMomentReached' AND starts_with(data->>'key', $1) GROUP BY 1, 2 ORDER BY 1, 2`,
      [keyPrefix],
    )).rows;
  const job = async (key: string) => (await db.query(`SELECT key, kind, due_at, payload, done_at, attempts FROM due_jobs WHERE key = $1`, [key])).rows[0];

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ app } = testApp);
    db = new pg.Pool({ connectionString: testApp.db.url, max: 2 });
    jobs = app.get(DueJobs);
    runner = app.get(DueJobRunner);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    for (const other of others) await other.onModuleDestroy();
    await db.end();
    await testApp.close();
  });

  it('runs each due job exactly once across parallel claimers of several instances', async () => {
    for (let i = 0; i < 40; i += 1) await jobs.schedule({ kind: 'test.parallel', key: `test.parallel:${i}`, dueAt: past(5), payload: { i } });
    const b = anotherRunner();
    const c = anotherRunner();
    await Promise.all([runner.runDue(), b.runDue(), c.runDue(), b.runDue()]);
    const recorded = await moments('test.parallel:');
    expect(recorded).toHaveLength(40);
    expect(recorded.every((m) => m.n === 1)).toBe(true);
    const pending = await db.query(`SELECT count(*)::int AS n FROM due_jobs WHERE starts_with(key, 'test.parallel:') AND done_at IS NULL`);
    expect(pending.rows[0].n).toBe(0);
  });

  it('runs nothing before its time, by the app clock', async () => {
    await jobs.schedule({ kind: 'test.later', key: 'test.later:1', dueAt: new Date(Date.now() + 3_600_000), payload: {} });
    await runner.runDue();
    expect(await moments('test.later:')).toEqual([]);
    jest.spyOn(app.get<Clock>(CLOCK), 'now').mockReturnValue(new Date(Date.now() + 3_601_000));
    await runner.runDue();
    jest.restoreAllMocks();
    expect(await moments('test.later:')).toEqual([expect.objectContaining({ key: 'test.later:1', n: 1 })]);
  });

  it('a crash between the append and the marking runs the job again without a second event', async () => {
    await jobs.schedule({ kind: 'test.crash', key: 'test.crash:1', dueAt: past(1), payload: { what: 'crash' } });
    await runner.runDue();
    // The state a crash leaves: the event appended, the job not marked, its claim expired.
    await db.query(`UPDATE due_jobs SET done_at = NULL, claimed_by = 'dead-instance', claimed_until = now() - interval '1 second' WHERE key = 'test.crash:1'`);
    await anotherRunner().runDue();
    expect(await moments('test.crash:')).toEqual([expect.objectContaining({ n: 1 })]);
    expect((await job('test.crash:1')).done_at).not.toBeNull();
    expect((await job('test.crash:1')).attempts).toBe(2);
  });

  it('a claim still held by a live instance is left alone', async () => {
    // Scheduled for later (a past time wakes this instance's runner at once), then made due and claimed in one step.
    await jobs.schedule({ kind: 'test.held', key: 'test.held:1', dueAt: new Date(Date.now() + 3_600_000), payload: {} });
    await db.query(
      `UPDATE due_jobs SET due_at = now() - interval '1 minute', claimed_by = 'busy-instance', claimed_until = now() + interval '1 minute' WHERE key = 'test.held:1'`,
    );
    await runner.runDue();
    expect(await moments('test.held:')).toEqual([]);
  });

  it('scheduling a key again: the same time changes nothing, another time is a new moment, a cancelled job never runs', async () => {
    const first = past(10);
    await jobs.schedule({ kind: 'test.moved', key: 'test.moved:1', dueAt: first, payload: { v: 1 } });
    await runner.runDue();
    await jobs.schedule({ kind: 'test.moved', key: 'test.moved:1', dueAt: first, payload: { v: 1 } });
    await runner.runDue();
    expect(await moments('test.moved:')).toHaveLength(1);
    await jobs.schedule({ kind: 'test.moved', key: 'test.moved:1', dueAt: past(5), payload: { v: 2 } });
    await runner.runDue();
    expect((await moments('test.moved:')).map((m) => m.n)).toEqual([1, 1]);

    await jobs.schedule({ kind: 'test.cancelled', key: 'test.cancelled:1', dueAt: new Date(Date.now() + 60_000), payload: {} });
    await jobs.cancel('test.cancelled:1');
    jest.spyOn(app.get<Clock>(CLOCK), 'now').mockReturnValue(new Date(Date.now() + 120_000));
    await runner.runDue();
    jest.restoreAllMocks();
    expect(await moments('test.cancelled:')).toEqual([]);
  });

  describe('community events', () => {
    let host: SignedInUser;
    beforeAll(async () => {
      [host] = await signInAll(app, ['host@example.com']);
    });

    it('schedules the one-day and one-hour moments, moves them with the start, and drops them when cancelled', async () => {
      const start = new Date(Date.now() + 3 * 86_400_000);
      const end = new Date(start.getTime() + 3_600_000);
      const body = { title: '勉強会', eventType: 'webinar', startTime: start.toISOString(), endTime: end.toISOString() };
      const eventId = (await post(host, '/api/events', body).expect(201)).body.id as string;
      const day = `community-event.starts-in-1-day:${eventId}`;
      const hour = `community-event.starts-in-1-hour:${eventId}`;
      expect(new Date((await job(day)).due_at).getTime()).toBe(start.getTime() - 86_400_000);
      expect(new Date((await job(hour)).due_at).getTime()).toBe(start.getTime() - 3_600_000);
      expect((await job(hour)).payload).toEqual({ eventId, startTime: start.toISOString() });

      const later = new Date(start.getTime() + 86_400_000);
      await host.agent
        .patch(`/api/events/${eventId}`)
        .set(host.headers)
        .send({ startTime: later.toISOString(), endTime: new Date(later.getTime() + 3_600_000).toISOString() })
        .expect(200);
      expect(new Date((await job(hour)).due_at).getTime()).toBe(later.getTime() - 3_600_000);

      await post(host, `/api/events/${eventId}/status`, { status: 'cancelled' }).expect(200);
      expect(await job(day)).toBeUndefined();
      expect(await job(hour)).toBeUndefined();
    });
  });
});
