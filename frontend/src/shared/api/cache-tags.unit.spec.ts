import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../app/store';
import { startMockServer } from '../../test-support/msw';
import { cacheRules, handWritten, rulesFor, tagTypes } from './cache-tags';
import { allEndpoints } from './generated/all-endpoints';
import { generatedEndpoints } from './generated/endpoints';

const server = startMockServer();

/** GET paths in the order the store asked for them. */
let reads: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.method === 'GET') reads.push(new URL(request.url).pathname);
});
const readsOf = (pathname: string) => reads.filter((read) => read === pathname).length;

/** What the fake server holds; the handlers read it at each call, so a write can change it. */
interface Held {
  departmentName: string;
  memberName: string;
  joinedTeams: number;
  sessionsThisMonth: number;
  membersMoved?: number;
}

function serve(held: Held) {
  const entry = () => ({ id: 'entry-1', employeeName: held.memberName, memberName: held.memberName, departmentName: held.departmentName });
  server.use(
    http.get('/api/1on1-matrix/manager', () => HttpResponse.json([entry()])),
    http.get('/api/ms-matrix/team/:teamId', () => HttpResponse.json([entry()])),
    http.get('/api/dashboard/summary', () =>
      HttpResponse.json({ joinedTeams: held.joinedTeams, managedMembers: 1, sessionsThisMonth: held.sessionsThisMonth, upcomingSessions: [] }),
    ),
    http.get('/api/dashboard/ms-movement/:teamId', () => HttpResponse.json({ teamId: 'team-1', membersMoved: held.membersMoved })),
    http.get('/api/teams', () => HttpResponse.json([])),
    http.get('/api/1on1-matrix/:id/sessions', () => HttpResponse.json([])),
    http.get('/api/ms-matrix/entries/:id/audit', () => HttpResponse.json([])),
    http.put('/api/departments/:id', ({ params }) => HttpResponse.json({ id: params.id, revision: 2 })),
    http.put('/api/company-members/:id', ({ params }) => HttpResponse.json({ id: params.id, revision: 2 })),
    http.post('/api/1on1-matrix/:id/sessions', () => HttpResponse.json({}, { status: 201 })),
    http.put('/api/ms-matrix/:id', () => HttpResponse.json({})),
    http.post('/api/user-teams', () => HttpResponse.json({ userId: 'user-1', teamId: 'team-2', isPrimaryTeam: false }, { status: 201 })),
  );
}

const team = { teamId: 'team-1' };

beforeEach(() => {
  reads = [];
});

