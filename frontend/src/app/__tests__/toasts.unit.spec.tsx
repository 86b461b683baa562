import { act, screen, waitFor } from '@testing-library/react';
import { currentUserHandler, startMockServer } from '../../test-support/msw';
import { renderApp } from '../../test-support/render-app';
import { notifyError } from '../../shared/ui/notify';

const server = startMockServer();

describe('toasts', () => {
  it('shows one toast at a time, the newest', async () => {
    server.use(currentUserHandler('signed-out'));
    renderApp('/');
    await screen.findAllByRole('link', { name: /ログイン/ });
    act(() => notifyError(undefined, 'チームの作成に失敗しました'));
    act(() => notifyError(undefined, 'チームの削除に失敗しました'));
    await screen.findByText('チームの削除に失敗しました');
    // Well before the 5 s display time ends: only maxCount can have removed the first one.
    await waitFor(() => expect(screen.queryAllByText(/失敗しました/)).toHaveLength(1), { timeout: 2000 });
    expect(screen.queryByText('チームの作成に失敗しました')).not.toBeInTheDocument();
    expect(screen.getByText('エラー')).toBeInTheDocument();
  });
});
