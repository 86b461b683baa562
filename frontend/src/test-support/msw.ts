import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import type { CurrentUser } from '../shared/auth/current-user';

/**
 * One msw server per test file; unhandled calls fail the test. The shell's settings call answers
 * the server's default unless a test says otherwise.
 */
export function startMockServer() {
  const server = setupServer(siteConfigHandler());
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** `GET /api/auth/user` answering this user, or the server's 401 when signed out. */
export function currentUserHandler(user: CurrentUser | 'signed-out' | 'pending') {
  return http.get('/api/auth/user', async () => {
    if (user === 'pending') await delay('infinite');
    if (user === 'signed-out' || user === 'pending') {
      return HttpResponse.json({ statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' }, { status: 401 });
    }
    return HttpResponse.json(user);
  });
}

/** `GET /api/site-config`: where the corporate-training banner leads (the server's default unless given) and how many have joined. */
export function siteConfigHandler(corporateTrainingUrl = '/pivot#services', practitionerCount = 3) {
  return http.get('/api/site-config', () => HttpResponse.json({ corporateTrainingUrl, practitionerCount }));
}