// This file imports the store and shared/api only, never a feature: what it shows holds whichever
// screen's chunk has loaded, or none.
describe('cache rules, active before any screen has loaded', () => {
  it('reads both boards again after a department is renamed, so they show the new name', async () => {
    const held: Held = { departmentName: '営業部', memberName: '山田 太郎', joinedTeams: 1, sessionsThisMonth: 0 };
    serve(held);
    const store = makeStore();
    await store.dispatch(allEndpoints.oneOnOneMatrixListManagerEntries.initiate(team));
    await store.dispatch(allEndpoints.msMatrixGetTeamMatrix.initiate(team));

    held.departmentName = '営業本部';
    await store.dispatch(allEndpoints.departmentsUpdateDepartment.initiate({ id: 'dept-1', updateDepartmentRequest: { name: '営業本部' } })).unwrap();

    await waitFor(() => expect(allEndpoints.oneOnOneMatrixListManagerEntries.select(team)(store.getState()).data?.[0].departmentName).toBe('営業本部'));
    await waitFor(() => expect(allEndpoints.msMatrixGetTeamMatrix.select(team)(store.getState()).data?.[0].departmentName).toBe('営業本部'));
  });

  it('reads both boards and the dashboard again after a company member is renamed', async () => {
    const held: Held = { departmentName: '営業部', memberName: '山田 太郎', joinedTeams: 1, sessionsThisMonth: 0 };
    serve(held);
    const store = makeStore();
    await store.dispatch(allEndpoints.oneOnOneMatrixListManagerEntries.initiate(team));
    await store.dispatch(allEndpoints.msMatrixGetTeamMatrix.initiate(team));
    await store.dispatch(allEndpoints.dashboardGetSummary.initiate());

    held.memberName = '山田 次郎';
    await store.dispatch(allEndpoints.companyMembersUpdateCompanyMember.initiate({ id: 'member-1', updateCompanyMemberRequest: { firstName: '次郎' } })).unwrap();

    await waitFor(() => expect(allEndpoints.oneOnOneMatrixListManagerEntries.select(team)(store.getState()).data?.[0].employeeName).toBe('山田 次郎'));
    await waitFor(() => expect(allEndpoints.msMatrixGetTeamMatrix.select(team)(store.getState()).data?.[0].memberName).toBe('山田 次郎'));
    await waitFor(() => expect(readsOf('/api/dashboard/summary')).toBe(2));
  });

  it('reads the dashboard and that entry’s sessions again after a 1on1 session is recorded, not another entry’s', async () => {
    const held: Held = { departmentName: '営業部', memberName: '山田 太郎', joinedTeams: 1, sessionsThisMonth: 0 };
    serve(held);
    const store = makeStore();
    await store.dispatch(allEndpoints.dashboardGetSummary.initiate());
    await store.dispatch(allEndpoints.oneOnOneMatrixListSessions.initiate({ id: 'entry-1' }));
    await store.dispatch(allEndpoints.oneOnOneMatrixListSessions.initiate({ id: 'entry-2' }));

    held.sessionsThisMonth = 1;
    await store
      .dispatch(
        allEndpoints.oneOnOneMatrixRecordSession.initiate({
          id: 'entry-1',
          recordOneOnOneSessionRequest: { sessionDate: '2026-11-20', approach: 'trust_building', effectiveness: 4 },
        }),
      )
      .unwrap();

    await waitFor(() => expect(allEndpoints.dashboardGetSummary.select()(store.getState()).data?.sessionsThisMonth).toBe(1));
    await waitFor(() => expect(readsOf('/api/1on1-matrix/entry-1/sessions')).toBe(2));
    expect(readsOf('/api/1on1-matrix/entry-2/sessions')).toBe(1);
  });

  it('reads the audit trail of the moved MS entry again, not of another entry', async () => {
    serve({ departmentName: '営業部', memberName: '山田 太郎', joinedTeams: 1, sessionsThisMonth: 0 });
    const store = makeStore();
    await store.dispatch(allEndpoints.msMatrixGetTeamMatrix.initiate(team));
    await store.dispatch(allEndpoints.msMatrixGetEntryAudit.initiate({ id: 'entry-1' }));
    await store.dispatch(allEndpoints.msMatrixGetEntryAudit.initiate({ id: 'entry-2' }));

    await store.dispatch(allEndpoints.msMatrixMoveMember.initiate({ id: 'entry-1', moveMatrixMemberRequest: { positionX: 0.7, positionY: 0.2 } })).unwrap();

    await waitFor(() => expect(readsOf('/api/ms-matrix/entries/entry-1/audit')).toBe(2));
    await waitFor(() => expect(readsOf('/api/ms-matrix/team/team-1')).toBe(2));
    expect(readsOf('/api/ms-matrix/entries/entry-2/audit')).toBe(1);
  });

  it("reads the dashboard's MS movement again after a member is moved on the MS board", async () => {
    const held: Held = { departmentName: '営業部', memberName: '山田 太郎', joinedTeams: 1, sessionsThisMonth: 0, membersMoved: 0 };
    serve(held);
    const store = makeStore();
    await store.dispatch(allEndpoints.dashboardGetMsMovement.initiate(team));

    held.membersMoved = 1;
    await store.dispatch(allEndpoints.msMatrixMoveMember.initiate({ id: 'entry-1', moveMatrixMemberRequest: { positionX: 0.7, positionY: 0.2 } })).unwrap();

    await waitFor(() => expect(allEndpoints.dashboardGetMsMovement.select(team)(store.getState()).data?.membersMoved).toBe(1));
  });

  it('reads the team list and the dashboard again after joining a team', async () => {
    const held: Held = { departmentName: '営業部', memberName: '山田 太郎', joinedTeams: 1, sessionsThisMonth: 0 };
    serve(held);
    const store = makeStore();
    await store.dispatch(allEndpoints.teamsListTeams.initiate());
    await store.dispatch(allEndpoints.dashboardGetSummary.initiate());

    held.joinedTeams = 2;
    await store.dispatch(allEndpoints.teamsJoinTeam.initiate({ joinTeamRequest: { userId: 'user-1', teamId: 'team-2' } })).unwrap();

    await waitFor(() => expect(allEndpoints.dashboardGetSummary.select()(store.getState()).data?.joinedTeams).toBe(2));
    await waitFor(() => expect(readsOf('/api/teams')).toBe(2));
  });
});

