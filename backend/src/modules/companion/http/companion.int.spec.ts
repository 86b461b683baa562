import type { Server } from 'node:http';
import { jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../../../create-app.js';
import { CSRF_MESSAGE } from '../../../platform/auth/csrf.middleware.js';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../../platform/auth/rate-limiter.js';
import { loadConfig } from '../../../platform/config/app-config.js';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import { signIn, type SignedInUser } from '../../../test-support/sign-in.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { INQUIRY_FORM } from '../domain/companion.mother.js';
import { INQUIRY_RECEIVED_MESSAGE } from '../domain/companion.messages.js';
import { REGISTERED_MESSAGE } from './companion.controller.js';
import { REGISTRANT_COOKIE } from './registrant-cookie.js';

/** Public writes a minute per address in this app: the flood tests send many more. */
const LIMIT = 5;

interface Registrant {
  id: string;
  name: string;
  email: string;
  fileType: string;
  downloads: { fileId: string; title: string }[];
}
interface Inquiry {
  id: string;
  companyName: string;
  isProcessed: boolean;
  note: string | null;
  replyDueBy: string;
  businessDaysOpen: number;
  overdue: boolean;
  revision: number;
}

describe('companion site over HTTP: download gate, worksheets, contact form, admin lists', () => {
  let app: NestExpressApplication;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let events: pg.Pool;
  let server: Server;
  let admin: SignedInUser;
  let member: SignedInUser;
  let addresses = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createApp(
      loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', ADMIN_EMAILS: 'companion-admin@example.com', TRUST_PROXY: 'loopback', RATE_LIMIT_PUBLIC_POST: String(LIMIT) }),
      db.url,
    );
    await app.listen(0, '127.0.0.1');
    server = app.getHttpServer() as Server;
    events = new pg.Pool({ connectionString: db.url, max: 2 });
    [admin, member] = await Promise.all([signIn(app, 'companion-admin@example.com'), signIn(app, 'companion-member@example.com')]);
  });
  afterAll(async () => {
    await events.end();
    await app.close();
    await db.drop();
  });

  /** A signed-out browser with its own address (its own rate-limit count) and its XSRF cookie. */
  async function aVisitor() {
    addresses += 1;
    const ip = `10.77.${(addresses >> 8) & 255}.${addresses & 255}`;
    const agent = request.agent(server);
    const first = await agent.get('/api/auth/user').set('X-Forwarded-For', ip).expect(401);
    const token = ((first.headers['set-cookie'] as unknown as string[]) ?? []).map((line) => /^XSRF-TOKEN=([^;]+)/.exec(line)?.[1]).find(Boolean);
    if (!token) throw new Error('no XSRF-TOKEN for a signed-out visitor');
    return {
      ip,
      agent,
      post: (path: string, body: object) => agent.post(path).set('X-Forwarded-For', ip).set('X-XSRF-TOKEN', token).send(body),
      get: (path: string) => agent.get(path).set('X-Forwarded-For', ip).buffer(true).parse(binary),
    };
  }
  const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  };

  const registration = (fields: Record<string, unknown> = {}) => ({ name: '山田 太郎', companyName: '株式会社ピボット', email: 'taro@example.com', fileType: 'mvv', ...fields });
  const inquiry = (fields: Record<string, unknown> = {}) => ({ ...INQUIRY_FORM, ...fields });
  const count = async (type: string) => (await events.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE type = $1', [type])).rows[0].n;
  const registrants = async (query = '') => (await admin.agent.get(`/api/admin/download-registrants${query}`).expect(200)).body as Registrant[];
  const inquiries = async (query = '') => (await admin.agent.get(`/api/admin/inquiries${query}`).expect(200)).body as Inquiry[];
  /** Asks again until `done` holds (at most 5 s): for what a GET records, which no read-your-writes waits for. */
  async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let waited = 0; ; waited += 50) {
      const value = await ask();
      if (done(value) || waited >= 5000) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const json = (res: request.Response) => JSON.parse(Buffer.isBuffer(res.body) ? res.body.toString('utf8') : res.text);

  describe('the download gate', () => {
    it('registers a reader, sets the registrant cookie, and records each file the browser downloads once', async () => {
      const visitor = await aVisitor();
      const res = await visitor.post('/api/download-registrant', registration({ email: 'Gate@Example.COM', fileType: 'circle-of-influence' })).expect(201);
      expect(res.body).toEqual({ success: true, message: REGISTERED_MESSAGE });
      const cookie = (res.headers['set-cookie'] as unknown as string[]).find((line) => line.startsWith(`${REGISTRANT_COOKIE}=`));
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/Path=\/api\/download(;|$)/);
      expect(cookie).toMatch(/SameSite=Lax/);

      const pdf = await visitor.get('/api/download/circle-of-influence').expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`inline; filename=circle-of-influence.pdf; filename*=UTF-8''${encodeURIComponent('影響の輪.pdf')}`);
      expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
      await visitor.get('/api/download/circle-of-influence').expect(200);
      const zip = await visitor.get('/api/download/pivot-all').expect(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      expect(zip.headers['content-disposition']).toBe(`attachment; filename=pivot-all.zip; filename*=UTF-8''${encodeURIComponent('図表・ワークシート全26点セット.zip')}`);
      expect((zip.body as Buffer).subarray(0, 2).toString()).toBe('PK');

      // A download is a GET: its record reaches the admin's list when the projection has applied it.
      const [listed] = await eventually(() => registrants(`?q=${encodeURIComponent('gate@example')}`), ([r]) => r?.downloads.length === 2);
      expect(listed).toMatchObject({ name: '山田 太郎', email: 'gate@example.com', fileType: 'circle-of-influence' });
      expect(listed.downloads.map((d) => [d.fileId, d.title])).toEqual([
        ['circle-of-influence', '影響の輪'],
        ['pivot-all', '図表・ワークシート全26点セット'],
      ]);
    });

    it('serves a file to a browser with no registrant (the gate lives in the browser), recording nothing', async () => {
      const before = await count('WorksheetDownloaded');
      const visitor = await aVisitor();
      await visitor.get('/api/download/mvv').expect(200);
      const forged = await request(server).get('/api/download/mvv').set('Cookie', `${REGISTRANT_COOKIE}=someone-else.not-the-signature`).expect(200);
      expect(forged.headers['content-type']).toBe('application/pdf');
      expect(await count('WorksheetDownloaded')).toBe(before);
    });

    it.each([
      ['an empty name', { name: '' }, ['name: お名前を入力してください']],
      ['a blank name', { name: '　 ' }, ['name: お名前を入力してください']],
      ['no name', { name: undefined }, ['name: お名前を入力してください']],
      ['an empty company', { companyName: '' }, ['companyName: 会社名を入力してください']],
      ['a bad e-mail', { email: 'taro@' }, ['email: 有効なメールアドレスを入力してください']],
      ['no e-mail', { email: undefined }, ['email: 有効なメールアドレスを入力してください']],
      ['an unknown file', { fileType: '../../package.json' }, ['fileType: ダウンロードする資料を指定してください']],
      [
        'everything empty',
        { name: '', companyName: '', email: '', fileType: '' },
        ['name: お名前を入力してください', 'companyName: 会社名を入力してください', 'email: 有効なメールアドレスを入力してください', 'fileType: ダウンロードする資料を指定してください'],
      ],
    ])('refuses %s with the message of spec §5, registering nobody', async (_, fields, messages) => {
      const before = await count('DownloadRegistrantRegistered');
      const res = await (await aVisitor()).post('/api/download-registrant', registration(fields)).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: messages, error: 'Bad Request' });
      expect(res.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(REGISTRANT_COOKIE)]));
      expect(await count('DownloadRegistrantRegistered')).toBe(before);
    });
  });

  describe('GET /api/download/{id}', () => {
    it('lists the catalogue the files are made from', async () => {
      const res = await request(server).get('/api/worksheets').expect(200);
      expect(res.body).toHaveLength(26);
      expect(res.body[13]).toMatchObject({ id: 'circle-of-influence', title: '影響の輪', category: 'セルフマネジメント' });
    });

    it.each([
      '/api/download/unknown-sheet',
      '/api/download/..%2F..%2Fpackage.json',
      '/api/download/%2E%2E%2F%2E%2E%2Fbackend%2Fpackage.json',
      '/api/download/%2Fetc%2Fpasswd',
      '/api/download/..',
      '/api/download/../../package.json',
      '/api/download/mvv.pdf',
      '/api/download/pivot-all%2F..%2Fmvv',
      '/api/download/C:%5CWindows%5Cwin.ini',
    ])('answers %s with a JSON 404, never a file', async (path) => {
      const res = await (await aVisitor()).get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = json(res);
      expect(body.statusCode).toBe(404);
      expect(JSON.stringify(body)).not.toMatch(/"workspaces"|root:/);
    });

    it('names the missing file in Japanese', async () => {
      expect(json(await (await aVisitor()).get('/api/download/nope').expect(404))).toEqual({
        statusCode: 404,
        message: 'ダウンロード資料が見つかりません',
        error: 'Not Found',
        code: 'COMPANION.DOWNLOAD_NOT_FOUND',
      });
    });
  });

  describe('the contact form', () => {
    it('receives an inquiry and answers the success message; the admin sees it open with its reply deadline', async () => {
      const res = await (await aVisitor()).post('/api/contact', inquiry({ companyName: '受付テスト株式会社', phone: '' })).expect(201);
      expect(res.body).toEqual({ success: true, message: INQUIRY_RECEIVED_MESSAGE });
      const [listed] = await inquiries(`?q=${encodeURIComponent('受付テスト')}`);
      expect(listed).toMatchObject({ companyName: '受付テスト株式会社', isProcessed: false, overdue: false, businessDaysOpen: 0, note: null });
      expect(listed.replyDueBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it.each([
      ['an empty company', { companyName: ' ' }, ['companyName: 会社名を入力してください']],
      ['no contact person', { contactPerson: undefined }, ['contactPerson: ご担当者名を入力してください']],
      ['a bad e-mail', { email: 'hanako.example.com' }, ['email: 有効なメールアドレスを入力してください']],
      ['no type chosen', { inquiryType: '' }, ['inquiryType: お問い合わせ種別を選択してください']],
      ['an unknown type', { inquiryType: 'sales' }, ['inquiryType: お問い合わせ種別を選択してください']],
      ['an empty message', { message: '' }, ['message: お問い合わせ内容を入力してください']],
      ['a phone that is not one', { phone: '=cmd|calc' }, ['phone: 電話番号は数字と「+」「-」「()」で30文字以内で入力してください']],
    ])('refuses %s with its message, receiving nothing', async (_, fields, messages) => {
      const before = await count('InquiryReceived');
      const res = await (await aVisitor()).post('/api/contact', inquiry(fields)).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: messages, error: 'Bad Request' });
      expect(await count('InquiryReceived')).toBe(before);
    });
  });

  describe('public writes', () => {
    it('refuses a cross-site form post and a JSON post without the XSRF header, changing nothing', async () => {
      const before = [await count('DownloadRegistrantRegistered'), await count('InquiryReceived')];
      const forms = [
        request(server).post('/api/download-registrant').set('Origin', 'https://evil.example').type('form').send('name=a&companyName=b&email=a%40b.jp&fileType=mvv'),
        request(server).post('/api/contact').set('Origin', 'https://evil.example').type('form').send('companyName=a&contactPerson=b&email=a%40b.jp&inquiryType=other&message=c'),
        request(server).post('/api/download-registrant').send(registration()),
      ];
      for (const res of await Promise.all(forms)) expect(res.body).toEqual({ statusCode: 403, message: CSRF_MESSAGE, error: 'Forbidden' });
      expect([await count('DownloadRegistrantRegistered'), await count('InquiryReceived')]).toEqual(before);
    });

    it('lets a flood of registrations from one address change nothing but the count of refusals', async () => {
      const before = { events: await count('DownloadRegistrantRegistered'), listed: (await registrants()).length };
      const flood = await aVisitor();
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => flood.post('/api/download-registrant', registration({ email: `flood${i}@example.com` }))));
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LIMIT);
      for (const refused of answers.filter((res) => res.status === 429)) {
        expect(refused.body).toEqual({ statusCode: 429, message: TOO_MANY_REQUESTS_MESSAGE, error: 'Too Many Requests' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await count('DownloadRegistrantRegistered')).toBe(before.events + LIMIT);
      expect((await registrants()).length).toBe(before.listed + LIMIT);
      // Another address is not held up by the flood.
      await (await aVisitor()).post('/api/download-registrant', registration()).expect(201);
    });

    it('holds a flood of inquiries to the same limit', async () => {
      const before = await count('InquiryReceived');
      const flood = await aVisitor();
      const statuses = (await Promise.all(Array.from({ length: 20 }, () => flood.post('/api/contact', inquiry())))).map((res) => res.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LIMIT);
      expect(await count('InquiryReceived')).toBe(before + LIMIT);
    });
  });

  describe('the admin lists', () => {
    it('are for admins only: a member is refused (403), a visitor asked to sign in (401), and a refused process changes nothing', async () => {
      await (await aVisitor()).post('/api/contact', inquiry({ companyName: '権限テスト株式会社' })).expect(201);
      const [target] = await inquiries(`?q=${encodeURIComponent('権限テスト')}`);
      for (const path of ['/api/admin/inquiries', '/api/admin/download-registrants', '/api/admin/inquiries/export.csv', '/api/admin/download-registrants/export.csv']) {
        expect((await member.agent.get(path).expect(403)).body).toMatchObject({ message: '権限がありません' });
        await request(server).get(path).expect(401);
      }
      await member.agent.post(`/api/admin/inquiries/${target.id}/process`).set(member.headers).send({ note: '横取り' }).expect(403);
      expect((await inquiries(`?q=${encodeURIComponent('権限テスト')}`))[0]).toMatchObject({ isProcessed: false, note: null });
    });

    it('mark an inquiry processed with a note, once', async () => {
      await (await aVisitor()).post('/api/contact', inquiry({ companyName: '対応テスト株式会社', inquiryType: 'organization' })).expect(201);
      const [open] = await inquiries(`?q=${encodeURIComponent('対応テスト')}`);
      const processed = await admin.agent.post(`/api/admin/inquiries/${open.id}/process`).set(admin.headers).send({ note: 'メールで資料を送付' }).expect(200);
      expect(processed.body).toMatchObject({ id: open.id, isProcessed: true, note: 'メールで資料を送付', overdue: false });
      const again = await admin.agent.post(`/api/admin/inquiries/${open.id}/process`).set(admin.headers).send({ note: '二重' }).expect(409);
      expect(again.body.message).toBe('このお問い合わせは既に対応済みです');
      await admin.agent.post('/api/admin/inquiries/no-such-inquiry/process').set(admin.headers).send({}).expect(404);
      expect((await inquiries('?status=processed')).map((row) => row.id)).toContain(open.id);
      expect((await inquiries('?status=open')).map((row) => row.id)).not.toContain(open.id);
      expect((await inquiries('?inquiryType=organization')).map((row) => row.id)).toEqual([open.id]);
    });

    it('show which open inquiries are past the 3-business-day promise', async () => {
      await (await aVisitor()).post('/api/contact', inquiry({ companyName: '期限テスト株式会社' })).expect(201);
      const [open] = await inquiries(`?q=${encodeURIComponent('期限テスト')}`);
      const clock = app.get<Clock>(CLOCK);
      const spy = jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 10 * 86_400_000));
      try {
        const [late] = await inquiries(`?q=${encodeURIComponent('期限テスト')}`);
        expect(late).toMatchObject({ overdue: true, replyDueBy: open.replyDueBy });
        expect(late.businessDaysOpen).toBeGreaterThan(3);
        expect((await inquiries('?status=overdue')).map((row) => row.id)).toContain(open.id);
      } finally {
        spy.mockRestore();
      }
      expect((await inquiries('?status=overdue')).map((row) => row.id)).not.toContain(open.id);
    });

    it('filter registrants by the file downloaded, and export what the filter lists as CSV with no live formula', async () => {
      const visitor = await aVisitor();
      await visitor.post('/api/download-registrant', registration({ name: '=HYPERLINK("https://evil.example","x")', email: 'csv@example.com', fileType: 'growth-map' })).expect(201);
      await visitor.get('/api/download/growth-map').expect(200);
      const byFile = await eventually(() => registrants('?fileId=growth-map'), (rows) => rows.length > 0);
      expect(byFile.map((r) => r.email)).toEqual(['csv@example.com']);
      const csv = await admin.agent.get('/api/admin/download-registrants/export.csv?fileId=growth-map').buffer(true).parse(binary).expect(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const text = (csv.body as Buffer).toString('utf8');
      expect(text.startsWith('\uFEFF登録日時,お名前,会社名,メールアドレス,登録時の資料,ダウンロードした資料,ダウンロード数\r\n')).toBe(true);
      const lines = text.trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`"'=HYPERLINK(""https://evil.example"",""x"")"`);
      expect(lines[1]).toContain(',成長マップ,成長マップ,1');
      const inquiriesCsv = await admin.agent.get('/api/admin/inquiries/export.csv?status=processed').buffer(true).parse(binary).expect(200);
      expect((inquiriesCsv.body as Buffer).toString('utf8')).toMatch(/^\uFEFF受付日時,会社名,ご担当者名/);
    });

    it('refuses a bad filter with its message', async () => {
      const res = await admin.agent.get('/api/admin/inquiries?status=closed').expect(400);
      expect(res.body.message).toEqual(['status: 状態の指定が正しくありません']);
    });
  });
});
