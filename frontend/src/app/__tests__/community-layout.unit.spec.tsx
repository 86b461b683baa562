import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserHandler, siteConfigHandler, startMockServer } from '../../test-support/msw';
import { renderApp } from '../../test-support/render-app';
import { aUser } from '../../test-support/user-mother';
import { communityRoutes, type AppRoute } from '../routes';

const server = startMockServer();

/** Stand-ins for the dashboard and the forum, which have their own tests: these are about the shell around them. */
const dashboardPage: AppRoute['page'] = async () => ({ default: () => <p>ダッシュボードの本文</p> });
const forumPage: AppRoute['page'] = async () => ({ default: () => <p>フォーラムの本文</p> });
const otherPage: AppRoute['page'] = async () => ({ default: () => <p>ほかの画面の本文</p> });

/** The real /community table's menu lines, with these stand-in pages by path and one stand-in on every other line. */
function menuWithPages(pages: Record<string, AppRoute['page']>): AppRoute[] {
  return communityRoutes.filter((route) => route.menu).map(({ children: _children, ...route }) => ({ ...route, page: pages[route.path] ?? otherPage }));
}

const indexOnly = menuWithPages({ '': dashboardPage });
const indexAndForum = menuWithPages({ '': dashboardPage, forum: forumPage });

function sidebar() {
  return within(screen.getByRole('navigation', { name: 'コミュニティメニュー' }));
}

/** A link's list item by its label. */
function menuItemOf(label: string) {
  return sidebar().getByRole('link', { name: label });
}

