import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { currentUserHandler, siteConfigHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';

const server = startMockServer();

/** A stand-in dashboard, so the test sees where the user landed without the real one's calls. */
const community = [{ path: '', access: 'signed_in' as const, page: async () => ({ default: () => <p>コミュニティのダッシュボード</p> }) }];

describe('landing page', () => {
  it('shows the six features, the four steps, the claims and "start free" twice, leading to sign-in', async () => {
    server.use(currentUserHandler('signed-out'));
    renderApp('/');
    const startLinks = await screen.findAllByRole('link', { name: '無料で始める' });
    expect(startLinks).toHaveLength(2);
    for (const link of startLinks) expect(link).toHaveAttribute('href', '/api/login?returnTo=%2Fcommunity');
    for (const feature of ['MSマトリックス', '1on1マトリックス', '学習コンテンツ', 'AIコーチング', '実践者コミュニティ', '心の叫び']) {
      expect(screen.getByRole('heading', { name: feature })).toBeInTheDocument();
    }
    const steps = screen.getAllByRole('listitem').filter((item) => item.closest('ol'));
    expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual(['理論の確認', '実践', '振り返り', '共有']);
    const claims = within(screen.getByRole('region', { name: '利用状況' }));
    expect(claims.getByText('メールだけ')).toBeInTheDocument();
    expect(claims.getByText('無料')).toBeInTheDocument();
    expect(claims.getByText('クレジットカード不要')).toBeInTheDocument();
    expect(screen.queryByText(/30秒/)).not.toBeInTheDocument();
  });

  it("shows the server's count of practitioners and the average of the book page's reviews", async () => {
    server.use(currentUserHandler('signed-out'), siteConfigHandler('/pivot#services', 1234));
    renderApp('/');
    const claims = within(await screen.findByRole('region', { name: '利用状況' }));
    expect(await claims.findByText('1,234名')).toBeInTheDocument();
    expect(claims.getByText('の実践者が参加')).toBeInTheDocument();
    // Eight reviews rated 5 and four rated 4 (shared/content/reviews.ts): 56 / 12 = 4.67.
    expect(claims.getByText('4.7')).toBeInTheDocument();
    expect(claims.getByText('12件のレビュー平均')).toBeInTheDocument();
  });

  it('shows a tiny count as it is', async () => {
    server.use(currentUserHandler('signed-out'), siteConfigHandler('/pivot#services', 2));
    renderApp('/');
    const claims = within(await screen.findByRole('region', { name: '利用状況' }));
    expect(await claims.findByText('2名')).toBeInTheDocument();
  });

  it('holds the place of a count still on its way', async () => {
    server.use(currentUserHandler('signed-out'), http.get('/api/site-config', () => delay('infinite')));
    renderApp('/');
    const label = await screen.findByText('の実践者が参加');
    expect(label.closest('li')).toHaveAttribute('aria-busy', 'true');
    expect(label.previousElementSibling).toHaveClass('landing-claims__value--reserved');
    expect(label.previousElementSibling).toHaveTextContent('');
  });

  it('says the count is unavailable when the server cannot answer, and keeps the other claims', async () => {
    server.use(
      currentUserHandler('signed-out'),
      http.get('/api/site-config', () => HttpResponse.json({ statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' }, { status: 500 })),
    );
    renderApp('/');
    const claims = within(await screen.findByRole('region', { name: '利用状況' }));
    expect(await claims.findByText('―')).toBeInTheDocument();
    expect(claims.getByText('4.7')).toBeInTheDocument();
  });

  it('answers the FAQ: what is free, anonymised members, the optional community, trying with a hypothetical team', async () => {
    server.use(currentUserHandler('signed-out'));
    renderApp('/');
    const question = await screen.findByText('自分のチームで使う前に試せますか？');
    await userEvent.click(question);
    expect(question.closest('details')).toHaveAttribute('open');
    expect(screen.getByText(/「サンプルチームで試す」を押すと、架空のメンバーが入ったチーム/)).toBeVisible();
    expect(screen.getByText(/MSマトリックスの基本機能、1on1マトリックス、コミュニティへの参加、学習コンテンツの閲覧は無料/)).toBeInTheDocument();
    expect(screen.getByText(/匿名化したメンバー情報/)).toBeInTheDocument();
    expect(screen.getByText(/いいえ、任意です/)).toBeInTheDocument();
  });

  it('takes a signed-in user into the community', async () => {
    server.use(currentUserHandler(aUser()));
    const { router } = renderApp('/', { community });
    expect(await screen.findByText('コミュニティのダッシュボード')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/community'));
  });

  it('links to the book page from the hero and the footer', async () => {
    server.use(currentUserHandler('signed-out'));
    renderApp('/');
    const links = await screen.findAllByRole('link', { name: '書籍の特設ページへ' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/pivot');
  });
});
