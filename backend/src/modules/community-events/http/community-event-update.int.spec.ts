import pg from 'pg';
import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signInAll, type SignedInUser } from '../../../test-support/sign-in.js';

type Detail = { id: string; title: string; description: string | null; startTime: string; endTime: string; meetingUrl: string | null; maxParticipants: number; placesLeft: number; revision: number };

/** The organiser corrects an event: `PATCH /api/events/:id`, `CommunityEventUpdated`. */
describe('PATCH /api/events/:id', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let sql: pg.Pool;
  let host: SignedInUser;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let carol: SignedInUser;
  let hr: SignedInUser;

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ app } = testApp);
    sql = new pg.Pool({ connectionString: testApp.db.url, max: 2 });
    [host, alice, bob, carol, hr] = await signInAll(app, ['up-host@example.com', 'up-alice@example.com', 'up-bob@example.com', 'up-carol@example.com', 'hr@demo.example']);
  }, 60_000);
  afterAll(async () => {
    await sql.end();
    await testApp.close();
  });

  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await host.agent
      .post('/api/events')
      .set(host.headers)
      .send({
        title: '1on1入門ウェビナー',
        description: '初めての1on1',
        eventType: 'webinar',
        startTime: '2026-12-01T19:00:00+09:00',
        endTime: '2026-12-01T20:00:00+09:00',
        meetingUrl: 'https://zoom.example/j/1',
        maxParticipants: 10,
        ...overrides,
      });
    expect(res.status).toBe(201);
    return res.body as Detail;
  };
  const patch = (who: SignedInUser, id: string, body: object) => who.agent.patch(`/api/events/${id}`).set(who.headers).send(body);
  const register = (who: SignedInUser, id: string) => who.agent.post(`/api/events/${id}/registrations`).set(who.headers).send({}).expect(201);
  const stream = async (id: string) =>
    (await sql.query(`SELECT type, data, metadata->>'userId' AS "userId" FROM events WHERE stream_id = $1 ORDER BY revision`, [`community-event-${id}`])).rows as {
      type: string;
      data: Record<string, unknown>;
      userId: string;
    }[];
  const row = async (id: string) => (await sql.query(`SELECT title, description, start_time, end_time, meeting_url, max_participants, revision FROM community_events WHERE id = $1`, [id])).rows[0];

  it('lets the host correct title, description, times, link and capacity; the page, the .ics (SEQUENCE) and the feed follow', async () => {
    const event = await create();
    await register(alice, event.id);
    const before = await alice.agent.get(`/api/events/${event.id}/calendar.ics`).expect(200);
    const sequenceBefore = Number(/SEQUENCE:(\d+)/.exec(before.text)?.[1]);
    const res = await patch(host, event.id, {
      title: ' 1on1入門ウェビナー（第2回） ',
      description: '日程を変更しました',
      startTime: '2026-12-02T19:00:00+09:00',
      endTime: '2026-12-02T21:00:00+09:00',
      meetingUrl: 'https://zoom.example/j/2',
      maxParticipants: 20,
    }).expect(200);
    expect(res.body).toMatchObject({
      title: '1on1入門ウェビナー（第2回）',
      description: '日程を変更しました',
      startTime: '2026-12-02T10:00:00.000Z',
      endTime: '2026-12-02T12:00:00.000Z',
      meetingUrl: 'https://zoom.example/j/2',
      maxParticipants: 20,
      placesLeft: 19,
    });
    const events = await stream(event.id);
    expect(events.at(-1)).toEqual({
      type: 'CommunityEventUpdated',
      userId: host.user.id,
      data: {
        eventId: event.id,
        fields: ['title', 'description', 'meetingUrl', 'startTime', 'endTime', 'maxParticipants'],
        changes: {
          title: '1on1入門ウェビナー（第2回）',
          description: '日程を変更しました',
          meetingUrl: 'https://zoom.example/j/2',
          startTime: '2026-12-02T10:00:00.000Z',
          endTime: '2026-12-02T12:00:00.000Z',
          maxParticipants: 20,
        },
      },
    });
    const ics = (await alice.agent.get(`/api/events/${event.id}/calendar.ics`).expect(200)).text;
    expect(ics).toContain('DTSTART:20261202T100000Z\r\n');
    expect(ics).toContain('DTEND:20261202T120000Z\r\n');
    expect(ics).toContain('SUMMARY:1on1入門ウェビナー（第2回）');
    expect(ics).toContain('zoom.example/j/2');
    expect(Number(/SEQUENCE:(\d+)/.exec(ics)?.[1])).toBeGreaterThan(sequenceBefore);
    const feedUrl = (await alice.agent.post('/api/events/calendar-feed').set(alice.headers).expect(201)).body.url as string;
    const feed = await request(app.getHttpServer()).get(new URL(feedUrl).pathname).expect(200);
    expect(feed.text).toContain('DTSTART:20261202T100000Z\r\n');
  });

  it('records only what changed; an update that changes nothing appends nothing', async () => {
    const event = await create();
    await patch(host, event.id, { title: '新しい題' }).expect(200);
    expect((await stream(event.id)).at(-1)?.data).toEqual({ eventId: event.id, fields: ['title'], changes: { title: '新しい題' } });
    const count = (await stream(event.id)).length;
    await patch(host, event.id, { title: ' 新しい題 ', maxParticipants: 10 }).expect(200);
    expect(await stream(event.id)).toHaveLength(count);
    await patch(host, event.id, { meetingUrl: null }).expect(200);
    expect((await stream(event.id)).at(-1)?.data).toEqual({ eventId: event.id, fields: ['meetingUrl'], changes: { meetingUrl: null } });
  });

  it('lets a team admin correct someone else’s event, as with its status', async () => {
    const event = await create();
    const res = await patch(hr, event.id, { title: '管理者が直した題' }).expect(200);
    expect(res.body.title).toBe('管理者が直した題');
    expect((await stream(event.id)).at(-1)?.userId).toBe(hr.user.id);
  });

  it('seats the waiting list when the capacity grows', async () => {
    const event = await create({ maxParticipants: 1 });
    await register(alice, event.id);
    await register(bob, event.id);
    await register(carol, event.id);
    const res = await patch(host, event.id, { maxParticipants: 2 }).expect(200);
    expect(res.body).toMatchObject({ maxParticipants: 2, placesLeft: 0 });
    expect((await stream(event.id)).slice(-2).map((e) => [e.type, e.data.userId ?? null])).toEqual([
      ['CommunityEventUpdated', null],
      ['EventRegistrationPromoted', bob.user.id],
    ]);
    expect((await bob.agent.get(`/api/events/${event.id}`).expect(200)).body.myRegistration?.status).toBe('registered');
  });

  describe('refusals change nothing', () => {
    let eventId: string;
    beforeAll(async () => {
      eventId = (await create({ maxParticipants: 3, sessions: [{ title: '基礎', startTime: '2026-12-01T19:00:00+09:00', endTime: '2026-12-01T19:30:00+09:00' }] })).id;
      await register(alice, eventId);
      await register(bob, eventId);
    });

    it.each([
      ['a blank title', (): SignedInUser => host, { title: '  ' }, 400, 'タイトルは必須です'],
      ['an over-long title', (): SignedInUser => host, { title: 'あ'.repeat(201) }, 400, 'タイトルは200文字以内で入力してください'],
      ['an over-long description', (): SignedInUser => host, { description: 'あ'.repeat(5001) }, 400, '説明は5000文字以内で入力してください'],
      ['an end before the start', (): SignedInUser => host, { endTime: '2026-12-01T18:00:00+09:00' }, 400, '終了日時は開始日時より後にしてください'],
      ['an end equal to the start', (): SignedInUser => host, { startTime: '2026-12-01T20:00:00+09:00' }, 400, '終了日時は開始日時より後にしてください'],
      ['a time that is not a date', (): SignedInUser => host, { startTime: '明日' }, 400, '開始日時は日時で指定してください'],
      ['times that leave a session outside', (): SignedInUser => host, { startTime: '2026-12-01T19:15:00+09:00' }, 400, 'セッションはイベントの開催時間内に設定してください'],
      ['a link that is not http(s)', (): SignedInUser => host, { meetingUrl: 'javascript:alert(1)' }, 400, '会議URLはhttpまたはhttpsのURLで指定してください'],
      ['a capacity of 0', (): SignedInUser => host, { maxParticipants: 0 }, 400, '最大参加者数は1から1000の間で指定してください'],
      ['a capacity below the seats taken', (): SignedInUser => host, { maxParticipants: 1 }, 400, '最大参加者数は参加確定済みの人数（2人）より少なくできません'],
      ['an unknown platform', (): SignedInUser => host, { platform: 'skype' }, 400, '開催プラットフォームを選択してください'],
      ['someone who is neither host nor admin', (): SignedInUser => alice, { title: '乗っ取り' }, 403, 'イベントの編集はイベントの主催者または管理者のみ行えます'],
    ])('refuses %s', async (_case, who, body, status, message) => {
      const [events, before] = [(await stream(eventId)).length, await row(eventId)];
      const res = await patch(who(), eventId, body);
      expect([res.status, JSON.stringify(res.body.message)]).toEqual([status, expect.stringContaining(message)]);
      expect((await stream(eventId)).length).toBe(events);
      expect(await row(eventId)).toEqual(before);
    });

    it('refuses an unknown event and a stale If-Match', async () => {
      const unknown = await patch(host, '00000000-0000-4000-8000-000000000000', { title: '題' });
      expect([unknown.status, unknown.body.message]).toEqual([404, 'イベントが見つかりません']);
      const [events, before] = [(await stream(eventId)).length, await row(eventId)];
      const stale = await host.agent.patch(`/api/events/${eventId}`).set(host.headers).set('If-Match', '0').send({ title: '古い版からの変更' });
      expect(stale.status).toBe(409);
      expect((await stream(eventId)).length).toBe(events);
      expect(await row(eventId)).toEqual(before);
    });
  });

  it('refuses to edit a completed or cancelled event', async () => {
    const event = await create();
    await host.agent.post(`/api/events/${event.id}/status`).set(host.headers).send({ status: 'cancelled' }).expect(200);
    const count = (await stream(event.id)).length;
    const res = await patch(host, event.id, { title: '中止後の変更' });
    expect([res.status, res.body.message]).toEqual([409, '終了または中止したイベントは編集できません']);
    expect(await stream(event.id)).toHaveLength(count);
  });
});
