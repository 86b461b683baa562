import { screen } from '@testing-library/react';
import { currentUserHandler, startMockServer } from '../../test-support/msw';
import { renderApp } from '../../test-support/render-app';

const server = startMockServer();

describe('404 page', () => {
  it('answers an unknown top-level route with the 404 page', async () => {
    server.use(currentUserHandler('signed-out'));
    renderApp('/no-such-page');
    expect(await screen.findByText('ページが見つかりません')).toBeInTheDocument();
    expect(screen.getByText('お探しのページは存在しません。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'トップページへ戻る' })).toHaveAttribute('href', '/');
  });
});
