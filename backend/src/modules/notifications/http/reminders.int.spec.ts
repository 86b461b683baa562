import { jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { DueJobRunner } from '../../../platform/schedule/due-job-runner.js';
import { DueJobs } from '../../../platform/schedule/due-jobs.js';
import { addCalendarDays, calendarDate } from '../../../platform/time/calendar.js';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signInAll, type SignedInUser } from '../../../test-support/sign-in.js';
import { until } from '../../../test-support/until.js';
import { post } from '../../../test-support/writes.js';
import { INQUIRY_FORM } from '../../companion/domain/companion.mother.js';
import { NotificationsProjection } from '../projections/notifications.projection.js';
import { openLive } from '../test-support/live-client.js';

interface Item {
  kind: string;
  title: string;
  body: string | null;
  link: string;
  actorName: string | null;
}

/**
 * From a due moment (or a recorded session, or a parked event) to each recipient's notifications
 * over HTTP, and nothing for those it does not concern (issue 31's reminders).
 */
describe('reminders and admin notifications over HTTP', () => {
  let testApp: TestApp;
  let app: NestExpressApplication;
  let sql: pg.Pool;
  let clock: Clock;
  let runner: DueJobRunner;
  let admin: SignedInUser;

  const items = async (who: SignedInUser, kind: string): Promise<Item[]> =>
    ((await who.agent.get('/api/notifications').expect(200)).body as { items: (Item & { kind: string })[] }).items.filter((i) => i.kind === kind);
  const job = async (key: string) => (await sql.query<{ due_at: Date; payload: Record<string, unknown> }>(`SELECT due_at, payload FROM due_jobs WHERE key = $1`, [key])).rows[0];
  /** Every event appended so far applied by the notifications projection. */
  const settled = () =>
    until(
      async () => (await sql.query<{ behind: boolean }>(`SELECT (SELECT max(position) FROM events) > (SELECT position FROM projection_checkpoints WHERE name = 'notifications') AS behind`)).rows[0].behind,
      (behind) => !behind,
    );
  /** Runs the jobs due at `at` (the app's clock set there for the run). */
  async function runAt(at: Date): Promise<void> {
    const spy = jest.spyOn(clock, 'now').mockReturnValue(at);
    try {
      await runner.runDue();
    } finally {
      spy.mockRestore();
    }
    await settled();
  }
  /** Waits for the job of `key` (its scheduling reactor runs after the command), and runs what is due a second after it. */
  async function fire(key: string, accept: (job: { due_at: Date; payload: Record<string, unknown> }) => boolean = () => true): Promise<void> {
    const found = await until(() => job(key), (j) => j !== undefined && accept(j));
    await runAt(new Date(new Date(found.due_at).getTime() + 1000));
  }

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'staff@example.com' });
    ({ app } = testApp);
    sql = new pg.Pool({ connectionString: testApp.db.url, max: 2 });
    clock = app.get<Clock>(CLOCK);
    runner = app.get(DueJobRunner);
    [admin] = await signInAll(app, ['staff@example.com']);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await sql.end();
    await testApp.close();
  });

  describe('an event starting soon', () => {
    let host: SignedInUser, seated: SignedInUser, quitter: SignedInUser, promoted: SignedInUser, waiting: SignedInUser;
    let eventId: string;
    let start: Date;
    const register = (who: SignedInUser) => post(who, `/api/events/${eventId}/registrations`, {}).expect(201);

    beforeAll(async () => {
      [host, seated, quitter, promoted, waiting] = await signInAll(app, ['host@example.com', 'seated@example.com', 'quitter@example.com', 'promoted@example.com', 'waiting@example.com']);
      start = new Date(Date.now() + 3 * 86_400_000);
      const body = { title: '傾聴の勉強会', eventType: 'webinar', startTime: start.toISOString(), endTime: new Date(start.getTime() + 3_600_000).toISOString(), maxParticipants: 2 };
      eventId = (await post(host, '/api/events', body).expect(201)).body.id as string;
      await register(seated);
      await register(quitter);
      await register(promoted); // waiting list, then the quitter's seat
      await quitter.agent.delete(`/api/events/${eventId}/registrations/me`).set(quitter.headers).expect(200);
      await register(waiting); // waiting list: both seats are taken
      await until(() => items(promoted, 'event_seat_opened'), (i) => i.length === 1);
    });

    it('tells the registrants with a seat a day before, and nobody on the waiting list, cancelled or hosting', async () => {
      // 400 more seats (as the projection keeps them): the live notice of 400 users would pass
      // PostgreSQL's 8,000-byte NOTIFY limit, so it goes in several notices, and the moment is not parked.
      await sql.query(`INSERT INTO notification_audiences (subject_id, role, user_id) SELECT $1, 'registrant', gen_random_uuid()::text FROM generate_series(1, 400)`, [`community-event:${eventId}`]);
      const live = await openLive(app, seated.cookie);
      await fire(`community-event.starts-in-1-day:${eventId}`);
      await until(async () => live.frames.filter((f) => f.event === 'notification').length, (n) => n === 1);
      live.close();
      const [day] = await until(() => items(seated, 'event_starts_soon'), (i) => i.length === 1);
      expect(day).toMatchObject({ title: '参加予定のイベント「傾聴の勉強会」の開始まであと1日です', link: `/community/events/${eventId}` });
      expect(await items(promoted, 'event_starts_soon')).toHaveLength(1);
      for (const nobody of [waiting, quitter, host, admin]) expect(await items(nobody, 'event_starts_soon')).toEqual([]);
      // Run again: each recipient hears of the moment once.
      await runAt(new Date(start.getTime() - 86_400_000 + 2000));
      expect(await items(seated, 'event_starts_soon')).toHaveLength(1);
    });

    it('fires for the new time only once the event moves, and for nothing once it is cancelled', async () => {
      const later = new Date(start.getTime() + 2 * 86_400_000);
      await host.agent
        .patch(`/api/events/${eventId}`)
        .set(host.headers)
        .send({ startTime: later.toISOString(), endTime: new Date(later.getTime() + 3_600_000).toISOString() })
        .expect(200);
      const hourKey = `community-event.starts-in-1-hour:${eventId}`;
      await until(() => job(hourKey), (j) => new Date(j.due_at).getTime() === later.getTime() - 3_600_000);
      // The old hour passes: its job moved, so nothing; a moment of the old start that still came (a
      // race with the move) is refused by the notifications, whose event now starts later.
      await runAt(new Date(start.getTime() - 3_600_000 + 1000));
      await app.get(DueJobs).schedule({ kind: 'community-event.starts-in-1-hour', key: `${hourKey}:stale`, dueAt: new Date(Date.now() - 60_000), payload: { eventId, startTime: start.toISOString() } });
      await runAt(new Date());
      expect(await items(seated, 'event_starts_soon')).toHaveLength(1);

      await fire(hourKey);
      const titles = (await items(seated, 'event_starts_soon')).map((i) => i.title);
      // The new start's last hour. Its day-before moment, due 23 hours earlier, is recorded in the
      // same run: 「あと1日」 an hour before the start would be false, so it tells nobody
      // (STALE_MOMENT_MS); the first start's day-before stays the only one.
      expect(titles.filter((t) => t === '参加予定のイベント「傾聴の勉強会」の開始まであと1時間です')).toHaveLength(1);
      expect(titles.filter((t) => t.endsWith('あと1日です'))).toHaveLength(1);

      await post(host, `/api/events/${eventId}/status`, { status: 'cancelled' }).expect(200);
      await until(() => items(seated, 'event_changed'), (i) => i.some((n) => n.title.includes('中止')));
      await app.get(DueJobs).schedule({ kind: 'community-event.starts-in-1-hour', key: `${hourKey}:late`, dueAt: new Date(Date.now() - 60_000), payload: { eventId, startTime: later.toISOString() } });
      await runAt(new Date());
      expect(await items(seated, 'event_starts_soon')).toHaveLength(titles.length);
    });
  });

  describe('the next 1on1', () => {
    let manager: SignedInUser, member: SignedInUser, otherManager: SignedInUser;
    let entryId: string;
    const today = () => calendarDate(new Date(), 'Asia/Tokyo');

    beforeAll(async () => {
      [manager, member, otherManager] = await signInAll(app, ['manager@example.com', 'member@example.com', 'other-manager@example.com']);
      const teamId = (await post(manager, '/api/teams', { name: '開発チーム' }).expect(201)).body.id as string;
      await manager.agent.put(`/api/teams/${teamId}/visibility`).set(manager.headers).send({ isOpen: true }).expect(204);
      await post(member, '/api/user-teams', { userId: member.user.id, teamId, isPrimaryTeam: true }).expect(201);
      const employeeId = (await post(manager, '/api/company-members', { teamId, firstName: '花子', lastName: '佐藤', email: member.user.email }).expect(201)).body.id as string;
      entryId = (await post(manager, '/api/1on1-matrix', { employeeId, positionX: 0.8, positionY: 0.5 }).expect(201)).body.id as string;
      // Another team's manager with an entry of their own.
      const otherTeam = (await post(otherManager, '/api/teams', { name: '営業チーム' }).expect(201)).body.id as string;
      const otherMember = (await post(otherManager, '/api/company-members', { teamId: otherTeam, firstName: '次郎', lastName: '鈴木', email: 'jiro@example.com' }).expect(201)).body.id as string;
      await post(otherManager, '/api/1on1-matrix', { employeeId: otherMember, positionX: 0.2, positionY: 0.5 }).expect(201);
    });

    it('tells the member a session was recorded (not the manager who recorded it), then both of the next one the day before', async () => {
      const next = addCalendarDays(today(), 7);
      await post(manager, `/api/1on1-matrix/${entryId}/sessions`, { sessionDate: today(), approach: 'mixed', effectiveness: 4, outcomes: '評価への不安を話した', nextSessionDate: next }).expect(201);
      const [recorded] = await until(() => items(member, 'one_on_one_recorded'), (i) => i.length === 1);
      expect(recorded).toMatchObject({ link: '/community/1on1/agenda', body: `次回の予定：${Number(next.slice(5, 7))}月${Number(next.slice(8))}日` });
      expect(JSON.stringify(recorded)).not.toContain('評価への不安');
      expect(await items(manager, 'one_on_one_recorded')).toEqual([]);

      await fire(`one-on-one.next-session-tomorrow:${entryId}`, (j) => j.payload.sessionDate === next);
      const [toManager] = await until(() => items(manager, 'one_on_one_tomorrow'), (i) => i.length === 1);
      expect(toManager).toMatchObject({ title: `明日（${Number(next.slice(5, 7))}月${Number(next.slice(8))}日）は1on1の予定です`, link: '/community/1on1' });
      expect(await items(member, 'one_on_one_tomorrow')).toEqual([expect.objectContaining({ link: '/community/1on1/agenda' })]);
      expect(await items(otherManager, 'one_on_one_tomorrow')).toEqual([]);
      expect(await items(admin, 'one_on_one_tomorrow')).toEqual([]);
    });
  });

  describe('an inquiry about to pass the reply promise', () => {
    let visitor: SignedInUser;
    const inquiryJobs = async () =>
      (await sql.query<{ key: string }>(`SELECT key FROM due_jobs WHERE kind = 'companion.inquiry-reply-due' ORDER BY scheduled_at, key`)).rows.map((r) => r.key);

    beforeAll(async () => {
      [visitor] = await signInAll(app, ['visitor@example.com']);
    });

    it('warns the admins on the last day when still unprocessed, and nobody else', async () => {
      await post(visitor, '/api/contact', INQUIRY_FORM).expect(201);
      const [key] = await until(inquiryJobs, (keys) => keys.length === 1);
      await fire(key);
      const [warning] = await until(() => items(admin, 'inquiry_reply_due'), (i) => i.length === 1);
      expect(warning).toMatchObject({ link: '/community/admin/inquiries', title: expect.stringContaining('まだ対応済みになっていません') });
      // The inquirer's data stays out of the staff's notification.
      expect(JSON.stringify(warning)).not.toContain(INQUIRY_FORM.companyName);
      expect(await items(visitor, 'inquiry_reply_due')).toEqual([]);
    });

    it('says nothing of a processed inquiry, even if its moment still comes', async () => {
      await post(visitor, '/api/contact', { ...INQUIRY_FORM, companyName: '対応済み株式会社' }).expect(201);
      const keys = await until(inquiryJobs, (k) => k.length === 2);
      const inquiryId = keys[1].split(':')[1];
      await post(admin, `/api/admin/inquiries/${inquiryId}/process`, { note: '電話で回答' }).expect(200);
      await until(inquiryJobs, (k) => k.length === 1);
      await app.get(DueJobs).schedule({ kind: 'companion.inquiry-reply-due', key: `${keys[1]}:late`, dueAt: new Date(Date.now() - 60_000), payload: { inquiryId, replyDueBy: today() } });
      await runAt(new Date());
      expect(await items(admin, 'inquiry_reply_due')).toHaveLength(1);
    });
    const today = () => calendarDate(new Date(), 'Asia/Tokyo');
  });

  it('tells the admins once when a projection parks an event, and nobody else', async () => {
    const [author] = await signInAll(app, ['author@example.com']);
    const projection = app.get(NotificationsProjection);
    const apply = projection.apply.bind(projection);
    const spy = jest.spyOn(projection, 'apply').mockImplementation(async (event, manager) => {
      if (event.type === 'ForumPostCreated' && event.data.title === '壊れる投稿') throw new Error('テスト用の失敗');
      return apply(event, manager);
    });
    try {
      await post(author, '/api/forum/posts', { title: '壊れる投稿', content: '本文' }).expect(201);
      const [parked] = await until(() => items(admin, 'projection_parked'), (i) => i.length === 1);
      expect(parked).toMatchObject({ title: 'プロジェクション「notifications」が処理できないイベントを保留しました', link: '/community/admin/projections' });
      expect(parked.body).toContain('ForumPostCreated');
      expect(parked.body).toContain('テスト用の失敗');
    } finally {
      spy.mockRestore();
    }
    expect(await items(author, 'projection_parked')).toEqual([]);
    const recorded = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'ProjectionEventParked' AND data->>'name' = 'notifications'`);
    expect(recorded.rows[0].n).toBe(1);
  });
});
