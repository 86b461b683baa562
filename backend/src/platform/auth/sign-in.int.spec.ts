import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { requestContext } from '../request-context/request-context.js';
import { SIGN_IN_PORT, type SignInPort } from './sign-in.port.js';
import { DataSource } from 'typeorm';
import { writtenLog } from '../../test-support/event-log.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { signIn, type SignedInUser } from '../../test-support/sign-in.js';

const pathOf = (location: string) => {
  const url = new URL(location, 'http://placeholder');
  return `${url.pathname}${url.search}`;
};
const cookieValue = (res: request.Response, name: string) =>
  ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? [])
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

describe('sign-in, sessions and the users module', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let store: EventStore;
  let manager: SignedInUser;
  let member: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    testApp = await startTestApp({ RATE_LIMIT_LOGIN: '5', TRUST_PROXY: 'loopback' });
    ({ app } = testApp);
    // Behind a proxy on this host: the X-Forwarded-For of each sign-in tells its client apart.
    store = app.get(EVENT_STORE);
    manager = await signIn(app, 'manager@demo.example');
    member = await signIn(app, 'member@demo.example');
    admin = await signIn(app, 'admin@demo.example');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const http = () => request(app.getHttpServer());
  const eventCount = async () => (await writtenLog(store, app.get(DataSource))).length;

  /** Walks /api/login → issuer form with one agent, answering the form response and the agent. */
  async function startSignIn(returnTo?: string, ip = '198.51.100.7') {
    const agent = request.agent(app.getHttpServer());
    const login = await agent.get('/api/login').query(returnTo === undefined ? {} : { returnTo }).set('X-Forwarded-For', ip);
    let res = login;
    while (res.status >= 300 && res.status < 400) res = await agent.get(pathOf(String(res.headers.location)));
    return { agent, login, form: res };
  }

  async function submitForm(agent: ReturnType<typeof request.agent>, form: request.Response, fields: Record<string, string>) {
    const action = /<form method="post" action="([^"]+)"/.exec(form.text)![1];
    let res = await agent.post(action).type('form').send(fields);
    const first = res;
    while (res.status >= 300 && res.status < 400) {
      const next = pathOf(String(res.headers.location));
      res = await agent.get(next);
      if (next.startsWith('/api/callback')) break;
    }
    return { first, last: res };
  }

  describe('the round trip', () => {
    it('signs the demo manager in as a member with the demo names', () => {
      expect(manager.user).toMatchObject({ email: 'manager@demo.example', userType: 'member', isAdmin: false, firstName: '誠', lastName: '高橋' });
      expect(admin.user).toMatchObject({ userType: 'admin', isAdmin: true });
    });

    it('answers the user with the profile fields', async () => {
      const res = await manager.agent.get('/api/auth/user');
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(
        expect.arrayContaining(['id', 'email', 'firstName', 'lastName', 'userType', 'isAdmin', 'profileImageUrl', 'hireDate', 'notes', 'createdAt']),
      );
    });

    it('asks the issuer with a PKCE challenge (S256), state and nonce, and the embedded issuer demands PKCE', async () => {
      const login = await http().get('/api/login').set('X-Forwarded-For', '198.51.100.40');
      const authorize = new URL(String(login.headers.location));
      expect(authorize.pathname).toBe('/oidc/auth');
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      for (const name of ['state', 'nonce']) expect(authorize.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);

      authorize.searchParams.delete('code_challenge');
      authorize.searchParams.delete('code_challenge_method');
      // The same request without the challenge: the issuer sends the browser back with an error, not a code.
      const refused = await http().get(pathOf(authorize.toString()));
      const back = new URL(String(refused.headers.location));
      expect(back.pathname).toBe('/api/callback');
      expect(back.searchParams.get('error')).toBe('invalid_request');
      expect(back.searchParams.get('error_description')).toMatch(/PKCE/);
      expect(back.searchParams.has('code')).toBe(false);
    });

    it('shows a Japanese form with an email input and the demo accounts', async () => {
      const { form } = await startSignIn();
      expect(form.status).toBe(200);
      expect(form.text).toContain('lang="ja"');
      expect(form.text.match(/<form /g)).toHaveLength(1);
      expect(form.text).toContain('name="email"');
      for (const email of ['admin@demo.example', 'hr@demo.example', 'manager@demo.example', 'member@demo.example']) expect(form.text).toContain(email);
    });

    it('regenerates the session id at sign-in and returns to the asked path', async () => {
      const { agent, login, form } = await startSignIn('/community/matrix?tab=1');
      const before = cookieValue(login, 'sid');
      expect(before).toBeDefined();
      const { last } = await submitForm(agent, form, { account: 'hr@demo.example' });
      expect(last.status).toBe(302);
      expect(last.headers.location).toBe('/community/matrix?tab=1');
      const after = cookieValue(last, 'sid');
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
      const setCookie = (last.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid='))!;
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      const me = await agent.get('/api/auth/user');
      expect(me.body).toMatchObject({ email: 'hr@demo.example', userType: 'team_admin' });
    });

    it('registers a new e-mail on first sign-in and finds the same user the next time', async () => {
      const first = await signIn(app, 'Newcomer@Example.com');
      expect(first.user).toMatchObject({ email: 'newcomer@example.com', userType: 'member', firstName: '', lastName: '' });
      const second = await signIn(app, 'newcomer@example.com');
      expect(second.user.id).toBe(first.user.id);
    });

    it('keeps one user when the same new address signs in twice at once', async () => {
      const port = app.get<SignInPort>(SIGN_IN_PORT, { strict: false });
      const both = await Promise.all(
        [1, 2].map(() =>
          requestContext.run({}, () => port.signIn({ issuer: 'https://issuer.example', subject: 'twice', email: 'twice@example.com', emailVerified: true })),
        ),
      );
      expect(both[0].id).toBe(both[1].id);
      const registered = (await writtenLog(store, app.get(DataSource))).filter((e) => e.type === 'UserRegistered' && (e.data as { email: string }).email === 'twice@example.com');
      expect(registered).toHaveLength(1);
    });

    it('links the account the embedded issuer signed in (issuer and subject) to the user', async () => {
      const linked = (await store.readStream(`user-${manager.user.id}`)).filter((e) => e.type === 'UserIdentityLinked');
      expect(linked.map((e) => e.data)).toEqual([{ userId: manager.user.id, issuer: 'http://localhost:3000/oidc', subject: 'manager@demo.example' }]);
      const again = await signIn(app, 'manager@demo.example');
      expect(again.user.id).toBe(manager.user.id);
      expect((await store.readStream(`user-${manager.user.id}`)).filter((e) => e.type === 'UserIdentityLinked')).toHaveLength(1);
    });

    it('refuses a malformed e-mail on the issuer form with 400 and creates no one', async () => {
      const { agent, form } = await startSignIn();
      const before = await eventCount();
      const { first } = await submitForm(agent, form, { email: 'not-an-address' });
      expect(first.status).toBe(400);
      expect(first.text).toContain('メールアドレスの形式が正しくありません');
      expect(await eventCount()).toBe(before);
    });

    it('refuses a returnTo that leaves the site', async () => {
      for (const returnTo of ['https://evil.example/', '//evil.example/x']) {
        const res = await http().get('/api/login').query({ returnTo }).set('X-Forwarded-For', '198.51.100.20');
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      }
    });

    it('behind the trusted proxy, sends a sign-in forwarded for another host name to BASE_URL first; on the base host, or with no forwarded host, goes to the issuer', async () => {
      const alias = await http().get('/api/login?returnTo=%2Fcommunity').set('X-Forwarded-For', '198.51.100.50').set('X-Forwarded-Host', 'pivot-alias.example');
      expect(alias.status).toBe(302);
      expect(alias.headers.location).toBe('http://localhost:3000/api/login?returnTo=%2Fcommunity');
      const callback = await http().get('/api/callback?code=c&state=s').set('X-Forwarded-Host', 'pivot-alias.example');
      expect(callback.headers.location).toBe('http://localhost:3000/api/callback?code=c&state=s');
      const onBase = await http().get('/api/login').set('X-Forwarded-For', '198.51.100.51').set('X-Forwarded-Host', 'localhost:3000').set('Host', 'app-upstream:3000');
      expect(new URL(String(onBase.headers.location)).pathname).toBe('/oidc/auth');
      // A proxy that replaces Host with its upstream's name and forwards none: the browser's host is unknown, nothing to redirect (no loop).
      const unknown = await http().get('/api/login').set('X-Forwarded-For', '198.51.100.52').set('Host', 'app-upstream:3000');
      expect(new URL(String(unknown.headers.location)).pathname).toBe('/oidc/auth');
    });

    it('refuses a callback whose state was not issued to this browser, creating nothing', async () => {
      const before = await eventCount();
      const res = await http().get('/api/callback').query({ code: 'forged', state: 'forged' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'ログインに失敗しました。もう一度お試しください。', error: 'Unauthorized' });
      expect(await eventCount()).toBe(before);
    });

    it('rate limits /api/login per forwarded address (TRUST_PROXY names this proxy) with a 429 JSON', async () => {
      const ip = '203.0.113.9';
      for (let i = 0; i < 5; i += 1) expect((await http().get('/api/login').set('X-Forwarded-For', ip)).status).toBe(302);
      const limited = await http().get('/api/login').set('X-Forwarded-For', ip);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      // The client behind the proxy is limited, not the proxy: another client still gets in.
      expect((await http().get('/api/login').set('X-Forwarded-For', '203.0.113.10')).status).toBe(302);
    });
  });

  describe('CSRF double submit', () => {
    const body = { firstName: '誠', lastName: '高橋', hireDate: '2021-04-01', notes: 'CSRF' };
    const sidOf = (user: SignedInUser) => /(?:^|; )sid=([^;]+)/.exec(user.cookie)![1];

    it('sets a readable XSRF-TOKEN cookie on a response that lacked it', async () => {
      const res = await http().get('/api/auth/user');
      const line = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('XSRF-TOKEN='))!;
      expect(line).toBeDefined();
      expect(line).not.toMatch(/HttpOnly/i);
    });

    it("answers 403 to a token minted in another user's session, sent as cookie and header, and changes nothing", async () => {
      const before = await eventCount();
      const res = await http()
        .put(`/api/users/${manager.user.id}`)
        .set('Cookie', `sid=${sidOf(manager)}; XSRF-TOKEN=${member.xsrfToken}`)
        .set('X-XSRF-TOKEN', member.xsrfToken)
        .send(body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'CSRFトークンが無効です', error: 'Forbidden' });
      expect(await eventCount()).toBe(before);
      expect((await manager.agent.get('/api/auth/user')).body.notes).not.toBe('CSRF');
    });

    it('rotates the token at sign-in: the one from before is refused in the new session', async () => {
      const { agent, login, form } = await startSignIn(undefined, '198.51.100.31');
      const before = decodeURIComponent(cookieValue(login, 'XSRF-TOKEN')!);
      const { last } = await submitForm(agent, form, { account: 'member@demo.example' });
      const after = decodeURIComponent(cookieValue(last, 'XSRF-TOKEN')!);
      expect(after).not.toBe(before);
      const sid = cookieValue(last, 'sid')!;
      const me = (await agent.get('/api/auth/user')).body as { id: string; firstName: string; lastName: string };
      const profile = { firstName: me.firstName, lastName: me.lastName, hireDate: null, notes: 'rotated' };

      const eventsBefore = await eventCount();
      const stale = await http().put(`/api/users/${me.id}`).set('Cookie', `sid=${sid}; XSRF-TOKEN=${before}`).set('X-XSRF-TOKEN', before).send(profile);
      expect(stale.status).toBe(403);
      expect(await eventCount()).toBe(eventsBefore);

      const fresh = await http().put(`/api/users/${me.id}`).set('Cookie', `sid=${sid}; XSRF-TOKEN=${after}`).set('X-XSRF-TOKEN', after).send(profile);
      expect(fresh.status).toBe(200);
      expect(fresh.body.notes).toBe('rotated');
    });

    it.each([
      ['missing', undefined],
      ['wrong', 'x'.repeat(43)],
    ])('answers 403 to a %s token and changes nothing', async (_label, token) => {
      const before = await eventCount();
      const req = manager.agent.put(`/api/users/${manager.user.id}`);
      if (token) req.set('X-XSRF-TOKEN', token);
      const res = await req.send(body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'CSRFトークンが無効です', error: 'Forbidden' });
      expect(await eventCount()).toBe(before);
      expect((await manager.agent.get('/api/auth/user')).body.notes).not.toBe('CSRF');
    });
  });

  describe('PUT /api/users/:id', () => {
    it('lets the user edit their own profile and answers it', async () => {
      const res = await manager.agent
        .put(`/api/users/${manager.user.id}`)
        .set(manager.headers)
        .send({ firstName: ' 誠 ', lastName: '高橋', hireDate: '2020-04-01', notes: '毎週1on1' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: manager.user.id, firstName: '誠', hireDate: '2020-04-01', notes: '毎週1on1' });
      const me = await manager.agent.get('/api/auth/user');
      expect(me.body).toMatchObject({ hireDate: '2020-04-01', notes: '毎週1on1' });
    });

    it("refuses another member's profile with 403 and changes nothing", async () => {
      const before = await eventCount();
      const res = await member.agent.put(`/api/users/${manager.user.id}`).set(member.headers).send({ firstName: '乗っ取り', lastName: '' });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ statusCode: 403, message: '権限がありません', error: 'Forbidden' });
      expect(await eventCount()).toBe(before);
    });

    it("lets an admin edit someone else's profile", async () => {
      const res = await admin.agent.put(`/api/users/${member.user.id}`).set(admin.headers).send({ firstName: '結衣', lastName: '田中', hireDate: null, notes: null });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ firstName: '結衣', lastName: '田中', hireDate: null });
    });

    it('answers 400 naming the field for an empty firstName or a bad hireDate, and 400 for unknown fields', async () => {
      const before = await eventCount();
      const empty = await manager.agent.put(`/api/users/${manager.user.id}`).set(manager.headers).send({ firstName: '  ', lastName: '高橋' });
      expect(empty.status).toBe(400);
      expect(JSON.stringify(empty.body.message)).toContain('firstName');
      const date = await manager.agent.put(`/api/users/${manager.user.id}`).set(manager.headers).send({ firstName: '誠', lastName: '高橋', hireDate: '2020-13-45' });
      expect(date.status).toBe(400);
      expect(JSON.stringify(date.body.message)).toContain('hireDate');
      const extra = await manager.agent.put(`/api/users/${manager.user.id}`).set(manager.headers).send({ firstName: '誠', lastName: '高橋', userType: 'admin' });
      expect(extra.status).toBe(400);
      expect(await eventCount()).toBe(before);
    });

    it('answers 409 to a stale If-Match and 404 to an unknown user', async () => {
      const stale = await manager.agent.put(`/api/users/${manager.user.id}`).set(manager.headers).set('If-Match', '0').send({ firstName: '誠二', lastName: '高橋' });
      expect(stale.status).toBe(409);
      const unknown = await admin.agent.put('/api/users/00000000-0000-0000-0000-000000000000').set(admin.headers).send({ firstName: '名', lastName: '' });
      expect(unknown.status).toBe(404);
    });

    it('answers 401 when signed out', async () => {
      const token = decodeURIComponent(cookieValue(await http().get('/api/auth/user'), 'XSRF-TOKEN')!);
      const res = await http().put(`/api/users/${manager.user.id}`).set('Cookie', `XSRF-TOKEN=${token}`).set('X-XSRF-TOKEN', token).send({ firstName: '名', lastName: '' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' });
    });
  });

  describe('a session in use', () => {
    const sessionCookie = (res: request.Response) =>
      ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((line) => line.startsWith('sid='));

    it('rolls the same cookie on every signed-in call, whether express-session checked it or it was known from a moment ago (decision 0056)', async () => {
      const user = await signIn(app, 'hr@demo.example');
      const call = () => http().get('/api/auth/user').set('Cookie', user.cookie);
      // Past the time a checked cookie is known (2 s): the next call goes through express-session and passport.
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const checked = await call();
      const known = await call();
      expect([checked.status, known.status]).toEqual([200, 200]);
      expect(known.body).toEqual(checked.body);
      const [a, b] = [sessionCookie(checked)!, sessionCookie(known)!];
      const withoutExpiry = (line: string) => line.replace(/; Expires=[^;]+/, '');
      expect(withoutExpiry(b)).toBe(withoutExpiry(a));
      expect(b).toMatch(/^sid=s%3A[^;]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
      expect(new Date(/Expires=([^;]+)/.exec(b)![1]).getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600 * 1000);

      // A write on the known cookie still needs the CSRF token bound to this session.
      const refused = await http().put(`/api/users/${user.user.id}`).set('Cookie', user.cookie).send({ firstName: '花子' });
      expect(refused.status).toBe(403);
    });
  });

  describe('logout', () => {
    it('ends the app session and the issuer session without a confirmation click, back to /', async () => {
      const user = await signIn(app, 'member@demo.example');
      const res = await user.agent.get('/api/logout');
      expect(res.status).toBe(302);
      // The session's CSRF token goes with it.
      const signedOutToken = cookieValue(res, 'XSRF-TOKEN');
      expect(signedOutToken).toBeDefined();
      expect(decodeURIComponent(signedOutToken!)).not.toBe(user.xsrfToken);
      const target = new URL(String(res.headers.location));
      expect(target.pathname).toBe('/oidc/session/end');
      expect(target.searchParams.get('post_logout_redirect_uri')).toMatch(/\/$/);
      expect(target.searchParams.get('id_token_hint')).toBeTruthy();

      expect((await user.agent.get('/api/auth/user')).status).toBe(401);
      // The old session cookie is dead too (destroyed, not just forgotten by this agent).
      expect((await http().get('/api/auth/user').set('Cookie', user.cookie)).status).toBe(401);

      const confirm = await user.agent.get(pathOf(target.toString()));
      expect(confirm.status).toBe(200);
      expect(confirm.text).toMatch(/<script nonce="[^"]+">document.getElementById\('logout-confirm'\).click\(\);<\/script>/);
      const nonce = /<script nonce="([^"]+)"/.exec(confirm.text)![1];
      expect(confirm.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
      const action = /<form[^>]*action="([^"]+)"/.exec(confirm.text)![1];
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.text)![1];
      const done = await user.agent.post(pathOf(action)).type('form').send({ xsrf, logout: 'yes' });
      expect(done.status).toBe(303);
      expect(new URL(String(done.headers.location)).pathname).toBe('/');

      // The issuer session is gone: signing in again shows the form instead of skipping it.
      const again = await user.agent.get('/api/login').set('X-Forwarded-For', '198.51.100.99');
      let step = again;
      while (step.status >= 300 && step.status < 400) step = await user.agent.get(pathOf(String(step.headers.location)));
      expect(step.status).toBe(200);
      expect(step.text).toContain('name="email"');
    });
  });
});
