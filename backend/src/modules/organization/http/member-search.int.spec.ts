import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signIn, type SignedInUser } from '../../../test-support/sign-in.js';
import { post } from '../../../test-support/writes.js';

interface MemberRow {
  id: string;
  displayName: string;
  furigana: string | null;
  email: string | null;
}

/**
 * The member search (decision 0092): realistic Japanese queries over names, フリガナ, department and
 * position; who finds whom is exactly who may read whom in the members list; odd input is a
 * result or a 400, never a 500.
 */
describe('the member search over HTTP', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let leader: SignedInUser;
  let plain: SignedInUser;
  let otherLeader: SignedInUser;
  let stranger: SignedInUser;
  let teamAdmin: SignedInUser;
  let admin: SignedInUser;
  let teamId: string;
  let otherTeamId: string;
  let salesId: string;
  const ids: Record<string, string> = {};

  const names = async (who: SignedInUser, q: string, path = '/api/company-members') =>
    ((await who.agent.get(path).query({ q }).expect(200)).body as MemberRow[]).map((row) => row.displayName);

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'search-admin@example.com' });
    ({ app } = testApp);
    [leader, plain, otherLeader, stranger, teamAdmin, admin] = await Promise.all(
      ['ms-leader@example.com', 'ms-plain@example.com', 'ms-other@example.com', 'ms-stranger@example.com', 'hr@demo.example', 'search-admin@example.com'].map((email) => signIn(app, email)),
    );
    teamId = (await post(leader, '/api/teams', { name: '東京本社' }).expect(201)).body.id;
    await leader.agent.put(`/api/teams/${teamId}/visibility`).set(leader.headers).send({ isOpen: true }).expect(204);
    await post(plain, '/api/user-teams', { userId: plain.user.id, teamId }).expect(201);
    salesId = (await post(leader, '/api/departments', { name: '営業部', teamId }).expect(201)).body.id;
    const devId = (await post(leader, '/api/departments', { name: '開発部', teamId }).expect(201)).body.id;
    const hrDevId = (await post(leader, '/api/departments', { name: '人材開発部', teamId }).expect(201)).body.id;
    const chiefId = (await post(leader, '/api/positions', { name: '課長', teamId, level: 3 }).expect(201)).body.id;
    const headId = (await post(leader, '/api/positions', { name: '部長', teamId, level: 5 }).expect(201)).body.id;
    const register = async (who: SignedInUser, key: string, body: Record<string, unknown>) => {
      ids[key] = (await post(who, '/api/company-members', body).expect(201)).body.id;
    };
    await register(leader, 'hanako', { lastName: '佐藤', firstName: '花子', furigana: 'サトウ ハナコ', teamId, departmentId: salesId, positionId: chiefId, email: 'hanako@example.com' });
    await register(leader, 'ken', { lastName: '佐藤', firstName: '健', teamId, departmentId: devId });
    await register(leader, 'ichiro', { lastName: '鈴木', firstName: '一郎', furigana: 'スズキ イチロー', teamId, departmentId: devId, positionId: headId });
    await register(leader, 'misaki', { lastName: '高橋', firstName: '美咲', furigana: 'たかはし みさき', teamId });
    await register(leader, 'shota', { lastName: '渡辺', firstName: '翔太', furigana: 'ﾜﾀﾅﾍﾞ ｼｮｳﾀ', teamId, departmentId: salesId });
    await register(leader, 'shoji', { lastName: '庄司', firstName: '陽子', teamId, departmentId: hrDevId });
    await register(leader, 'koyama', { lastName: '小山', firstName: '美穂', furigana: 'コヤマ ミホ', teamId });
    await register(leader, 'yamamoto', { lastName: '山本', firstName: '浩二', teamId });
    otherTeamId = (await post(otherLeader, '/api/teams', { name: '大阪支社' }).expect(201)).body.id;
    await register(otherLeader, 'jiro', { lastName: '佐藤', firstName: '次郎', furigana: 'サトウ ジロウ', teamId: otherTeamId });
  }, 120_000);
  afterAll(() => testApp.close());

  it('keeps the フリガナ as full-width katakana whatever kana it was typed in', async () => {
    const rows = (await leader.agent.get(`/api/company-members/team/${teamId}`).expect(200)).body as MemberRow[];
    const furigana = Object.fromEntries(rows.map((row) => [row.displayName, row.furigana]));
    expect(furigana).toMatchObject({ '高橋 美咲': 'タカハシ ミサキ', '渡辺 翔太': 'ワタナベ ショウタ', '佐藤 健': null });
    const refused = await post(leader, '/api/company-members', { lastName: '山田', firstName: '太郎', furigana: 'Yamada Taro', teamId }).expect(400);
    expect(JSON.stringify(refused.body.message)).toContain('フリガナはカタカナで入力してください');
  });

  it.each([
    ['a family name only', '佐藤', ['佐藤 花子', '佐藤 健']],
    ['a given name only', '花子', ['佐藤 花子']],
    ['a reading in hiragana (the name\'s own reading when no フリガナ was given)', 'さとう', ['佐藤 花子', '佐藤 健']],
    ['a フリガナ in katakana', 'スズキ', ['鈴木 一郎']],
    ['a フリガナ in half-width kana', 'ｽｽﾞｷ', ['鈴木 一郎']],
    ['a given name\'s reading typed in hiragana', 'みさき', ['高橋 美咲']],
    ['a フリガナ given in half-width kana, searched in hiragana', 'しょうた', ['渡辺 翔太']],
    ['a full name with a space', '佐藤 花子', ['佐藤 花子']],
    ['a department', '営業部', ['佐藤 花子', '渡辺 翔太']],
    ['a position', '部長', ['鈴木 一郎']],
    ['a name and a department', '佐藤 開発部', ['佐藤 健']],
  ])('finds members by %s (%s)', async (_, q, expected) => {
    expect((await names(leader, q)).sort()).toEqual([...expected].sort());
  });

  it('ranks the member whose name is the query above one who only shares its department', async () => {
    const found = await names(leader, '佐藤 花子');
    expect(found[0]).toBe('佐藤 花子');
    expect(await names(leader, 'やまだ')).toEqual([]);
  });

  it('finds a member only when every part of the query matches whole, not by half of its characters', async () => {
    // 人材開発部 shares 開発 and 発部 with 開発部; しょうじ shares しょ and ょう with しょうた: neither is a match.
    expect(await names(leader, '人材開発部')).toEqual(['庄司 陽子']);
    expect(await names(leader, 'しょうじ')).toEqual(['庄司 陽子']);
    expect(await names(leader, 'しょうた')).toEqual(['渡辺 翔太']);
    expect((await names(leader, '開発部')).sort()).toEqual(['佐藤 健', '庄司 陽子', '鈴木 一郎']);
  });

  it('finds a reading from its start or as a whole word, not from its middle', async () => {
    // やま starts 山本's reading (やまもと, from the name) and is inside 小山's (こやま, the フリガナ and the name's reading).
    expect(await names(leader, 'やま')).toEqual(['山本 浩二']);
    expect(await names(leader, 'ﾔﾏ')).toEqual(['山本 浩二']);
    expect(await names(leader, 'こやま')).toEqual(['小山 美穂']);
    expect(await names(leader, 'やまもと こうじ')).toEqual(['山本 浩二']);
    // A given name's フリガナ typed in part, and a department's word read from its start (開発 in 開発部 and in 人材開発部).
    expect(await names(leader, 'みさ')).toEqual(['高橋 美咲']);
    expect((await names(leader, 'かいは')).sort()).toEqual(['佐藤 健', '庄司 陽子', '鈴木 一郎']);
    expect(await names(leader, 'じんざい')).toEqual(['庄司 陽子']);
    // The middle or the end of a reading finds nobody: はし in たかはし, なこ in はなこ, はつぶ in かいはつぶ.
    expect(await names(leader, 'はし')).toEqual([]);
    expect(await names(leader, 'なこ')).toEqual([]);
    expect(await names(leader, 'はつぶ')).toEqual([]);
  });

  it('follows a renamed department and an edited フリガナ', async () => {
    await leader.agent.put(`/api/departments/${salesId}`).set(leader.headers).send({ name: '営業本部' }).expect(200);
    expect((await names(leader, '営業本部')).sort()).toEqual(['佐藤 花子', '渡辺 翔太']);
    const current = ((await leader.agent.get(`/api/company-members/team/${teamId}`).expect(200)).body as (MemberRow & { revision: number })[]).find((row) => row.id === ids.ken)!;
    await leader.agent.put(`/api/company-members/${ids.ken}`).set(leader.headers).set('If-Match', String(current.revision)).send({ furigana: 'さとう けん' }).expect(200);
    expect(await names(leader, 'けん')).toEqual(['佐藤 健']);
    // A deleted member is found no more.
    await leader.agent.delete(`/api/company-members/${ids.misaki}`).set(leader.headers).expect(204);
    expect(await names(leader, 'たかはし')).toEqual([]);
  });

  it('finds only members of teams the reader may open, as the members list shows them', async () => {
    // A plain member of the team finds its members, as roster rows (no contact details).
    const plainRows = (await plain.agent.get('/api/company-members').query({ q: '佐藤' }).expect(200)).body as MemberRow[];
    expect(plainRows.map((row) => row.displayName).sort()).toEqual(['佐藤 健', '佐藤 花子']);
    expect(plainRows.find((row) => row.id === ids.hanako)!.email).toBeNull();
    expect((await leader.agent.get('/api/company-members').query({ q: '花子' }).expect(200)).body[0].email).toBe('hanako@example.com');
    // The other team's leader finds only their own 佐藤; someone in no team finds nobody, and may not search a team they cannot open.
    expect(await names(otherLeader, 'さとう')).toEqual(['佐藤 次郎']);
    expect(await names(stranger, '佐藤')).toEqual([]);
    await stranger.agent.get(`/api/company-members/team/${teamId}`).query({ q: '佐藤' }).expect(403);
    // One team asked for: only its members.
    expect((await names(admin, '佐藤', `/api/company-members/team/${otherTeamId}`))).toEqual(['佐藤 次郎']);
    // team_admin and admin read every team.
    for (const who of [teamAdmin, admin]) expect((await names(who, '佐藤')).sort()).toEqual(['佐藤 健', '佐藤 次郎', '佐藤 花子']);
  });

  it('answers the global search with members, what they are and where, to those who may open them', async () => {
    const hits = (await leader.agent.get('/api/search').query({ q: 'すずき', kinds: 'member' }).expect(200)).body.hits as { kind: string; id: string; title: string; breadcrumb: string[]; snippet: string }[];
    expect(hits).toEqual([expect.objectContaining({ kind: 'member', id: ids.ichiro, title: '鈴木 一郎', breadcrumb: ['メンバー', '東京本社', '開発部'], snippet: 'スズキ イチロー・開発部・部長' })]);
    const all = (await leader.agent.get('/api/search').query({ q: 'さとう' }).expect(200)).body.hits as { kind: string; id: string }[];
    expect(all.filter((hit) => hit.kind === 'member').map((hit) => hit.id).sort()).toEqual([ids.hanako, ids.ken].sort());
    expect((await stranger.agent.get('/api/search').query({ q: 'さとう', kinds: 'member' }).expect(200)).body.hits).toEqual([]);
  });

  it('answers odd queries with results or a clear 400, never a 500', async () => {
    const refused = async (q: string | string[], expected: string) => {
      const res = await leader.agent.get('/api/company-members').query({ q }).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(expected);
    };
    await refused('', '検索語は3文字以上（日本語は2文字以上）');
    await refused('a'.repeat(10_000), '200文字以内');
    await refused('😀😀😀', '検索語は3文字以上');
    await refused(['佐藤', '花子'], '検索語は3文字以上');
    expect(await names(leader, '佐藤\ud83d')).toEqual(expect.arrayContaining(['佐藤 花子']));
    expect(await names(leader, '😀佐藤😀')).toEqual(expect.arrayContaining(['佐藤 花子']));
    await names(leader, "佐藤'; DROP TABLE company_members; --");
    await names(leader, '%_\\ 佐藤 OR 1=1');
    expect((await names(leader, '佐藤')).length).toBe(2);
  });

  it('is for signed-in users only', async () => {
    await request(app.getHttpServer()).get('/api/company-members').query({ q: '佐藤' }).expect(401);
  });
});
