import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserHandler, startMockServer } from '../../test-support/msw';
import { renderApp } from '../../test-support/render-app';
import { aUser } from '../../test-support/user-mother';
import type { AppRoute } from '../routes';

const server = startMockServer();
const user = userEvent.setup({ delay: null });

const page = (text: string) => async () => ({ default: () => <h2>{text}</h2> });
const community: AppRoute[] = [
  { path: 'matrix', access: 'signed_in', menu: { key: 'matrix', group: 'main', label: 'MSマトリックス' }, page: page('ボード') },
  {
    path: 'forum',
    access: 'signed_in',
    menu: { key: 'forum', group: 'community', label: 'フォーラム' },
    page: page('一覧'),
    children: [{ path: ':postId', access: 'signed_in', title: 'フォーラムの投稿', page: page('投稿') }],
  },
  { path: 'profile', access: 'signed_in', title: 'プロフィール', page: page('プロフィールの編集') },
];

describe('the document title, from the route registry', () => {
  beforeEach(() => server.use(currentUserHandler(aUser())));

  it.each([
    ['/community/matrix', 'MSマトリックス | ピボット実践コミュニティ'],
    ['/community/forum/p-1', 'フォーラムの投稿 | ピボット実践コミュニティ'],
    ['/community/profile', 'プロフィール | ピボット実践コミュニティ'],
    ['/community/no-such-page', 'ページが見つかりません | ピボット実践コミュニティ'],
  ])('names %s 「%s」: its own title, else its menu label, the product after it', async (path, title) => {
    renderApp(path, { community });
    await screen.findByRole('heading');
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('gives a child without a title of its own its parent’s', async () => {
    renderApp('/community/forum', { community });
    await screen.findByRole('heading', { name: '一覧' });
    await waitFor(() => expect(document.title).toBe('フォーラム | ピボット実践コミュニティ'));
  });
});

describe('the skip link', () => {
  it('is the first stop of the keyboard and moves the focus to the page’s main content, past the top bar and sidebar', async () => {
    server.use(currentUserHandler(aUser()));
    renderApp('/community/matrix', { community });
    await screen.findByRole('heading', { name: 'ボード' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'メインコンテンツへ移動' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toContainElement(screen.getByRole('heading', { name: 'ボード' }));
    expect(main).not.toContainElement(screen.getByRole('navigation'));
  });

  it('is on the public pages too, leading to their main region', async () => {
    server.use(currentUserHandler('signed-out'));
    renderApp('/');
    await screen.findByRole('main');
    await user.tab();
    expect(screen.getByRole('link', { name: 'メインコンテンツへ移動' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('main')).toHaveFocus();
  });
});
