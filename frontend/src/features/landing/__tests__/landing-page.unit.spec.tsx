import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
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
    for (const claim of ['200名以上', '5.0', '30秒', '無料']) expect(screen.getByText(claim)).toBeInTheDocument();
    expect(screen.getByText('98件のレビュー平均')).toBeInTheDocument();
    expect(screen.getByText('クレジットカード不要')).toBeInTheDocument();
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
