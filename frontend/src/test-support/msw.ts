import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import type { WorksheetResponse } from '../shared/api/generated/companion';
import type { SiteConfigDto } from '../shared/api/generated/site-config';
import type { CurrentUser } from '../shared/auth/current-user';
import { aCatalogue } from './worksheet-mother';

/**
 * One msw server per test file; unhandled calls fail the test. The shell's settings call, the
 * public worksheet catalogue and the avatars' picture list (nobody has a picture) answer like the
 * server unless a test says otherwise.
 */
export function startMockServer() {
  const server = setupServer(siteConfigHandler(), worksheetsHandler(), http.get('/api/users/pictures', () => HttpResponse.json([])));
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
export function siteConfigHandler(
  corporateTrainingUrl = '/pivot#services',
  practitionerCount = 3,
  links: Partial<Pick<SiteConfigDto, 'bookStoreUrl' | 'interviewVideoUrl' | 'authorQaFormUrl' | 'timeZone'>> = {},
) {
  const body: SiteConfigDto = { corporateTrainingUrl, practitionerCount, bookStoreUrl: null, interviewVideoUrl: null, authorQaFormUrl: null, timeZone: 'Asia/Tokyo', ...links };
  return http.get('/api/site-config', () => HttpResponse.json(body));
}

/** `GET /api/worksheets`: the public catalogue (26 sheets of the server's ids unless given). */
export function worksheetsHandler(worksheets: WorksheetResponse[] | 'error' = aCatalogue()) {
  return http.get('/api/worksheets', () =>
    worksheets === 'error' ? HttpResponse.json({ statusCode: 500, message: 'Internal Server Error' }, { status: 500 }) : HttpResponse.json(worksheets),
  );
}
