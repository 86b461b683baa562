import { screen } from '@testing-library/react';
import { currentUserHandler, startMockServer } from '../../test-support/msw';
import { renderApp } from '../../test-support/render-app';
import { aUser } from '../../test-support/user-mother';
import type { AppRoute } from '../routes';

const server = startMockServer();

describe('404 page', () => {
  it('answers an unknown top-level route with the 404 page and the two ways on', async () => {
    server.use(currentUserHandler('signed-out'));
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'ページが見つかりません' })).toBeInTheDocument();
    expect(screen.getByText('お探しのページは存在しません。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'トップページへ戻る' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'コミュニティへ' })).toHaveAttribute('href', '/community');
  });
});

describe('403 view', () => {
  const adminOnly: AppRoute = { path: 'settings', access: 'admin', page: async () => ({ default: () => <p>管理者だけの設定</p> }) };

  it('tells a member who opens an admin page that it is not theirs, and leads back to the dashboard', async () => {
    server.use(currentUserHandler(aUser({ userType: 'member', isAdmin: false })));
    renderApp('/community/settings', { community: [adminOnly] });
    expect(await screen.findByRole('heading', { name: 'アクセス権限がありません' })).toBeInTheDocument();
    expect(screen.getByText(/権限の付与を依頼/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ダッシュボードへ戻る' })).toHaveAttribute('href', '/community');
    expect(screen.queryByText('管理者だけの設定')).not.toBeInTheDocument();
  });

  it('shows the page itself to an admin', async () => {
    server.use(currentUserHandler(aUser({ isAdmin: true })));
    renderApp('/community/settings', { community: [adminOnly] });
    expect(await screen.findByText('管理者だけの設定')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'アクセス権限がありません' })).not.toBeInTheDocument();
  });
});
