import pg from 'pg';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig } from '../../platform/config/app-config.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { createApp } from '../../create-app.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { signIn, type SignedInUser } from '../../test-support/sign-in.js';
import { DemoSeederService } from './demo-seeder.service.js';

interface Team {
  id: string;
  name: string;
  leaderId: string;
  memberCount: number;
}

describe('demo seed on first start', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: NestExpressApplication;
  let manager: SignedInUser;
  let team: Team;
  let seedMs: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    const started = Date.now();
    app = await createApp(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'true' }), db.url);
    seedMs = Date.now() - started;
    manager = await signIn(app, 'manager@demo.example');
    const teams = (await manager.agent.get('/api/teams').expect(200)).body as Team[];
    team = teams.find((t) => t.name === 'デモチーム')!;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const get = async <T>(path: string, who: SignedInUser = manager): Promise<T> => (await who.agent.get(path).expect(200)).body as T;

  it('starts the app with the demo without waiting on anything slow (a guard against a hang: speed lives in the bench)', () => {
    expect(seedMs).toBeLessThan(45_000);
  });

  it('creates the demo team led by the demo manager, with every demo account in it', async () => {
    expect(team).toBeDefined();
    expect(team.leaderId).toBe(manager.user.id);
    expect(manager.user).toMatchObject({ lastName: '高橋', firstName: '誠' });
    const members = await get<{ displayName: string; isLeader: boolean }[]>(`/api/teams/${team.id}/members`);
    expect(members.map((m) => m.displayName).sort()).toEqual(['佐藤 健一', '田中 結衣', '鈴木 美咲', '高橋 誠'].sort());
  });

  it('creates four departments in distinct colours and five positions', async () => {
    const departments = await get<{ name: string; color: string; memberCount: number }[]>(`/api/departments?teamId=${team.id}`);
    expect(departments.map((d) => d.name).sort()).toEqual(['カスタマーサクセス部', '人事部', '営業部', '開発部'].sort());
    expect(new Set(departments.map((d) => d.color)).size).toBe(4);
    const positions = await get<{ name: string; level: number }[]>(`/api/positions?teamId=${team.id}`);
    expect(positions).toHaveLength(5);
  });

  it('links every demo account to a department, so no welcome dialog asks them', async () => {
    const member = await signIn(app, 'member@demo.example');
    expect(member.user).toMatchObject({ lastName: '田中', firstName: '結衣', userType: 'member' });
    expect(await get<unknown[]>(`/api/users/${member.user.id}/departments`, member)).toHaveLength(1);
    expect(await get<unknown[]>(`/api/users/${manager.user.id}/departments`)).toHaveLength(1);
    for (const email of ['admin@demo.example', 'hr@demo.example']) {
      const account = await signIn(app, email);
      expect(await get<unknown[]>(`/api/users/${account.user.id}/departments`, account)).toHaveLength(1);
    }
  });

  it('opens the demo team, so a new sign-in joins it from the welcome dialog at once (teams are closed by default, decision 0058)', async () => {
    const newcomer = await signIn(app, 'newcomer@example.com');
    const listed = (await get<{ id: string; isOpen: boolean }[]>('/api/teams', newcomer)).find((t) => t.id === team.id);
    expect(listed?.isOpen).toBe(true);
    const joined = await newcomer.agent
      .post('/api/user-teams')
      .set(newcomer.headers)
      .send({ userId: newcomer.user.id, teamId: team.id, isPrimaryTeam: true })
      .expect(201);
    expect(joined.body.status).toBe('joined');
    await newcomer.agent.get(`/api/teams/${team.id}/members`).expect(200);
    // Leave again: the other cases count the demo accounts only.
    await newcomer.agent.delete(`/api/user-teams/${team.id}`).set(newcomer.headers).expect(204);
  });

  it("counts the demo team on the admin's and HR's dashboards, the team their boards show", async () => {
    for (const email of ['admin@demo.example', 'hr@demo.example']) {
      const account = await signIn(app, email);
      expect(await get<{ joinedTeams: number }>('/api/dashboard/summary', account)).toMatchObject({ joinedTeams: 1 });
    }
  });

  it('registers about twenty company members, each on the MS board with a trail of several months', async () => {
    const members = await get<{ displayName: string }[]>(`/api/company-members/team/${team.id}`);
    expect(members.length).toBeGreaterThanOrEqual(18);
    const board = await get<{ departmentName: string | null }[]>(`/api/ms-matrix/team/${team.id}`);
    expect(board).toHaveLength(members.length);
    for (const entry of board) expect(entry.departmentName).not.toBeNull();
    const trails = await get<{ history: { timestamp: string }[] }[]>(`/api/ms-matrix/growth-history/${team.id}`);
    expect(trails).toHaveLength(members.length);
    for (const trail of trails) {
      expect(trail.history.length).toBeGreaterThanOrEqual(5);
      expect(trail.history.length).toBeLessThanOrEqual(9);
      const first = Date.parse(trail.history[0].timestamp);
      const last = Date.parse(trail.history[trail.history.length - 1].timestamp);
      expect((last - first) / 86_400_000).toBeGreaterThan(90);
    }
  });

  it("fills the manager's 1on1 board and dashboard: sessions, upcoming dates and one stale entry", async () => {
    const entries = await get<{ isStale: boolean; lastSessionDate: string | null }[]>('/api/1on1-matrix/manager');
    expect(entries).toHaveLength(8);
    for (const e of entries) expect(e.lastSessionDate).not.toBeNull();
    expect(entries.filter((e) => e.isStale)).toHaveLength(1);
    const summary = await get<{ joinedTeams: number; managedMembers: number; upcomingSessions: unknown[] }>('/api/dashboard/summary');
    expect(summary).toMatchObject({ joinedTeams: 1, managedMembers: 8 });
    expect(summary.upcomingSessions).toHaveLength(3);
  });

  it("prepares member@demo.example's 1on1 agendas: her next topics, the manager's, and one action item carried over", async () => {
    const member = await signIn(app, 'member@demo.example');
    const [mine] = await get<{ entryId: string; topics: number; openActionItems: number }[]>('/api/1on1-agendas/mine', member);
    expect(mine).toMatchObject({ topics: 3, openActionItems: 1 });
    type Agenda = {
      topics: { addedBy: string; responseWanted: string | null }[];
      actionItems: { title: string; carriedOver: boolean }[];
      pastSessions: { topics: { outcome: string | null }[]; pulse: { clarity: number } | null }[];
    };
    const agenda = await get<Agenda>(`/api/1on1-agendas/${mine.entryId}`, member);
    expect(agenda.topics.map((t) => [t.addedBy, t.responseWanted])).toEqual([
      ['member', 'advice'],
      ['member', 'think_together'],
      ['manager', null],
    ]);
    expect(agenda.actionItems).toEqual([expect.objectContaining({ title: '設計レビューに1回参加して感想をまとめる', carriedOver: true })]);
    expect(agenda.pastSessions.map((s) => [s.topics.length, s.pulse?.clarity ?? null])).toEqual([
      [1, null],
      [1, 4],
      [0, null],
    ]);
    const summary = await get<{ upcomingSessions: { employeeName: string; agendaItems: number }[] }>('/api/dashboard/summary');
    expect(summary.upcomingSessions.find((s) => s.employeeName === '田中 結衣')).toMatchObject({ agendaItems: 3 });
  });

  it("gives the manager a current growth cycle at level 2 with an unthanked cheer, and the colleagues' cycles to praise", async () => {
    const { cycle } = await get<{ cycle: { id: string; buddyLevel: number; buddyEvolutions: unknown[]; supporters: unknown[] } | null }>(
      '/api/pffr/growth-cycles/active',
    );
    expect(cycle).toMatchObject({ buddyLevel: 2, buddyEvolutions: [expect.objectContaining({ fromLevel: 1, toLevel: 2 })] });
    expect(cycle!.supporters).toHaveLength(2);
    const received = await get<{ feedback: unknown[]; feedForward: { thankedAt: string | null }[] }>(`/api/pffr/growth-cycles/${cycle!.id}/received`);
    expect(received.feedForward.filter((f) => f.thankedAt === null)).toHaveLength(1);
    const community = await get<{ ownerName: string }[]>('/api/pffr/growth-cycles/community');
    expect(community.map((c) => c.ownerName).sort()).toEqual(['佐藤 健一', '田中 結衣'].sort());
    const hr = await signIn(app, 'hr@demo.example');
    expect((await get<{ status: string }[]>('/api/pffr/growth-cycles', hr)).map((c) => c.status)).toEqual(['completed']);
  });

  it('fills the forum and 心の叫び through their commands, naming no author of an anonymous post', async () => {
    const posts = await get<{ title: string; isPinned: boolean; replyCount: number }[]>('/api/forum/posts');
    expect(posts.length).toBeGreaterThanOrEqual(7);
    expect(posts[0]).toMatchObject({ title: 'フォーラムの使い方とお願い', isPinned: true });
    const stats = await get<{ activeUsers: number; postsThisWeek: number; popularTopics: unknown[] }>('/api/forum/stats');
    expect(stats.activeUsers).toBe(4);
    expect(stats.popularTopics.length).toBeGreaterThan(0);
    const cries = await get<{ content: string; reactions: { support: number } }[]>('/api/anonymous-posts');
    expect(cries).toHaveLength(4);
    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'anonymous-post-%' AND metadata->>'userId' IS NOT NULL`);
    await pool.end();
    expect(rows[0].n).toBe(0);
  });

  it('never seeds twice: neither again in the same process nor after a restart', async () => {
    // The demo videos are rendered in the background after the start (decision 0096); a restart
    // before they are all published would rightly publish the rest. Wait for the 9 reading lessons
    // and the 7 videos (the spec's 6 / 4 / 6), and the 2 demo courses saved after them, first.
    const published = async () => (await get<unknown[]>('/api/learning-content')).length === 16 && (await get<unknown[]>('/api/learning-courses')).length === 2;
    for (let tries = 0; !(await published()); tries++) {
      if (tries > 600) throw new Error('the demo videos were not all published within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const store = app.get<EventStore>(EVENT_STORE);
    const head = await store.headPosition();
    expect(await app.get(DemoSeederService).seedOnce()).toBeNull();
    await app.close();
    app = await createApp(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'true' }), db.url);
    expect(await app.get<EventStore>(EVENT_STORE).headPosition()).toBe(head);
    const teams = (await (await signIn(app, 'hr@demo.example')).agent.get('/api/teams').expect(200)).body as Team[];
    expect(teams.filter((t) => t.name === 'デモチーム')).toHaveLength(1);
  });
});

describe('SEED_DEMO=false', () => {
  it('starts with an empty event log', async () => {
    const db = await createTestDatabase();
    const app = await createApp(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }), db.url);
    try {
      expect(await app.get<EventStore>(EVENT_STORE).headPosition()).toBe(0n);
    } finally {
      await app.close();
      await db.drop();
    }
  });
});
