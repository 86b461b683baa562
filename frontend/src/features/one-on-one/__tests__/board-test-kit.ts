import { configure, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { CompanyMemberResponse } from '../../../shared/api/generated/company-members';
import type { DepartmentResponse } from '../../../shared/api/generated/departments';
import type { AgendaResponse } from '../../../shared/api/generated/one-on-one-agendas';
import type { OneOnOneEntryResponse, OneOnOneGrowthHistoryResponse, OneOnOneSessionResponse } from '../../../shared/api/generated/one-on-one-matrix';
import { currentUserHandler, type startMockServer } from '../../../test-support/msw';
import { aTeam } from '../../../test-support/team-mother';
import { aUser } from '../../../test-support/user-mother';
import { aDepartment, anAgenda } from './one-on-one-mothers';

// A whole page with antd renders slowly in jsdom when the 2-core machine is busy (e.g. several
// suites in parallel); the default 5 s is too tight for the first render of the board.
configure({ asyncUtilTimeout: 15_000 });

export const team = aTeam({ id: 'team-1', name: '営業チーム' });

export interface BoardData {
  entries: OneOnOneEntryResponse[];
  members?: CompanyMemberResponse[];
  histories?: OneOnOneGrowthHistoryResponse[];
  departments?: DepartmentResponse[];
  sessions?: OneOnOneSessionResponse[];
  /** Every entry's agenda (the drawer reads it); an empty one when not given. */
  agenda?: AgendaResponse;
}

/** What the page asked for, for assertions. */
/** antd dialogs and drawers by their title (role queries are slow over the whole page in jsdom). */
export async function findDialog(title: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title, .ant-drawer-title *, .ant-drawer-title' });
  return heading.closest('.ant-modal, .ant-drawer-section') as HTMLElement;
}

export interface Calls {
  growthHistory: number;
  requests: { method: string; path: string; body: unknown; ifMatch: string | null }[];
}

/** Serves the 1on1 page's reads for one team; `calls` records every write and each growth-history read. */
export function serveBoard(server: ReturnType<typeof startMockServer>, data: BoardData): Calls {
  const calls: Calls = { growthHistory: 0, requests: [] };
  const json = (body: JsonBodyType) => HttpResponse.json(body);
  server.use(
    currentUserHandler(aUser()),
    http.get('/api/teams', () => json([team])),
    // Read at each call, so a test can change what the server holds.
    http.get('/api/1on1-matrix/manager', () => json(data.entries)),
    http.get('/api/departments', () => json(data.departments ?? [aDepartment()])),
    http.get('/api/company-members/team/:teamId', () => json(data.members ?? [])),
    http.get('/api/1on1-matrix/growth-history', () => {
      calls.growthHistory += 1;
      return json(data.histories ?? []);
    }),
    http.get('/api/1on1-matrix/:id/sessions', () => json(data.sessions ?? [])),
    http.get('/api/1on1-agendas/:entryId', ({ params }) => json(data.agenda ?? anAgenda({ entryId: String(params.entryId) }))),
  );
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'GET') return;
    const text = await request.clone().text();
    calls.requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
      ifMatch: request.headers.get('If-Match'),
    });
  });
  return calls;
}

/**
 * jsdom has no layout and no PointerEvent: the board is given its natural size at the top left (its
 * screen matrix is the identity: one client pixel per viewBox unit, so client coordinates are board coordinates) and pointer events are mouse
 * events with a pointer id.
 */
export function giveTheBoardLayout(): void {
  if (!('PointerEvent' in window)) {
    class PointerEventStandIn extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    Object.defineProperty(window, 'PointerEvent', { value: PointerEventStandIn, configurable: true });
  }
  Object.defineProperty(SVGSVGElement.prototype, 'getScreenCTM', {
    configurable: true,
    value: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
  });
}

// No pointer-events check: it reads computed styles up the tree, which is slow under antd's CSS-in-JS in jsdom.
export const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** The board, once the page has loaded. */
export async function findBoard() {
  return within(await screen.findByLabelText(/^1on1マトリックス（横軸：信頼関係/));
}

/** A member's point on the board, by its accessible name. */
export function pointOf(name: string): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${name}：`));
}

/** A button by its text (role queries over the whole page are slow in jsdom). */
export function button(text: string, container: HTMLElement = document.body): HTMLElement {
  return within(container).getByText(text, { selector: 'button *' }).closest('button') as HTMLElement;
}

/** The side panel of members by department. */
export function memberPanel() {
  return within(screen.getByText('表示するメンバー').closest('.ant-card') as HTMLElement);
}
