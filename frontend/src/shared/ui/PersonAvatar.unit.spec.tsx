import { render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../app/store';
import { startMockServer } from '../../test-support/msw';
import { TestProviders } from '../../test-support/test-providers';
import { PersonAvatar, pictureSource } from './PersonAvatar';

const server = startMockServer();

const show = (element: React.ReactElement) => render(<TestProviders store={makeStore()}>{element}</TestProviders>);

describe('PersonAvatar (decision 0095)', () => {
  it("shows the name's initial, decoratively, when there is no picture", () => {
    const { container } = show(<PersonAvatar name="佐藤 花子" pictureUrl={null} />);
    expect(container.textContent).toBe('佐');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it("shows a member's picture at the list size", () => {
    const { container } = show(<PersonAvatar name="佐藤 花子" pictureUrl="/api/pictures/m1/abc" size={24} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/pictures/m1/abc?size=128');
  });

  it("finds a user's picture in the shared list of pictures", async () => {
    server.use(http.get('/api/users/pictures', () => HttpResponse.json([{ userId: 'u1', pictureUrl: '/api/pictures/u1/def' }])));
    const { container } = show(<PersonAvatar name="山田 太郎" userId="u1" />);
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/pictures/u1/def?size=128'));
  });

  it('asks for the 512 px picture when drawn large, and leaves an issuer URL as it is', () => {
    expect(pictureSource('/api/pictures/u1/def', 128)).toBe('/api/pictures/u1/def?size=128');
    expect(pictureSource('/api/pictures/u1/def', 160)).toBe('/api/pictures/u1/def');
    expect(pictureSource('https://issuer.example/p.png', 32)).toBe('https://issuer.example/p.png');
  });
});