describe('cache rules', () => {
  it('say what every generated query provides and what every mutation invalidates', () => {
    const endpoints = Object.entries(allEndpoints);
    const rules: Record<string, { providesTags?: unknown; invalidatesTags?: unknown } | undefined> = cacheRules;
    const missing = endpoints
      .filter(([name, endpoint]) => ('useMutation' in endpoint ? rules[name]?.invalidatesTags : rules[name]?.providesTags) === undefined)
      .map(([name]) => name);

    expect(endpoints.filter(([, endpoint]) => 'useMutation' in endpoint).length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
    expect(Object.keys(cacheRules).filter((name) => !(name in allEndpoints))).toEqual([]);
  });

  it('are declared in cache-tags.ts only: no feature or component adds or invalidates tags', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const here = path.join('shared', 'api');
    const offenders = (fs.readdirSync(src, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(path.join(here, 'cache-tags')))
      .filter((file) => /\b(providesTags|invalidatesTags|invalidateTags|addTagTypes)\b/.test(fs.readFileSync(path.join(src, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('name every generated endpoint as the codegen does, each with its kind', () => {
    expect(Object.keys(generatedEndpoints).sort()).toEqual(Object.keys(allEndpoints).sort());
    for (const endpoint of Object.values(generatedEndpoints)) expect(tagTypes).toContain(endpoint.controller);
  });
});

describe('a new endpoint', () => {
  const here = path.dirname(fileURLToPath(import.meta.url));

  it('is listed by the codegen with its controller, its kind of call and its path parameters', () => {
    const document = JSON.parse(fs.readFileSync(path.join(here, 'openapi.json'), 'utf8'));
    document.paths['/api/notifications/{id}/read'] = { post: { operationId: 'Notifications_markRead', tags: ['notifications'], parameters: [{ name: 'id', in: 'path', required: true }] } };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'endpoints-'));
    fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(document));
    execFileSync(process.execPath, [path.resolve(here, '../../../tools/generate-endpoints.mjs'), path.join(dir, 'openapi.json'), path.join(dir, 'endpoints.ts')]);
    const generated = fs.readFileSync(path.join(dir, 'endpoints.ts'), 'utf8');
    fs.rmSync(dir, { recursive: true });

    expect(generated).toContain("notificationsMarkRead: { controller: 'Notifications', type: 'mutation', pathParams: ['id'] },");
    expect(generated).toContain("forumList: { controller: 'Forum', type: 'query', pathParams: [] },");
  });

  it('gets its mechanical cache rule without an edit to cache-tags.ts: a write on one item reads that item and the lists again', async () => {
    const endpoints = {
      ...generatedEndpoints,
      notificationsList: { controller: 'Notifications', type: 'query', pathParams: [] },
      notificationsGet: { controller: 'Notifications', type: 'query', pathParams: ['id'] },
      notificationsMarkRead: { controller: 'Notifications', type: 'mutation', pathParams: ['id'] },
      notificationsCreate: { controller: 'Notifications', type: 'mutation', pathParams: [] },
    } as const;
    const testApi = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: 'http://localhost' }),
      endpoints: (build) => ({
        notificationsList: build.query<unknown, void>({ query: () => '/api/notifications' }),
        notificationsGet: build.query<unknown, { id: string }>({ query: ({ id }) => `/api/notifications/${id}` }),
        notificationsMarkRead: build.mutation<unknown, { id: string }>({ query: ({ id }) => ({ url: `/api/notifications/${id}/read`, method: 'POST' }) }),
        notificationsCreate: build.mutation<unknown, void>({ query: () => ({ url: '/api/notifications', method: 'POST' }) }),
      }),
    }).enhanceEndpoints({ addTagTypes: ['Notifications'], endpoints: rulesFor(endpoints, handWritten) });
    server.use(
      http.get('http://localhost/api/notifications', () => HttpResponse.json([])),
      http.get('http://localhost/api/notifications/:id', ({ params }) => HttpResponse.json({ id: params.id })),
      http.post('http://localhost/api/notifications/:id/read', () => HttpResponse.json({})),
      http.post('http://localhost/api/notifications', () => HttpResponse.json({}, { status: 201 })),
    );
    const store = configureStore({ reducer: { [testApi.reducerPath]: testApi.reducer }, middleware: (get) => get().concat(testApi.middleware) });
    await store.dispatch(testApi.endpoints.notificationsList.initiate());
    await store.dispatch(testApi.endpoints.notificationsGet.initiate({ id: 'n-1' }));
    await store.dispatch(testApi.endpoints.notificationsGet.initiate({ id: 'n-2' }));

    await store.dispatch(testApi.endpoints.notificationsMarkRead.initiate({ id: 'n-1' })).unwrap();
    await waitFor(() => expect(readsOf('/api/notifications/n-1')).toBe(2));
    await waitFor(() => expect(readsOf('/api/notifications')).toBe(2));
    expect(readsOf('/api/notifications/n-2')).toBe(1);

    await store.dispatch(testApi.endpoints.notificationsCreate.initiate()).unwrap();
    await waitFor(() => expect(readsOf('/api/notifications')).toBe(3));
    expect(readsOf('/api/notifications/n-1')).toBe(2);
  });
});
