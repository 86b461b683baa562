import { screen } from '@testing-library/react';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';

const server = startMockServer();

describe('landing page', () => {
  it('shows the six features, the four steps and "start free" twice, leading to sign-in', async () => {
    server.use(currentUserHandler('signed-out'));
    renderApp('/');
    const startLinks = await screen.findAllByRole('link', { name: '無料で始める' });
    expect(startLinks).toHaveLength(2);
    for (const link of startLinks) expect(link.getAttribute('href')).toMatch(/^\/api\/login(\?|$)/);
    for (const feature of ['MSマトリックス', '1on1マトリックス', '学習コンテンツ', 'AIコーチング', '実践者コミュニティ', '心の叫び']) {
      expect(screen.getByText(feature)).toBeInTheDocument();
    }
    for (const step of ['理論の確認', '実践', '振り返り', '共有']) expect(screen.getByText(step)).toBeInTheDocument();
  });

  it('offers a signed-in user the way into the community instead', async () => {
    server.use(currentUserHandler(aUser()));
    renderApp('/');
    const links = await screen.findAllByRole('link', { name: /コミュニティへ/ });
    expect(links[0]).toHaveAttribute('href', '/community');
    expect(screen.queryByRole('link', { name: '無料で始める' })).not.toBeInTheDocument();
  });
});
