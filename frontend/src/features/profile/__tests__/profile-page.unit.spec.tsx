import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CurrentUser } from '../../../shared/auth/current-user';
import { startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const slowTest = 60_000;
const pageLoad = { timeout: 15_000 };

interface Sent {
  ifMatch: string | null;
  body: unknown;
}

/** The current user as the server holds it; a PUT changes it and bumps the revision, as the API does. */
function serveProfile(initial: CurrentUser) {
  let current = initial;
  const sent: Sent[] = [];
  server.use(
    http.get('/api/auth/user', () => HttpResponse.json(current)),
    http.put('/api/users/:id', async ({ request }) => {
      const body = (await request.json()) as Partial<CurrentUser>;
      sent.push({ ifMatch: request.headers.get('If-Match'), body });
      current = { ...current, ...body, revision: current.revision + 1 };
      return HttpResponse.json(current);
    }),
  );
  return sent;
}

/** The top bar comes with the antd frame, a chunk of its own. */
async function topBar() {
  return within(await screen.findByRole('banner', {}, pageLoad));
}

describe('profile screen', () => {
  it('is opened from the greeting in the top bar and shows the e-mail read-only beside the editable fields', async () => {
    serveProfile(aUser({ lastName: '山田', firstName: '太郎', email: 'yamada@example.com', hireDate: '2020-04-01', notes: '営業を担当' }));
    renderApp('/community');
    await user.click(await (await topBar()).findByRole('link', { name: 'こんにちは、山田 太郎さん（プロフィール）' }, pageLoad));

    expect(await screen.findByRole('heading', { name: 'プロフィール' }, pageLoad)).toBeInTheDocument();
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('yamada@example.com');
    expect(screen.getByLabelText('メールアドレス')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('姓')).toHaveValue('山田');
    expect(screen.getByLabelText('名')).toHaveValue('太郎');
    expect(screen.getByLabelText('入社日（任意）')).toHaveValue('2020-04-01');
    expect(screen.getByLabelText('メモ（任意）')).toHaveValue('営業を担当');
  }, slowTest);

  it('saves the name, hire date and notes under the revision it loaded, and the top bar greets the new name', async () => {
    const sent = serveProfile(aUser({ lastName: '', firstName: '', hireDate: null, notes: null, revision: 3 }));
    renderApp('/community/profile');
    const lastName = await screen.findByLabelText('姓', {}, pageLoad);
    fireEvent.change(lastName, { target: { value: ' 佐藤 ' } });
    fireEvent.change(screen.getByLabelText('名'), { target: { value: '花子' } });
    fireEvent.change(screen.getByLabelText('メモ（任意）'), { target: { value: '人事を担当' } });
    await user.click(screen.getByRole('button', { name: '保存する' }));

    expect(await screen.findByText('プロフィールを更新しました')).toBeInTheDocument();
    expect(sent).toEqual([{ ifMatch: '3', body: { lastName: '佐藤', firstName: '花子', hireDate: null, notes: '人事を担当' } }]);
    expect(await (await topBar()).findByText('こんにちは、佐藤 花子さん')).toBeInTheDocument();
  }, slowTest);

  it('asks for a last name and sends nothing without one', async () => {
    const sent = serveProfile(aUser());
    renderApp('/community/profile');
    fireEvent.change(await screen.findByLabelText('姓', {}, pageLoad), { target: { value: ' ' } });
    await user.click(screen.getByRole('button', { name: '保存する' }));

    expect(await screen.findByText('姓を入力してください')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([]));
  }, slowTest);

  it("shows the server's reason when it refuses the change", async () => {
    serveProfile(aUser());
    server.use(
      http.put('/api/users/:id', () =>
        HttpResponse.json({ statusCode: 409, message: '他の画面で更新されています。再読み込みしてください。', error: 'Conflict' }, { status: 409 }),
      ),
    );
    renderApp('/community/profile');
    await screen.findByLabelText('姓', {}, pageLoad);
    await user.click(screen.getByRole('button', { name: '保存する' }));

    expect(await screen.findByText('他の画面で更新されています。再読み込みしてください。')).toBeInTheDocument();
  }, slowTest);
});
