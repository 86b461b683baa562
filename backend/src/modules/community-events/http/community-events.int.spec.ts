import pg from 'pg';
import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signIn, signInAll, type SignedInUser } from '../../../test-support/sign-in.js';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe('/api/events', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let host: SignedInUser;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let carol: SignedInUser;
  let hr: SignedInUser;

  beforeAll(async () => {
    testApp = await startTestApp({ TRUST_PROXY: 'loopback', RATE_LIMIT_LOGIN: '100000' });
    ({ app } = testApp);
    [host, alice, bob, carol, hr] = await signInAll(app, ['ev-host@example.com', 'ev-alice@example.com', 'ev-bob@example.com', 'ev-carol@example.com', 'hr@demo.example']);
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  const validEvent = (overrides: Record<string, unknown> = {}) => ({
    title: '1on1入門ウェビナー',
    description: '初めての1on1で押さえること',
    eventType: 'webinar',
    platform: 'zoom',
    startTime: inHours(24),
    endTime: inHours(25),
    maxParticipants: 100,
    isRecorded: false,
    isPublic: true,
    requiresApproval: false,
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}, as: SignedInUser = host) => {
    const res = await as.agent.post('/api/events').set(as.headers).send(validEvent(overrides));
    expect(res.status).toBe(201);
    return res.body as { id: string; [key: string]: unknown };
  };
  const listAll = async () => (await host.agent.get('/api/events').expect(200)).body as { id: string }[];

  describe('create', () => {
    it('creates an event with the spec defaults and shows it with its host, sessions and places left', async () => {
      const res = await host.agent
        .post('/api/events')
        .set(host.headers)
        .send({
          title: '  マトリクス活用ワークショップ ',
          eventType: 'workshop',
          startTime: '2026-12-01T19:00:00+09:00',
          endTime: '2026-12-01T21:00:00+09:00',
          tags: ['マトリクス'],
          materials: [{ name: 'ワークシート', url: 'https://example.com/sheet.pdf', type: 'document' }],
          sessions: [{ title: '基礎', startTime: '2026-12-01T19:00:00+09:00', endTime: '2026-12-01T20:00:00+09:00' }],
        })
        .expect(201);
      expect(res.body).toMatchObject({
        title: 'マトリクス活用ワークショップ',
        eventType: 'workshop',
        status: 'scheduled',
        hostId: host.user.id,
        platform: 'zoom',
        timezone: 'Asia/Tokyo',
        maxParticipants: 100,
        placesLeft: 100,
        startTime: '2026-12-01T10:00:00.000Z',
        isPublic: true,
        requiresApproval: false,
        tags: ['マトリクス'],
        materials: [{ name: 'ワークシート', url: 'https://example.com/sheet.pdf', type: 'document' }],
        sessions: [expect.objectContaining({ title: '基礎', sessionOrder: 1, speakerId: null, endTime: '2026-12-01T11:00:00.000Z' })],
        canManage: true,
        myRegistration: null,
      });
    });

    it.each([
      ['no title', { title: undefined }, 'タイトルは必須です'],
      ['a blank title', { title: '   ' }, 'タイトルは必須です'],
      ['no type', { eventType: undefined }, 'イベント種別を選択してください'],
      ['an unknown type', { eventType: 'party' }, 'イベント種別を選択してください'],
      ['an unknown platform', { platform: 'skype' }, '開催プラットフォームを選択してください'],
      ['no start', { startTime: undefined }, '開始日時は必須です'],
      ['no end', { endTime: undefined }, '終了日時は必須です'],
      ['an end before the start', { startTime: inHours(5), endTime: inHours(4) }, '終了日時は開始日時より後にしてください'],
      ['capacity 0', { maxParticipants: 0 }, '最大参加者数は1から1000の間で指定してください'],
      ['capacity 1001', { maxParticipants: 1001 }, '最大参加者数は1から1000の間で指定してください'],
      ['capacity 1.5', { maxParticipants: 1.5 }, '最大参加者数は1から1000の間で指定してください'],
      ['an unknown host', { hostId: 'nobody' }, '他のユーザーを主催者にできるのは管理者のみです'],
    ])('refuses %s with the §8 message and its reason, and creates nothing', async (_case, overrides, reason) => {
      const before = await listAll();
      const res = await host.agent.post('/api/events').set(host.headers).send(validEvent(overrides));
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.message).toMatch(/^イベントの作成に失敗しました: /);
      expect(res.body.message).toContain(reason);
      expect(await listAll()).toEqual(before);
    });

    it('lets a team admin name another host, who must exist', async () => {
      const res = await hr.agent.post('/api/events').set(hr.headers).send(validEvent({ hostId: 'no-such-user' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('イベントの作成に失敗しました: 主催者が見つかりません');
      const created = await hr.agent.post('/api/events').set(hr.headers).send(validEvent({ hostId: host.user.id })).expect(201);
      expect(created.body.hostId).toBe(host.user.id);
    });
  });

  describe('list filters', () => {
    it('answers upcoming and by status, and refuses an unknown status', async () => {
      const upcoming = await create({ title: '来週の勉強会', startTime: inHours(48), endTime: inHours(49) });
      const past = await create({ title: '先月の勉強会', startTime: inHours(-800), endTime: inHours(-799) });
      await host.agent.post(`/api/events/${past.id}/status`).set(host.headers).send({ status: 'completed' }).expect(200);
      const live = await create({ title: '開催中の勉強会', startTime: inHours(-1), endTime: inHours(1) });
      await host.agent.post(`/api/events/${live.id}/status`).set(host.headers).send({ status: 'live' }).expect(200);

      const ids = async (query: string) => ((await alice.agent.get(`/api/events${query}`).expect(200)).body as { id: string }[]).map((e) => e.id);
      expect(await ids('?upcoming=true')).toEqual(expect.arrayContaining([upcoming.id, live.id]));
      expect(await ids('?upcoming=true')).not.toContain(past.id);
      expect(await ids('?status=completed')).toEqual([past.id]);
      expect(await ids('?status=live')).toEqual([live.id]);
      expect(await ids('?status=scheduled')).toContain(upcoming.id);
      const bad = await alice.agent.get('/api/events?status=archived').expect(400);
      expect(bad.body.message).toEqual(['status: ステータスはscheduled、live、completed、cancelledのいずれかで指定してください']);
    });

    it('leaves an unlisted event out of others\' lists but opens it by its link', async () => {
      const unlisted = await create({ title: '非公開の打ち合わせ', eventType: 'meeting', isPublic: false });
      expect(((await alice.agent.get('/api/events').expect(200)).body as { id: string }[]).map((e) => e.id)).not.toContain(unlisted.id);
      expect(((await host.agent.get('/api/events').expect(200)).body as { id: string }[]).map((e) => e.id)).toContain(unlisted.id);
      await alice.agent.get(`/api/events/${unlisted.id}`).expect(200);
    });

    it('answers a signed-out caller 401 and an unknown event 404', async () => {
      await request(app.getHttpServer()).get('/api/events').expect(401);
      const res = await alice.agent.get('/api/events/00000000-0000-4000-8000-000000000000').expect(404);
      expect(res.body.message).toBe('イベントが見つかりません');
    });
  });

  describe('registration', () => {
    it('seats the first in a one-place event, waitlists the second, and moves the second up when the first cancels', async () => {
      const event = await create({ maxParticipants: 1, meetingUrl: 'https://zoom.example/j/1' });
      const first = await alice.agent.post(`/api/events/${event.id}/registrations`).set(alice.headers).send({}).expect(201);
      expect(first.body).toMatchObject({ myRegistration: { status: 'registered', waitlistPosition: null }, placesLeft: 0, meetingUrl: 'https://zoom.example/j/1' });
      const second = await bob.agent.post(`/api/events/${event.id}/registrations`).set(bob.headers).send({}).expect(201);
      expect(second.body).toMatchObject({ myRegistration: { status: 'waitlisted', waitlistPosition: 1 }, waitlistCount: 1, meetingUrl: null });
      const third = await carol.agent.post(`/api/events/${event.id}/registrations`).set(carol.headers).send({}).expect(201);
      expect(third.body.myRegistration).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });

      const again = await alice.agent.post(`/api/events/${event.id}/registrations`).set(alice.headers).send({}).expect(409);
      expect(again.body.message).toBe('このイベントには既に申し込み済みです');

      const cancelled = await alice.agent.delete(`/api/events/${event.id}/registrations/me`).set(alice.headers).expect(200);
      expect(cancelled.body.myRegistration).toBeNull();
      const bobNow = (await bob.agent.get(`/api/events/${event.id}`).expect(200)).body;
      expect(bobNow).toMatchObject({ myRegistration: { status: 'registered' }, placesLeft: 0, meetingUrl: 'https://zoom.example/j/1' });
      expect((await carol.agent.get(`/api/events/${event.id}`).expect(200)).body.myRegistration).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
      await alice.agent.delete(`/api/events/${event.id}/registrations/me`).set(alice.headers).expect(404);
    });

    it('waits for the host when approval is required; the host approves or declines', async () => {
      const event = await create({ requiresApproval: true, maxParticipants: 1 });
      await alice.agent.post(`/api/events/${event.id}/registrations`).set(alice.headers).send({ notes: '初参加です' }).expect(201);
      await bob.agent.post(`/api/events/${event.id}/registrations`).set(bob.headers).send({}).expect(201);
      const pending = (await host.agent.get(`/api/events/${event.id}`).expect(200)).body;
      expect(pending.pendingCount).toBe(2);
      expect(pending.registrations).toEqual(
        expect.arrayContaining([expect.objectContaining({ userId: alice.user.id, status: 'pending', notes: '初参加です' })]),
      );
      const notHost = await alice.agent.post(`/api/events/${event.id}/registrations/${bob.user.id}/approve`).set(alice.headers).expect(403);
      expect(notHost.body.message).toBe('申し込みの承認はイベントの主催者または管理者のみ行えます');
      await host.agent.post(`/api/events/${event.id}/registrations/${alice.user.id}/approve`).set(host.headers).expect(200);
      await host.agent.post(`/api/events/${event.id}/registrations/${bob.user.id}/decline`).set(host.headers).expect(200);
      expect((await alice.agent.get(`/api/events/${event.id}`).expect(200)).body.myRegistration.status).toBe('registered');
      expect((await bob.agent.get(`/api/events/${event.id}`).expect(200)).body.myRegistration.status).toBe('declined');
      const retry = await bob.agent.post(`/api/events/${event.id}/registrations`).set(bob.headers).send({}).expect(409);
      expect(retry.body.message).toBe('このイベントへの参加は主催者により承認されませんでした');
    });

    it('never seats more than the capacity: 200 parallel registrations for 100 places', async () => {
      const event = await create({ maxParticipants: 100 });
      const users: SignedInUser[] = [];
      for (let batch = 0; batch < 20; batch += 1) {
        users.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(app, `ev-crowd-${batch * 10 + i}@example.com`)))));
      }
      const answers = await Promise.all(users.map((u) => u.agent.post(`/api/events/${event.id}/registrations`).set(u.headers).send({})));
      expect(answers.map((res) => res.status)).toEqual(users.map(() => 201));
      const statuses = answers.map((res) => res.body.myRegistration.status as string);
      expect(statuses.filter((s) => s === 'registered')).toHaveLength(100);
      expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(100);
      const detail = (await host.agent.get(`/api/events/${event.id}`).expect(200)).body;
      expect(detail).toMatchObject({ registeredCount: 100, waitlistCount: 100, placesLeft: 0 });
      const positions = (detail.registrations as { waitlistPosition: number | null }[]).flatMap((r) => (r.waitlistPosition ? [r.waitlistPosition] : []));
      expect(positions.sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    }, 180_000);
  });

  describe('before the event', () => {
    it('refuses attendance before the start, even with the event set live early, in Japanese and changing nothing', async () => {
      const event = await create({ startTime: inHours(3), endTime: inHours(4) });
      await alice.agent.post(`/api/events/${event.id}/registrations`).set(alice.headers).send({}).expect(201);
      await host.agent.post(`/api/events/${event.id}/status`).set(host.headers).send({ status: 'live' }).expect(200);
      const before = (await host.agent.get(`/api/events/${event.id}`).expect(200)).body;
      const refused = await host.agent.put(`/api/events/${event.id}/registrations/${alice.user.id}/attendance`).set(host.headers).send({ attended: true }).expect(409);
      expect(refused.body.message).toBe('イベントの開始前は出席を記録できません。開始時刻を過ぎてから記録してください');
      const after = (await host.agent.get(`/api/events/${event.id}`).expect(200)).body;
      expect(after.registrations).toEqual(before.registrations);
      expect((await host.agent.get(`/api/events/${event.id}/analytics`).expect(200)).body.totalAttendees).toBe(0);
    });
  });

  describe('after the event', () => {
    it('lets the host mark attendance and complete it; seat holders give feedback once; analytics follow', async () => {
      const event = await create({ startTime: inHours(-2), endTime: inHours(-1) });
      for (const u of [alice, bob, carol]) await u.agent.post(`/api/events/${event.id}/registrations`).set(u.headers).send({}).expect(201);
      const early = await alice.agent.post(`/api/events/${event.id}/feedback`).set(alice.headers).send({ rating: 5, wouldRecommend: true }).expect(409);
      expect(early.body.message).toBe('フィードバックはイベントの終了後に送信できます');
      const tooSoon = await host.agent.put(`/api/events/${event.id}/registrations/${alice.user.id}/attendance`).set(host.headers).send({ attended: true }).expect(409);
      expect(tooSoon.body.message).toBe('出席は開催中または終了したイベントでのみ記録できます');

      await host.agent.post(`/api/events/${event.id}/status`).set(host.headers).send({ status: 'live' }).expect(200);
      await host.agent.put(`/api/events/${event.id}/registrations/${alice.user.id}/attendance`).set(host.headers).send({ attended: true }).expect(200);
      await host.agent.put(`/api/events/${event.id}/registrations/${bob.user.id}/attendance`).set(host.headers).send({ attended: true }).expect(200);
      await alice.agent.put(`/api/events/${event.id}/registrations/${bob.user.id}/attendance`).set(alice.headers).send({ attended: false }).expect(403);
      await host.agent.post(`/api/events/${event.id}/status`).set(host.headers).send({ status: 'completed' }).expect(200);
      const reopen = await host.agent.post(`/api/events/${event.id}/status`).set(host.headers).send({ status: 'live' }).expect(409);
      expect(reopen.body.message).toBe('ステータスを「終了」から「開催中」に変更することはできません');

      expect((await alice.agent.get(`/api/events/${event.id}`).expect(200)).body.canGiveFeedback).toBe(true);
      const given = await alice.agent
        .post(`/api/events/${event.id}/feedback`)
        .set(alice.headers)
        .send({ rating: 5, wouldRecommend: true, feedback: '明日から使えます' })
        .expect(201);
      expect(given.body).toMatchObject({ canGiveFeedback: false, myFeedback: { rating: 5, wouldRecommend: true, feedback: '明日から使えます' } });
      await alice.agent.post(`/api/events/${event.id}/feedback`).set(alice.headers).send({ rating: 4, wouldRecommend: true }).expect(409);
      const badRating = await bob.agent.post(`/api/events/${event.id}/feedback`).set(bob.headers).send({ rating: 6, wouldRecommend: true }).expect(400);
      expect(badRating.body.message).toEqual(['rating: 評価は1から5で選択してください']);
      await bob.agent.post(`/api/events/${event.id}/feedback`).set(bob.headers).send({ rating: 3, wouldRecommend: false }).expect(201);

      const analytics = (await host.agent.get(`/api/events/${event.id}/analytics`).expect(200)).body;
      // 3 seats, 2 attended, ratings 5 and 3: 0.5 × 2/3 + 0.25 × 2/2 + 0.25 × (4 − 1)/4 = 0.771
      expect(analytics).toEqual({
        totalRegistrations: 3,
        totalAttendees: 2,
        averageRating: 4,
        completionRate: 66.7,
        engagementScore: 77,
        recommendRate: 50,
        feedbackCount: 2,
        waitlisted: 0,
        pending: 0,
      });
      const forbidden = await alice.agent.get(`/api/events/${event.id}/analytics`).expect(403);
      expect(forbidden.body.message).toBe('分析の閲覧はイベントの主催者または管理者のみ行えます');
      await carol.agent.delete(`/api/events/${event.id}/registrations/me`).set(carol.headers).expect(409);
    });
  });

  describe('calendar', () => {
    it('downloads an .ics per event, with the meeting link only for seat holders', async () => {
      const event = await create({ title: '朝会, 週次; 振り返り', meetingUrl: 'https://zoom.example/j/42', startTime: '2026-12-01T10:00:00+09:00', endTime: '2026-12-01T11:00:00+09:00' });
      const outsider = await carol.agent.get(`/api/events/${event.id}/calendar.ics`).expect(200);
      expect(outsider.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(outsider.headers['content-disposition']).toBe(`attachment; filename="event-${event.id}.ics"`);
      const text = outsider.text;
      expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(text).toContain(`UID:community-event-${event.id}@pivot-community\r\n`);
      expect(text).toContain('DTSTART:20261201T010000Z\r\n');
      expect(text).toContain('DTEND:20261201T020000Z\r\n');
      expect(text).toContain('SUMMARY:朝会\\, 週次\\; 振り返り\r\n');
      expect(text).not.toContain('zoom.example');
      await alice.agent.post(`/api/events/${event.id}/registrations`).set(alice.headers).send({}).expect(201);
      expect((await alice.agent.get(`/api/events/${event.id}/calendar.ics`).expect(200)).text).toContain('zoom.example/j/42');
    });

    it('serves a personal feed at a secret URL without the session cookie; renewing retires the old URL', async () => {
      const dave = await signIn(app, 'ev-dave@example.com');
      expect((await dave.agent.get('/api/events/calendar-feed').expect(200)).body).toEqual({ issuedAt: null });
      const event = await create({ title: 'フィード確認会' });
      await dave.agent.post(`/api/events/${event.id}/registrations`).set(dave.headers).send({}).expect(201);
      const issued = (await dave.agent.post('/api/events/calendar-feed').set(dave.headers).expect(201)).body as { url: string; issuedAt: string };
      expect(issued.url).toMatch(/\/api\/events\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
      const path = new URL(issued.url).pathname;
      const feed = await request(app.getHttpServer()).get(path).expect(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(feed.text).toContain('SUMMARY:フィード確認会');
      expect((await dave.agent.get('/api/events/calendar-feed').expect(200)).body.issuedAt).toBe(issued.issuedAt);

      const renewed = (await dave.agent.post('/api/events/calendar-feed').set(dave.headers).expect(201)).body as { url: string };
      expect(renewed.url).not.toBe(issued.url);
      await request(app.getHttpServer()).get(path).expect(404);
      await request(app.getHttpServer()).get(new URL(renewed.url).pathname).expect(200);
      await request(app.getHttpServer()).get('/api/events/feed/not-a-token.ics').expect(404);
      const client = new pg.Client({ connectionString: testApp.db.url });
      await client.connect();
      const { rows: tokens } = await client.query<{ token_hash: string }>('SELECT token_hash FROM community_event_calendar_feeds WHERE user_id = $1', [dave.user.id]);
      await client.end();
      expect(tokens).toHaveLength(1);
      expect(renewed.url).not.toContain(tokens[0].token_hash);
    });

    it("adds the next 1on1 of each member its owner manages, as a whole day", async () => {
      const erin = await signIn(app, 'ev-erin@example.com');
      const teamId = (await erin.agent.post('/api/teams').set(erin.headers).send({ name: '企画チーム' }).expect(201)).body.id as string;
      const employeeId = (
        await erin.agent.post('/api/company-members').set(erin.headers).send({ firstName: '花子', lastName: '佐藤', email: 'ev-hanako@example.com', teamId }).expect(201)
      ).body.id as string;
      const entryId = (await erin.agent.post('/api/1on1-matrix').set(erin.headers).send({ employeeId, positionX: 0.5, positionY: 0.5 }).expect(201)).body.id as string;
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
      const next = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date(Date.now() + 7 * 86_400_000));
      await erin.agent.post(`/api/1on1-matrix/${entryId}/sessions`).set(erin.headers).send({ sessionDate: today, approach: 'mixed', effectiveness: 3, nextSessionDate: next }).expect(201);
      const issued = (await erin.agent.post('/api/events/calendar-feed').set(erin.headers).expect(201)).body as { url: string };
      const feed = (await request(app.getHttpServer()).get(new URL(issued.url).pathname).expect(200)).text.replace(/\r\n /g, '');
      expect(feed).toContain('SUMMARY:1on1：佐藤 花子 さん');
      expect(feed).toContain(`DTSTART;VALUE=DATE:${next.replaceAll('-', '')}`);
      expect(feed).toContain(`UID:one-on-one-${entryId}-${next}@pivot-community`);
    });

    it("adds the target date of the owner's own active growth cycle as a whole day; none without a date, nor anyone else's", async () => {
      const [fiona, gen] = [await signIn(app, 'ev-fiona@example.com'), await signIn(app, 'ev-gen@example.com')];
      const startCycle = async (who: SignedInUser, body: Record<string, unknown>) =>
        (await who.agent.post('/api/pffr/growth-cycles').set(who.headers).send({ targetBehaviors: '1on1で相手の話を最後まで聴く', ...body }).expect(201)).body as { id: string; targetDate: string | null };
      const tokyoDate = (daysAhead: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date(Date.now() + daysAhead * 86_400_000));
      const target = tokyoDate(60);
      const mine = await startCycle(fiona, { title: '傾聴を習慣にする', targetDate: target });
      expect(mine.targetDate).toBe(target);
      // Another person's cycle, also with a date and supported by Fiona: not in Fiona's feed.
      await startCycle(gen, { title: '率直に伝える練習', targetDate: tokyoDate(30), supporterMembers: [fiona.user.id] });
      // A date in the past, or not a date, is refused with a Japanese message and starts nothing.
      expect((await fiona.agent.post('/api/pffr/growth-cycles').set(fiona.headers).send({ title: '過去', targetBehaviors: '1on1で相手の話を最後まで聴く', targetDate: tokyoDate(-2) }).expect(400)).body.message).toContain('目標日には今日以降の日付を指定してください');
      expect((await fiona.agent.post('/api/pffr/growth-cycles').set(fiona.headers).send({ title: '形式', targetBehaviors: '1on1で相手の話を最後まで聴く', targetDate: '2027-02-30' }).expect(400)).body.message).toContain('目標日はYYYY-MM-DD形式の日付で指定してください');

      const issued = (await fiona.agent.post('/api/events/calendar-feed').set(fiona.headers).expect(201)).body as { url: string };
      const feed = (await request(app.getHttpServer()).get(new URL(issued.url).pathname).expect(200)).text.replace(/\r\n /g, '');
      const entries = feed.split('BEGIN:VEVENT').slice(1);
      const targets = entries.filter((e) => e.includes('UID:growth-cycle-target-'));
      expect(targets).toHaveLength(1);
      expect(targets[0]).toContain('SUMMARY:成長サイクルの目標日：傾聴を習慣にする\r\n');
      expect(targets[0]).toContain(`DTSTART;VALUE=DATE:${target.replaceAll('-', '')}\r\n`);
      expect(targets[0]).toContain(`UID:growth-cycle-target-${mine.id}-${target}@pivot-community\r\n`);
      expect(feed).not.toContain('率直に伝える練習');

      // Gen's own feed lists Gen's dated target; Hana's cycle without a date adds nothing to hers.
      const gensFeed = (await gen.agent.post('/api/events/calendar-feed').set(gen.headers).expect(201)).body.url as string;
      expect((await request(app.getHttpServer()).get(new URL(gensFeed).pathname).expect(200)).text).toContain('SUMMARY:成長サイクルの目標日：率直に伝える練習');
      const hana = await signIn(app, 'ev-hana@example.com');
      expect((await startCycle(hana, { title: '日付のない目標' })).targetDate).toBeNull();
      const hanasFeed = (await hana.agent.post('/api/events/calendar-feed').set(hana.headers).expect(201)).body.url as string;
      const undated = (await request(app.getHttpServer()).get(new URL(hanasFeed).pathname).expect(200)).text;
      expect(undated).not.toContain('UID:growth-cycle-target-');
      expect(undated).not.toContain('日付のない目標');
    });
  });
});
