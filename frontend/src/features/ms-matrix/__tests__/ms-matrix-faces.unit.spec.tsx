import { jest } from '@jest/globals';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEFAULT_TEAM_KEY } from '../../../shared/teams';
import { facesKey } from '../../../shared/ui/board-faces';
import { inlineImages } from '../../../shared/lib/svg-to-png';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { companyMember } from '../../../test-support/organization-mother';
import { renderApp } from '../../../test-support/render-app';
import { aTeam } from '../../../test-support/team-mother';
import { aUser } from '../../../test-support/user-mother';
import { anEntry } from './ms-matrix-mother';

// The lazy page chunk is slow in jsdom on a busy 2-core machine.
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 20_000 });

const server = startMockServer();
const user = userEvent.setup({ delay: null });
const team = aTeam({ id: 'team-1', name: '開発チーム' });
const viewer = aUser();
/** The bytes the picture route answers (what they are does not matter to the board: it inlines them). */
const PICTURE_BYTES = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);

/** The board of two members, one with a picture at `pictureUrl` (a new URL per test: the page keeps pictures it has read). */
function facesServer(pictureUrl = '/api/pictures/m-sato/abc') {
  const pictureReads: string[] = [];
  server.use(
    currentUserHandler(viewer),
    http.get('/api/teams', () => HttpResponse.json([team])),
    http.get('/api/ms-matrix/team/:teamId', () =>
      HttpResponse.json([
        anEntry({ id: 'e-sato', memberId: 'm-sato', memberName: '佐藤 花子', positionX: 0.3, positionY: 0.4 }),
        anEntry({ id: 'e-suzuki', memberId: 'm-suzuki', memberName: '鈴木 一郎', positionX: 0.7, positionY: 0.6 }),
      ]),
    ),
    http.get('/api/company-members/team/:teamId', () =>
      HttpResponse.json([
        companyMember({ id: 'm-sato', teamId: team.id, lastName: '佐藤', firstName: '花子', pictureUrl }),
        companyMember({ id: 'm-suzuki', teamId: team.id, lastName: '鈴木', firstName: '一郎', pictureUrl: null }),
      ]),
    ),
    http.get('/api/pictures/:owner/:id', ({ request }) => {
      pictureReads.push(new URL(request.url).pathname + new URL(request.url).search);
      return HttpResponse.arrayBuffer(PICTURE_BYTES.buffer, { headers: { 'Content-Type': 'image/webp' } });
    }),
  );
  return { pictureReads };
}

async function openBoard() {
  renderApp('/community/matrix');
  return screen.findByRole('group', { name: 'MSマトリックスのボード' });
}

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(DEFAULT_TEAM_KEY, team.id);
});

describe('faces on the MS board', () => {
  it('draws dots at first, and faces once switched on: the picture inlined, the initial for a member without one', async () => {
    const { pictureReads } = facesServer();
    const board = await openBoard();
    await waitFor(() => expect(board.querySelectorAll('.ms-dot')).toHaveLength(2));
    expect(board.querySelector('.board-face')).toBeNull();

    await user.click(screen.getByRole('switch', { name: '顔写真表示' }));

    await waitFor(() => expect(board.querySelector('[data-face="picture"] image')).not.toBeNull());
    const sato = board.querySelector('[data-entry-id="e-sato"]')!;
    const href = sato.querySelector('image')!.getAttribute('href')!;
    expect(href.startsWith('data:image/webp;base64,')).toBe(true);
    expect(pictureReads).toEqual(['/api/pictures/m-sato/abc?size=128']);
    const suzuki = board.querySelector('[data-entry-id="e-suzuki"]')!;
    expect(suzuki.querySelector('[data-face="initial"] text')?.textContent).toBe('鈴');
    // One clip path rounds every face; the dots stay buttons with their names for the keyboard.
    expect(board.querySelectorAll('clipPath')).toHaveLength(1);
    expect(within(board).getByRole('button', { name: /^佐藤 花子（/ })).toHaveAttribute('tabindex', '0');
    expect(window.localStorage.getItem(facesKey(viewer.id))).toBe('on');
  });

  it('remembers the choice for the user, and reads each picture once however often the board redraws', async () => {
    window.localStorage.setItem(facesKey(viewer.id), 'on');
    const { pictureReads } = facesServer('/api/pictures/m-sato/def');
    const board = await openBoard();
    await waitFor(() => expect(board.querySelector('[data-face="picture"] image')).not.toBeNull());
    expect(screen.getByRole('switch', { name: '顔写真表示' })).toBeChecked();

    // Another user on the same browser starts with dots.
    expect(window.localStorage.getItem(facesKey('someone-else'))).toBeNull();
    cleanup();
    const again = await openBoard();
    await waitFor(() => expect(again.querySelector('[data-face="picture"] image')).not.toBeNull());
    expect(pictureReads).toHaveLength(1);

    await user.click(screen.getByRole('switch', { name: '顔写真表示' }));
    await waitFor(() => expect(again.querySelector('.board-face')).toBeNull());
    expect(window.localStorage.getItem(facesKey(viewer.id))).toBe('off');
  });
});

describe('inlineImages (the PNG export)', () => {
  it('turns every image that is not yet a data URL into one, and leaves data URLs alone', async () => {
    facesServer();
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.innerHTML = '<image href="/api/pictures/m-sato/abc?size=128"/><image href="data:image/png;base64,AAAA"/>';
    await inlineImages(svg);
    const [first, second] = [...svg.querySelectorAll('image')];
    expect(first.getAttribute('href')).toBe(`data:image/webp;base64,${btoa(String.fromCharCode(...PICTURE_BYTES))}`);
    expect(second.getAttribute('href')).toBe('data:image/png;base64,AAAA');
  });
});