describe('community layout', () => {
  it('asks a signed-out visitor to sign in instead of showing the community', async () => {
    server.use(currentUserHandler('signed-out'));
    renderApp('/community', { community: indexOnly });
    expect(await screen.findByText('ログインが必要です')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'コミュニティメニュー' })).not.toBeInTheDocument();
  });

  it('shows the four sidebar groups and highlights the dashboard on /community', async () => {
    server.use(currentUserHandler(aUser()));
    renderApp('/community', { community: indexOnly });
    await screen.findByRole('navigation', { name: 'コミュニティメニュー' });
    for (const group of ['メイン', 'コミュニティ', 'AIサポート', '高度な分析']) {
      expect(sidebar().getByText(group)).toBeInTheDocument();
    }
    expect(sidebar().getByRole('link', { name: /^心の叫び/ })).toHaveAttribute('href', '/community/anonymous');
    expect(sidebar().getByRole('link', { name: /^組織文化シミュレーション/ })).toHaveAttribute('href', '/community/culture-simulation');
    expect(menuItemOf('ダッシュボード')).toHaveAttribute('aria-current', 'page');
    expect(menuItemOf('フォーラム')).not.toHaveAttribute('aria-current', 'page');
  });

  it('highlights the link of the route being shown', async () => {
    server.use(currentUserHandler(aUser()));
    renderApp('/community/forum', { community: indexAndForum });
    expect(await screen.findByText('フォーラムの本文')).toBeInTheDocument();
    expect(menuItemOf('フォーラム')).toHaveAttribute('aria-current', 'page');
    expect(menuItemOf('ダッシュボード')).not.toHaveAttribute('aria-current', 'page');
  });

  it('lights up the link of the page a sub-page sits under', async () => {
    server.use(currentUserHandler(aUser()));
    const postPage: AppRoute = { path: ':postId', access: 'signed_in', page: async () => ({ default: () => <p>投稿の本文</p> }) };
    const community = indexAndForum.map((route) => (route.path === 'forum' ? { ...route, children: [postPage] } : route));
    renderApp('/community/forum/post-1', { community });
    expect(await screen.findByText('投稿の本文')).toBeInTheDocument();
    expect(menuItemOf('フォーラム')).toHaveAttribute('aria-current', 'page');
  });

  it('shows each admin link only to the users whom its route admits, the rule the server applies to its calls', async () => {
    const teamAdminLinks = ['管理ダッシュボード', '本番マイグレーション', 'ポイント台帳', 'モデレーション'];
    const adminOnlyLinks = ['資料ダウンロード登録者', 'お問い合わせ', 'プロジェクションと再生', 'イベントログ'];
    const linksOf = async (user: ReturnType<typeof aUser>) => {
      server.use(currentUserHandler(user));
      const view = renderApp('/community', { community: indexOnly });
      const labels = (await within(await screen.findByRole('navigation', { name: 'コミュニティメニュー' })).findAllByRole('link')).map((link) => link.textContent);
      view.unmount();
      return labels;
    };

    const member = await linksOf(aUser({ userType: 'member', isAdmin: false }));
    for (const label of [...teamAdminLinks, ...adminOnlyLinks]) expect(member.some((text) => text?.startsWith(label))).toBe(false);

    const teamAdmin = await linksOf(aUser({ userType: 'team_admin', isAdmin: false }));
    for (const label of teamAdminLinks) expect(teamAdmin.some((text) => text?.startsWith(label))).toBe(true);
    for (const label of adminOnlyLinks) expect(teamAdmin.some((text) => text?.startsWith(label))).toBe(false);

    const admin = await linksOf(aUser({ userType: 'admin', isAdmin: true }));
    for (const label of [...teamAdminLinks, ...adminOnlyLinks]) expect(admin.some((text) => text?.startsWith(label))).toBe(true);
  });

  it('shows the 404 page for a community path that neither a route nor a sidebar link names', async () => {
    server.use(currentUserHandler(aUser()));
    renderApp('/community/no-such-page', { community: indexOnly });
    expect(await screen.findByText('ページが見つかりません')).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'ダッシュボード' })).not.toHaveAttribute('aria-current', 'page');
  });

  it("leads the corporate-training banner to the operator's company site, in a new tab", async () => {
    server.use(currentUserHandler(aUser()), siteConfigHandler('https://training.example.co.jp/pivot'));
    renderApp('/community', { community: indexOnly });
    const banner = await screen.findByRole('link', { name: /詳しく見る/ });
    expect(banner).toHaveAttribute('href', 'https://training.example.co.jp/pivot');
    expect(banner).toHaveAttribute('target', '_blank');
    expect(banner).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leads the corporate-training banner by default to the companion page\'s services, in the same tab', async () => {
    server.use(currentUserHandler(aUser()));
    renderApp('/community', { community: indexOnly });
    const banner = await screen.findByRole('link', { name: /詳しく見る/ });
    expect(banner).toHaveAttribute('href', '/pivot#services');
    expect(banner).not.toHaveAttribute('target');
  });

  it('shows the index page on /community', async () => {
    server.use(currentUserHandler(aUser()));
    renderApp('/community', { community: indexOnly });
    expect(await screen.findByText('ダッシュボードの本文')).toBeInTheDocument();
  });

  it('treats /community-portal as an alias of /community', async () => {
    server.use(currentUserHandler(aUser()));
    const { router } = renderApp('/community-portal', { community: indexOnly });
    await screen.findByRole('navigation', { name: 'コミュニティメニュー' });
    expect(router.state.location.pathname).toBe('/community');
  });

  describe('on a phone', () => {
    const wideScreen = window.matchMedia;
    beforeEach(() => {
      // Every max-width query matches: a screen narrower than any breakpoint.
      window.matchMedia = (query: string) => ({ ...wideScreen(query), matches: query.includes('max-width') });
    });
    afterEach(() => {
      window.matchMedia = wideScreen;
    });

    it('keeps the menu in a closed drawer, opened from the top bar and closed by following a link', async () => {
      server.use(currentUserHandler(aUser()));
      const { router } = renderApp('/community', { community: indexAndForum });
      expect(await screen.findByText('ダッシュボードの本文')).toBeInTheDocument();
      // The page has the whole width: no sidebar beside it until the menu is opened.
      expect(screen.queryByRole('navigation', { name: 'コミュニティメニュー' })).not.toBeInTheDocument();

      const toggle = within(screen.getByRole('banner')).getByRole('button', { name: 'メニューを開く' });
      await userEvent.click(toggle);
      const drawer = await screen.findByRole('dialog', { name: 'コミュニティメニュー' });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(document.querySelector('.ant-drawer-open')).toContainElement(drawer);

      await userEvent.click(within(drawer).getByRole('link', { name: 'フォーラム' }));
      expect(await screen.findByText('フォーラムの本文')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/community/forum');
      await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
      expect(document.querySelector('.ant-drawer-open')).toBeNull();
    });

    it('shows no menu toggle outside the community pages', async () => {
      server.use(currentUserHandler(aUser()));
      renderApp('/about', { site: [{ path: 'about', access: 'public', page: async () => ({ default: () => <p>トップ</p> }) }] });
      expect(await screen.findByText('トップ')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'メニューを開く' })).not.toBeInTheDocument();
    });
  });
});
