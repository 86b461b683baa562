import fs from 'node:fs/promises';
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { signIn } from '../../test-support/sign-in.js';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire: still compressed if the server compressed them. */
  body: Buffer;
}

/** A GET that, unlike supertest and fetch, does not decompress the answer. */
function rawGet(server: Server, url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const publicDir = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'frontend', 'public');

describe('what the server sends over the wire', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let tmp: string;
  let server: Server;
  // A script like the build's: hashed name, its .br and .gz written beside it.
  const script = `export const greeting = ${JSON.stringify('こんにちは'.repeat(400))};\n`;
  const asset = '/assets/index-Ab3dE9_x.js';

  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'pivot-serving-'));
    const clientDir = path.join(tmp, 'dist');
    await fs.mkdir(path.join(clientDir, 'assets'), { recursive: true });
    await fs.writeFile(path.join(clientDir, 'index.html'), '<!doctype html><html lang="ja"><title>pivot</title><div id="root"></div></html>');
    await fs.writeFile(path.join(clientDir, asset), script);
    await fs.writeFile(path.join(clientDir, `${asset}.br`), zlib.brotliCompressSync(script));
    await fs.writeFile(path.join(clientDir, `${asset}.gz`), zlib.gzipSync(script));
    await fs.writeFile(path.join(clientDir, 'assets', 'logo-Zx81KqPo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // What the client's build puts beside index.html: its public files (robots.txt, the icons) and
    // the router's paths.
    await fs.cp(publicDir, clientDir, { recursive: true });
    await fs.writeFile(path.join(clientDir, 'route-patterns.json'), JSON.stringify(['/', '/pivot', '/community', '/community/matrix', '/community/forum/:postId', '/community-portal/*']));
    testApp = await startTestApp({ CLIENT_DIR: clientDir });
    ({ app } = testApp);
    server = app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await testApp.close();
    await fs.rm(tmp, { recursive: true, force: true });
  });

  describe('a hashed asset', () => {
    it('comes as brotli to a browser that accepts it, cached for a year without revalidation', async () => {
      const res = await rawGet(server, asset, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(Buffer.byteLength(script) / 4);
      expect(zlib.brotliDecompressSync(res.body).toString('utf8')).toBe(script);
    });

    it('comes as gzip to a browser that accepts only gzip', async () => {
      const res = await rawGet(server, asset, { 'Accept-Encoding': 'gzip' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(res.body).toString('utf8')).toBe(script);
    });

    it('comes as it is, still immutable, to a client that accepts no compression', async () => {
      const res = await rawGet(server, asset, { 'Accept-Encoding': 'identity' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.toString('utf8')).toBe(script);
    });

    it('without compressed copies is sent plain with the same long cache', async () => {
      const res = await rawGet(server, '/assets/logo-Zx81KqPo.svg', { 'Accept-Encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  });

  it.each(['/', '/community/matrix', '/index.html'])('answers %s with index.html revalidated on every visit', async (page) => {
    const res = await rawGet(server, page, { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString('utf8')).toContain('<div id="root"></div>');
  });

  it.each(['/community/forum/8d7c2a10-5b7e-4c1e-9f3a-2b6f0e1d4c55', '/community-portal', '/community-portal/matrix', '/pivot/'])('answers %s, a path of the client\'s router, with the app and 200', async (page) => {
    const res = await rawGet(server, page);
    expect(res.status).toBe(200);
    expect(res.body.toString('utf8')).toContain('<div id="root"></div>');
  });

  it.each(['/no-such-page', '/community/no-such-page', '/pivot/nothing/here', '/community/forum/a/b'])('answers %s, which no route matches, with the app (its 404 page) and status 404', async (page) => {
    const res = await rawGet(server, page);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString('utf8')).toContain('<div id="root"></div>');
  });

  it('serves a real robots.txt: the public pages allowed, the community, admin screens, API and issuer not', async () => {
    const res = await rawGet(server, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const rules = res.body.toString('utf8').split('\n').filter((line) => /^(User-agent|Allow|Disallow):/.test(line));
    expect(rules).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /$', 'Allow: /pivot', 'Disallow: /community', 'Disallow: /admin-dashboard', 'Disallow: /api/', 'Disallow: /oidc/']));
    expect(res.body.toString('utf8')).not.toContain('<div id="root">');
  });

  it.each([
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)/, [0, 0, 1, 0]],
    ['/favicon.svg', /^image\/svg\+xml/, [...Buffer.from('<svg')]],
    ['/apple-touch-icon.png', /^image\/png/, [0x89, 0x50, 0x4e, 0x47]],
  ])('serves %s as an icon, not the app', async (icon, type, magic) => {
    const res = await rawGet(server, icon as string);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(type as RegExp);
    expect([...res.body.subarray(0, 4)]).toEqual(magic);
  });

  it('marks a page requested without a session cookie as signed out, and only then', async () => {
    const signedOut = await rawGet(server, '/pivot');
    expect(signedOut.body.toString('utf8')).toContain('<html data-signed-out');
    expect(signedOut.headers.vary).toMatch(/Cookie/);
    const member = await signIn(app, 'serving-marker@example.com');
    const signedIn = await rawGet(server, '/pivot', { Cookie: member.cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.toString('utf8')).not.toContain('data-signed-out');
  });

  it('sends a signed-in visitor of / to the community before any script runs, and only /', async () => {
    const member = await signIn(app, 'serving-visitor@example.com');
    const landing = await rawGet(server, '/', { Cookie: member.cookie });
    expect(landing.status).toBe(302);
    expect(landing.headers.location).toBe('/community');
    expect(landing.headers['cache-control']).toBe('no-store');
    const page = await rawGet(server, '/pivot', { Cookie: member.cookie });
    expect(page.status).toBe(200);
    // A session cookie that no longer signs anyone in (signed out, expired) gets the landing page.
    await member.agent.get('/api/logout');
    const after = await rawGet(server, '/', { Cookie: member.cookie });
    expect(after.status).toBe(200);
    expect(after.body.toString('utf8')).toContain('<div id="root"></div>');
  });

  it('compresses a large JSON answer for a client that accepts it, and only then', async () => {
    const plain = await rawGet(server, '/api/docs-json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);

    const gzip = await rawGet(server, '/api/docs-json', { 'Accept-Encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/application\/json/);
    expect(gzip.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));

    const br = await rawGet(server, '/api/docs-json', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString('utf8')).toBe(plain.body.toString('utf8'));
  });

  it('still downloads a CSV export as a named UTF-8 file', async () => {
    const leader = await signIn(app, 'serving-leader@example.com');
    const team = await leader.agent.post('/api/teams').set(leader.headers).send({ name: '配信チーム' }).expect(201);
    const res = await rawGet(server, `/api/company-members/export?teamId=${team.body.id}`, {
      'Accept-Encoding': 'gzip, deflate, br',
      Cookie: leader.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.csv"; filename\*=UTF-8''/);
    const encoding = res.headers['content-encoding'];
    const bytes = encoding === 'br' ? zlib.brotliDecompressSync(res.body) : encoding === 'gzip' ? zlib.gunzipSync(res.body) : res.body;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')[0]).toBe('姓,名,フリガナ,メールアドレス,役職,部署,電話番号,入社日,備考');
  });
});
