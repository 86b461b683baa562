import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserHandler, startMockServer } from '../../test-support/msw';
import { renderApp } from '../../test-support/render-app';
import { aUser } from '../../test-support/user-mother';

const server = startMockServer();

/** The pages (and so the top bar) show once their chunk has loaded. */
async function topBar() {
  return within(await screen.findByRole('banner'));
}

describe('top bar', () => {
  it('shows a disabled loading button while the current user loads', async () => {
    server.use(currentUserHandler('pending'));
    renderApp('/');
    const button = await (await topBar()).findByRole('button', { name: /読み込み中/ });
    expect(button).toBeDisabled();
    expect((await topBar()).queryByRole('link', { name: /ログイン/ })).not.toBeInTheDocument();
  });

  // The public pages have a top bar of their own in plain markup (PublicTopBar), the antd screens
  // theirs (TopBar): both must say the same.
  it.each(['/pivot', '/community/no-such-screen'])('greets a signed-in user family name first and offers logout (%s)', async (path) => {
    server.use(currentUserHandler(aUser({ lastName: '山田', firstName: '太郎' })));
    renderApp(path);
    expect(await (await topBar()).findByText('こんにちは、山田 太郎さん')).toBeInTheDocument();
    expect((await topBar()).getByRole('link', { name: /ログアウト/ })).toHaveAttribute('href', '/api/logout');
    expect((await topBar()).queryByRole('link', { name: /ログイン$/ })).not.toBeInTheDocument();
    expect((await topBar()).queryByRole('link', { name: /管理画面/ })).not.toBeInTheDocument();
  });

  it('greets a new user who has not given a name yet with a friendly word, not the e-mail address', async () => {
    server.use(currentUserHandler(aUser({ lastName: '', firstName: '', email: 'new.person@example.com' })));
    renderApp('/pivot');
    expect(await (await topBar()).findByText('ようこそ')).toBeInTheDocument();
    expect((await topBar()).queryByText(/new\.person@example\.com/)).not.toBeInTheDocument();
  });

  it('offers login to a signed-out visitor', async () => {
    server.use(currentUserHandler('signed-out'));
    renderApp('/');
    const login = await (await topBar()).findByRole('link', { name: /ログイン/ });
    expect(login.getAttribute('href')).toMatch(/^\/api\/login(\?|$)/);
    expect((await topBar()).queryByText(/こんにちは/)).not.toBeInTheDocument();
  });

  it('shows the admin toggle to admins only, switching between / and /admin-dashboard', async () => {
    server.use(currentUserHandler(aUser({ isAdmin: true, userType: 'admin' })));
    const { router } = renderApp('/pivot');
    const toAdmin = await (await topBar()).findByRole('link', { name: /管理画面/ });
    expect(toAdmin).toHaveAttribute('href', '/admin-dashboard');
    await userEvent.click(toAdmin);
    expect(router.state.location.pathname).toBe('/admin-dashboard');
    expect(await (await topBar()).findByRole('link', { name: /サイトに戻る/ })).toHaveAttribute('href', '/');
  });

  it('links the product title to /', async () => {
    server.use(currentUserHandler('signed-out'));
    renderApp('/community');
    expect(await (await topBar()).findByRole('link', { name: 'ピボット実践コミュニティ' })).toHaveAttribute('href', '/');
  });
});
