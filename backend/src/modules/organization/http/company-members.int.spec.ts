import iconv from 'iconv-lite';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { calendarDate } from '../../../platform/time/calendar.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signIn, type SignedInUser } from '../../../test-support/sign-in.js';
import { post } from '../../../test-support/writes.js';
import { until } from '../../../test-support/until.js';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

describe('company members over HTTP', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let leader: SignedInUser;
  let member: SignedInUser;
  let stranger: SignedInUser;
  let teamAdmin: SignedInUser;
  let admin: SignedInUser;
  let teamId: string;
  let positionId: string;
  let departmentId: string;
  let seq = 0;

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'admin@example.com' });
    ({ app } = testApp);
    [leader, member, stranger, teamAdmin, admin] = await Promise.all(
      ['leader@example.com', 'member@example.com', 'stranger@example.com', 'hr@demo.example', 'admin@example.com'].map((email) =>
        signIn(app, email),
      ),
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  const membersOf = async (who: SignedInUser = leader) => (await who.agent.get(`/api/company-members/team/${teamId}`).expect(200)).body;
  /** An address no other test uses (e-mails are unique in the whole deployment). */
  const email = (name: string) => `${name}.${(seq += 1)}@example.com`;

  beforeEach(async () => {
    teamId = (await post(leader, '/api/teams', { name: `チーム${(seq += 1)}` }).expect(201)).body.id;
    await leader.agent.put(`/api/teams/${teamId}/visibility`).set(leader.headers).send({ isOpen: true }).expect(204); // closed by default (decision 0058)
    await post(member, '/api/user-teams', { userId: member.user.id, teamId, isPrimaryTeam: true }).expect(201);
    positionId = (await post(leader, '/api/positions', { name: '課長', teamId, level: 3 }).expect(201)).body.id;
    departmentId = (await post(leader, '/api/departments', { name: '開発部', teamId }).expect(201)).body.id;
  });

  describe('register, list, update, delete', () => {
    it('accepts the part 1 body (teamTags, organizationName)', async () => {
      const address = email('hanako');
      const { body } = await post(leader, '/api/company-members', {
        firstName: '花子',
        lastName: '佐藤',
        email: address,
        positionId,
        departmentTags: ['開発'],
        teamTags: [teamId],
        organizationName: '株式会社サンプル',
      }).expect(201);
      expect(await membersOf()).toEqual([
        expect.objectContaining({
          id: body.id,
          teamId,
          firstName: '花子',
          lastName: '佐藤',
          displayName: '佐藤 花子',
          email: address,
          positionId,
          positionName: '課長',
          position: { name: '課長' },
          departmentTags: ['開発'],
          teamTags: [teamId],
          organizationName: '株式会社サンプル',
          companyName: '株式会社サンプル',
          revision: 0,
        }),
      ]);
    });

    it('accepts the part 2 body (companyName, teamId, departmentId, notes, phoneNumber, hireDate)', async () => {
      await post(leader, '/api/company-members', {
        firstName: '太郎',
        lastName: '山田',
        email: null,
        teamId,
        departmentId,
        companyName: '株式会社サンプル',
        notes: '4月入社',
        phoneNumber: '03-1234-5678',
        hireDate: '2026-04-01',
      }).expect(201);
      expect(await membersOf()).toEqual([
        expect.objectContaining({
          departmentId,
          departmentName: '開発部',
          organizationName: '株式会社サンプル',
          notes: '4月入社',
          phoneNumber: '03-1234-5678',
          hireDate: '2026-04-01',
          email: null,
        }),
      ]);
    });

    it.each([
      [{ lastName: '佐藤' }, 'firstName'],
      [{ firstName: '', lastName: '佐藤' }, 'firstName'],
      [{ firstName: '花子', lastName: '   ' }, 'lastName'],
      [{ firstName: '花子', lastName: '佐藤', email: 'not-an-address' }, 'email'],
      [{ firstName: '花子', lastName: '佐藤', hireDate: '2026-02-30' }, 'hireDate'],
      [{ firstName: '花子', lastName: '佐藤', teamTags: 'x' }, 'teamTags'],
      [{ firstName: '花子', lastName: '佐藤', age: 3 }, 'age'],
    ])('refuses %j with a 400 naming %s and registers nothing', async (body, field) => {
      const res = await post(leader, '/api/company-members', { teamId, ...body }).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(field);
      expect(await membersOf()).toEqual([]);
    });

    it('needs a team, a known one, managed by the caller, and known references', async () => {
      const res = await post(leader, '/api/company-members', { firstName: '花子', lastName: '佐藤' }).expect(400);
      expect(JSON.stringify(res.body.message)).toContain('teamId');
      await post(leader, '/api/company-members', { firstName: '花子', lastName: '佐藤', teamId: 'no-such-team' }).expect(404);
      await post(member, '/api/company-members', { firstName: '花子', lastName: '佐藤', teamId }).expect(403);
      await post(stranger, '/api/company-members', { firstName: '花子', lastName: '佐藤', teamId }).expect(403);
      await post(leader, '/api/company-members', { firstName: '花子', lastName: '佐藤', teamId, positionId: 'no-such-position' }).expect(404);
      expect(await membersOf()).toEqual([]);
    });

    it('refuses a duplicate e-mail anywhere with 409 重複, case- and width-insensitively', async () => {
      const address = email('dup');
      await post(leader, '/api/company-members', { firstName: '花子', lastName: '佐藤', teamId, email: address }).expect(201);
      const otherTeam = (await post(leader, '/api/teams', { name: '別チーム' }).expect(201)).body.id;
      const wide = address.toUpperCase().replace('DUP', 'ＤＵＰ');
      const res = await post(leader, '/api/company-members', { firstName: '一郎', lastName: '鈴木', teamId: otherTeam, email: wide }).expect(409);
      expect(res.body.message).toContain('重複');
      expect((await leader.agent.get(`/api/company-members/team/${otherTeam}`).expect(200)).body).toEqual([]);
    });

    it('shows a team\'s members only to those who may read it', async () => {
      await post(leader, '/api/company-members', { firstName: '花子', lastName: '佐藤', teamId }).expect(201);
      await stranger.agent.get(`/api/company-members/team/${teamId}`).expect(403);
      await stranger.agent.get(`/api/company-members?teamId=${teamId}`).expect(403);
      expect((await stranger.agent.get('/api/company-members').expect(200)).body.some((m: { teamId: string }) => m.teamId === teamId)).toBe(false);
      expect((await member.agent.get('/api/company-members').expect(200)).body.some((m: { teamId: string }) => m.teamId === teamId)).toBe(true);
      await leader.agent.get('/api/company-members/team/no-such-team').expect(404);
    });

    it('updates with If-Match; a stale revision, a bad field or another team changes nothing', async () => {
      const { body } = await post(leader, '/api/company-members', { firstName: '花子', lastName: '佐藤', teamId }).expect(201);
      const path = `/api/company-members/${body.id}`;
      const ok = await leader.agent.put(path).set(leader.headers).set('If-Match', '0').send({ notes: '面談済み', departmentId }).expect(200);
      expect(ok.body).toEqual({ id: body.id, revision: 1 });
      await leader.agent.put(path).set(leader.headers).set('If-Match', '0').send({ notes: '上書き' }).expect(409);
      await leader.agent.put(path).set(leader.headers).set('If-Match', 'abc').send({ notes: '上書き' }).expect(400);
      await leader.agent.put(path).set(leader.headers).send({ firstName: '' }).expect(400);
      await leader.agent.put(path).set(leader.headers).send({ teamId: 'another-team' }).expect(400);
      await member.agent.put(path).set(member.headers).send({ notes: '上書き' }).expect(403);
      await leader.agent.put('/api/company-members/no-such-member').set(leader.headers).send({ notes: 'x' }).expect(404);
      expect(await membersOf()).toEqual([expect.objectContaining({ notes: '面談済み', departmentId, revision: 1 })]);
    });

    it('deletes for managers and frees the e-mail', async () => {
      const address = email('leaving');
      const { body } = await post(leader, '/api/company-members', { firstName: '花子', lastName: '佐藤', teamId, email: address }).expect(201);
      await member.agent.delete(`/api/company-members/${body.id}`).set(member.headers).expect(403);
      await leader.agent.delete(`/api/company-members/${body.id}`).set(leader.headers).set('If-Match', '5').expect(409);
      expect(await membersOf()).toHaveLength(1);
      await leader.agent.delete(`/api/company-members/${body.id}`).set(leader.headers).expect(204);
      await leader.agent.delete(`/api/company-members/${body.id}`).set(leader.headers).expect(404);
      expect(await membersOf()).toEqual([]);
      await post(leader, '/api/company-members', { firstName: '花子', lastName: '佐藤', teamId, email: address }).expect(201);
    });
  });

  describe('stats', () => {
    it('counts members, positions and this month\'s hires: only a hire date in this month counts, none is no hire', async () => {
      const today = calendarDate(new Date(), 'Asia/Tokyo');
      const lastYear = `${Number(today.slice(0, 4)) - 1}-06-15`;
      await post(leader, '/api/company-members', { firstName: 'a', lastName: 'A', teamId, hireDate: today }).expect(201);
      await post(leader, '/api/company-members', { firstName: 'b', lastName: 'B', teamId, hireDate: lastYear }).expect(201);
      await post(leader, '/api/company-members', { firstName: 'c', lastName: 'C', teamId }).expect(201);
      const { body } = await member.agent.get(`/api/company-members/stats?teamId=${teamId}`).expect(200);
      expect(body).toEqual({ totalMembers: 3, positions: 1, newHiresThisMonth: 1, month: today.slice(0, 7) });
      await stranger.agent.get(`/api/company-members/stats?teamId=${teamId}`).expect(403);
      await member.agent.get('/api/company-members/stats').expect(400);
    });
  });

  describe('CSV', () => {
    const upload = (path: string, file: Buffer | null, who = leader, team = teamId) => {
      const req = who.agent.post(path).set(who.headers).field('teamId', team);
      return file ? req.attach('file', file, { filename: 'members.csv', contentType: 'text/csv' }) : req;
    };
    /** Starts an import (202: the file is read, the rows go on in a background job), follows its progress to the end; answers the result. */
    const imported = async (file: Buffer) => {
      const started = (await upload('/api/company-members/import', file).expect(202)).body;
      expect(started).toMatchObject({ id: expect.any(String), state: 'running', total: expect.any(Number), error: null });
      const seen: number[] = [];
      const job = await until(
        async () => (await leader.agent.get(`/api/company-members/import/${started.id}`).expect(200)).body,
        (body) => (seen.push(body.done), body.state !== 'running'),
      );
      expect(job).toMatchObject({ state: 'done', total: started.total, done: started.total, error: null });
      // Progress only moves forward; another user does not see the job.
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      await member.agent.get(`/api/company-members/import/${started.id}`).expect(404);
      return job.progress;
    };

    it('previews a Shift_JIS file with per-row errors and registers nothing', async () => {
      const taken = email('taken');
      await post(leader, '/api/company-members', { firstName: '既存', lastName: '社員', teamId, email: taken }).expect(201);
      const text =
        '姓,名,メールアドレス,役職,部署,入社日\r\n' +
        `佐藤,花子,${email('hanako')},課長,開発部,2026/4/1\r\n` +
        ',太郎,bad-address,社長,,\r\n' +
        `鈴木,一郎,${taken.toUpperCase()},,営業部,\r\n`;
      const res = await upload('/api/company-members/import/preview', iconv.encode(text, 'Shift_JIS')).expect(200);
      expect(res.body).toMatchObject({ encoding: 'shift_jis', validCount: 1, errorCount: 2 });
      expect(res.body.rows[0]).toMatchObject({ rowNumber: 2, lastName: '佐藤', positionId, departmentId, hireDate: '2026-04-01', valid: true, errors: [] });
      expect(res.body.rows[1].errors).toEqual(['姓を入力してください', '有効なメールアドレスを入力してください', '役職「社長」が見つかりません']);
      expect(res.body.rows[2].errors).toEqual([expect.stringContaining('重複'), '部署「営業部」が見つかりません']);
      expect(await membersOf()).toHaveLength(1);
    });

    it('imports the valid rows of a UTF-8 BOM file, one command each, and answers a summary', async () => {
      const first = email('one');
      const text = `lastName,firstName,email,position,department,notes\n佐藤,花子,${first},課長,開発部,備考です\n山田,太郎,${first},,,\n,名無し,,,,\n`;
      expect(await imported(Buffer.concat([BOM, Buffer.from(text, 'utf8')]))).toEqual({
        imported: 1,
        skipped: 2,
        errors: [
          { rowNumber: 3, messages: [expect.stringContaining('重複')] },
          { rowNumber: 4, messages: ['姓を入力してください'] },
        ],
      });
      expect(await membersOf()).toEqual([expect.objectContaining({ lastName: '佐藤', email: first, positionId, departmentId, notes: '備考です' })]);
    });

    it('skips a row with a NUL in a cell, naming the column, and imports the others', async () => {
      const text = `姓,名,備考\n佐藤,花子,よろしく\n山田,太郎,メモ\u0000続き\n`;
      expect(await imported(Buffer.from(text, 'utf8'))).toEqual({ imported: 1, skipped: 1, errors: [{ rowNumber: 3, messages: [expect.stringMatching(/^備考: 使用できない文字/)] }] });
      expect(await membersOf()).toEqual([expect.objectContaining({ lastName: '佐藤', notes: 'よろしく' })]);
    });

    it('refuses a NUL in a form field, a body that is not multipart, and a multipart body cut short', async () => {
      const nul = await upload('/api/company-members/import', Buffer.from('姓,名\n佐藤,花子\n'), leader, `${teamId}\u0000`).expect(400);
      expect(nul.body.message).toEqual([expect.stringMatching(/^teamId: 使用できない文字/)]);
      const json = await leader.agent.post('/api/company-members/import').set(leader.headers).send({ teamId, file: '姓,名\n佐藤,花子\n' }).expect(415);
      expect(json.body).toEqual({ statusCode: 415, message: expect.stringContaining('multipart/form-data'), error: 'Unsupported Media Type' });
      await leader.agent
        .post('/api/company-members/import')
        .set(leader.headers)
        .set('Content-Type', 'multipart/form-data; boundary=zz')
        .send(`--zz\r\nContent-Disposition: form-data; name="teamId"\r\n\r\n${teamId}`)
        .expect(400);
      expect(await membersOf()).toEqual([]);
    });

    it('refuses a missing file, a bad header, too many rows, too many bytes, and non-managers', async () => {
      await upload('/api/company-members/import/preview', null).expect(400);
      await upload('/api/company-members/import', Buffer.from('名前,メール\nA,B\n')).expect(400);
      const many = Buffer.from(`姓,名\n${'佐藤,花子\n'.repeat(2001)}`);
      const tooMany = await upload('/api/company-members/import', many).expect(400);
      expect(tooMany.body.message).toContain('2000');
      const big = await upload('/api/company-members/import', Buffer.alloc(1024 * 1024 + 10, 'a')).expect(413);
      expect(big.body.message).toContain('1MB');
      await upload('/api/company-members/import', Buffer.from('姓,名\n佐藤,花子\n'), member).expect(403);
      await upload('/api/company-members/import', Buffer.from('姓,名\n佐藤,花子\n'), leader, 'no-such-team').expect(404);
      expect(await membersOf()).toEqual([]);
    });

    it('exports UTF-8 with BOM and the Japanese header, which imports back', async () => {
      const address = email('export');
      await post(leader, '/api/company-members', { firstName: '花子', lastName: '佐藤', furigana: 'さとう はなこ', teamId, email: address, positionId, hireDate: '2026-04-01' }).expect(201);
      const res = await leader.agent
        .get(`/api/company-members/export?teamId=${teamId}`)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      const bytes = res.body as Buffer;
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toContain('attachment');
      const teamName = ((await leader.agent.get('/api/teams').expect(200)).body as { id: string; name: string }[]).find((t) => t.id === teamId)!.name;
      const today = calendarDate(new Date(), 'Asia/Tokyo');
      expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`メンバー一覧_${teamName}_${today}.csv`)}`);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString('utf8');
      expect(text.split('\r\n')[0]).toBe('姓,名,フリガナ,メールアドレス,役職,部署,電話番号,入社日,備考');
      expect(text).toContain(`佐藤,花子,サトウ ハナコ,${address},課長,,,2026-04-01,`);

      const preview = await upload('/api/company-members/import/preview', bytes).expect(200);
      expect(preview.body.rows[0]).toMatchObject({ lastName: '佐藤', furigana: 'サトウ ハナコ', positionId, errors: [expect.stringContaining('重複')] });
    });
  });

  describe('who sees e-mails, contact details and the export', () => {
    /** A user who joined the team and nothing more (a plain member), with an address no other test uses. */
    async function aPlainMember(): Promise<SignedInUser> {
      const plain = await signIn(app, email('plain'));
      await post(plain, '/api/user-teams', { userId: plain.user.id, teamId }).expect(201);
      return plain;
    }
    const rowOf = (rows: { id: string }[], id: string) => rows.find((row) => row.id === id);

    it('gives a plain member the roster without others\' contact details, hire date and notes, and their own row whole', async () => {
      const plain = await aPlainMember();
      const colleagueEmail = email('hanako');
      const colleague = (
        await post(leader, '/api/company-members', {
          firstName: '花子',
          lastName: '佐藤',
          teamId,
          email: colleagueEmail,
          phoneNumber: '03-1111-2222',
          hireDate: '2024-04-01',
          notes: '評価面談で要フォロー',
          positionId,
          departmentId,
        }).expect(201)
      ).body.id;
      // Linked by e-mail, compared as uniqueness compares: a leader's upper-case typing still links.
      const own = (
        await post(leader, '/api/company-members', {
          firstName: '一郎',
          lastName: '鈴木',
          teamId,
          email: plain.user.email.toUpperCase(),
          phoneNumber: '090-0000-0000',
          hireDate: '2023-10-01',
          notes: '本人にも共有済み',
        }).expect(201)
      ).body.id;

      const roster = {
        displayName: '佐藤 花子',
        positionName: '課長',
        departmentName: '開発部',
        email: null,
        phoneNumber: null,
        hireDate: null,
        notes: null,
      };
      const ownRow = { email: plain.user.email.toUpperCase(), phoneNumber: '090-0000-0000', hireDate: '2023-10-01', notes: '本人にも共有済み' };
      for (const path of [`/api/company-members/team/${teamId}`, `/api/company-members?teamId=${teamId}`, '/api/company-members']) {
        const rows = (await plain.agent.get(path).expect(200)).body;
        expect(rowOf(rows, colleague)).toMatchObject(roster);
        expect(rowOf(rows, own)).toMatchObject(ownRow);
      }
      // The stat cards stay readable: counts name no one.
      expect((await plain.agent.get(`/api/company-members/stats?teamId=${teamId}`).expect(200)).body).toMatchObject({ totalMembers: 2 });

      for (const who of [leader, teamAdmin, admin]) {
        for (const path of [`/api/company-members/team/${teamId}`, '/api/company-members']) {
          expect(rowOf((await who.agent.get(path).expect(200)).body, colleague)).toMatchObject({
            email: colleagueEmail,
            phoneNumber: '03-1111-2222',
            hireDate: '2024-04-01',
            notes: '評価面談で要フォロー',
          });
        }
      }
      await stranger.agent.get(`/api/company-members/team/${teamId}`).expect(403);
      expect(rowOf((await stranger.agent.get('/api/company-members').expect(200)).body, colleague)).toBeUndefined();
    });

    it('shows a plain member whole rows once they lead the team, and only roster rows of teams they merely joined', async () => {
      const plain = await aPlainMember();
      const ownTeam = (await post(plain, '/api/teams', { name: '自分のチーム' }).expect(201)).body.id;
      const led = (await post(plain, '/api/company-members', { firstName: '三郎', lastName: '高橋', teamId: ownTeam, email: email('saburo') }).expect(201)).body;
      const joined = (await post(leader, '/api/company-members', { firstName: '四郎', lastName: '伊藤', teamId, email: email('shiro') }).expect(201)).body;
      const rows = (await plain.agent.get('/api/company-members').expect(200)).body;
      expect(rowOf(rows, led.id)).toMatchObject({ email: expect.stringContaining('saburo') });
      expect(rowOf(rows, joined.id)).toMatchObject({ email: null });
    });

    it('exports only for leaders, team_admin and admin: a plain member and an outsider get 403 with the reason', async () => {
      const plain = await aPlainMember();
      await post(leader, '/api/company-members', { firstName: '花子', lastName: '佐藤', teamId, email: email('hanako') }).expect(201);
      for (const who of [plain, member, stranger]) {
        const res = await who.agent.get(`/api/company-members/export?teamId=${teamId}`).expect(403);
        expect(res.body).toEqual({
          statusCode: 403,
          code: 'ORGANIZATION.LEADERS_ONLY',
          message: 'メンバー全員の連絡先とエクスポートは、チームのリーダーと管理者だけが利用できます',
          error: 'Forbidden',
        });
      }
      for (const who of [leader, teamAdmin, admin]) {
        const res = await who.agent.get(`/api/company-members/export?teamId=${teamId}`).expect(200);
        expect(res.text).toContain('佐藤,花子');
      }
      await admin.agent.get('/api/company-members/export?teamId=no-such-team').expect(404);
    });
  });
});
