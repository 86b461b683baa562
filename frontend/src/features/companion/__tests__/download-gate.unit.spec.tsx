import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { polyfillDialog } from '../../../test-support/dialog';
import { currentUserHandler, startMockServer, worksheetsHandler } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aWorksheet } from '../../../test-support/worksheet-mother';

const server = startMockServer();
polyfillDialog();

let opened: string[];
beforeEach(() => {
  window.localStorage.clear();
  opened = [];
  jest.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url));
    return null;
  });
  server.use(
    currentUserHandler('signed-out'),
    worksheetsHandler([aWorksheet({ id: 'circle-of-influence', title: '影響の輪', category: 'セルフマネジメント' }), aWorksheet({ id: 'mvv', title: 'MVVシート' })]),
  );
});
afterEach(() => jest.restoreAllMocks());

/** The registrations the server received, answered as `answer` says. */
function registrantHandler(answer: 'ok' | 'pending' | { status: number; message: string } = 'ok') {
  const received: unknown[] = [];
  server.use(
    http.post('/api/download-registrant', async ({ request }) => {
      received.push(await request.json());
      if (answer === 'pending') await delay('infinite');
      if (typeof answer === 'object') return HttpResponse.json({ statusCode: answer.status, message: answer.message }, { status: answer.status });
      return HttpResponse.json({ success: true, message: '登録が完了しました。ダウンロードを開始します' }, { status: 201 });
    }),
  );
  return received;
}

async function openBulkGate() {
  renderApp('/pivot');
  await userEvent.click(await screen.findByRole('button', { name: '全26点をまとめてダウンロード' }));
  return screen.findByRole('dialog', { name: '図表・ワークシート全26点セット' });
}

async function fillIn(dialog: HTMLElement, values: { name?: string; companyName?: string; email?: string; emailConfirm?: string }) {
  const fields: [keyof typeof values, string][] = [
    ['name', 'お名前'],
    ['companyName', '会社名'],
    ['email', 'メールアドレス'],
    ['emailConfirm', 'メールアドレス（確認）'],
  ];
  for (const [key, label] of fields) {
    if (values[key] !== undefined) await userEvent.type(within(dialog).getByLabelText(label), values[key]);
  }
}

const registration = { name: '佐藤 花子', companyName: '株式会社サンプル', email: 'hanako@example.com', emailConfirm: 'hanako@example.com' };

describe('download gate', () => {
  it('shows no message while typing into a fresh form, every message of §5 on submit, then updates them on change', async () => {
    const received = registrantHandler();
    const dialog = await openBulkGate();
    await fillIn(dialog, { email: 'not-an-address' });
    expect(within(dialog).queryByText('有効なメールアドレスを入力してください')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: '登録してダウンロード' }));
    expect(within(dialog).getByText('お名前を入力してください')).toBeInTheDocument();
    expect(within(dialog).getByText('会社名を入力してください')).toBeInTheDocument();
    expect(within(dialog).getAllByText('有効なメールアドレスを入力してください')).toHaveLength(2);
    expect(within(dialog).getByLabelText('お名前')).toHaveFocus();
    expect(within(dialog).getByLabelText('お名前')).toHaveAccessibleDescription('お名前を入力してください');

    await userEvent.type(within(dialog).getByLabelText('お名前'), '佐');
    expect(within(dialog).queryByText('お名前を入力してください')).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('メールアドレス'));
    await userEvent.type(within(dialog).getByLabelText('メールアドレス'), 'a@example.com');
    await userEvent.type(within(dialog).getByLabelText('メールアドレス（確認）'), 'b@example.com');
    expect(within(dialog).getByText('メールアドレスが一致しません')).toBeInTheDocument();
    expect(received).toEqual([]);
    expect(opened).toEqual([]);
  });

  it('registers once, sends the file id without the confirmation, opens the file in a new tab and never asks again', async () => {
    const received = registrantHandler();
    const dialog = await openBulkGate();
    await fillIn(dialog, registration);
    await userEvent.click(within(dialog).getByRole('button', { name: '登録してダウンロード' }));

    const toast = await screen.findByRole('status', { name: '登録完了' });
    expect(toast).toHaveTextContent('ダウンロードを開始します');
    expect(received).toEqual([{ name: '佐藤 花子', companyName: '株式会社サンプル', email: 'hanako@example.com', fileType: 'pivot-all' }]);
    expect(opened).toEqual(['/api/download/pivot-all']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('downloadGateCompleted')).toBe('true');
    expect(JSON.parse(window.localStorage.getItem('downloadGateData')!)).toEqual(registration);

    await userEvent.click(screen.getByRole('tab', { name: '個別ダウンロード' }));
    await userEvent.click(await screen.findByRole('button', { name: '影響の輪をダウンロード' }));
    expect(opened).toEqual(['/api/download/pivot-all', '/api/download/circle-of-influence']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(received).toHaveLength(1);
  });

  it('opens the file at once on a browser that registered before, even on another page', async () => {
    window.localStorage.setItem('downloadGateCompleted', 'true');
    window.localStorage.setItem('downloadGateData', JSON.stringify(registration));
    renderApp('/pivot/readers');
    await userEvent.click(await screen.findByRole('button', { name: '全26点をまとめてダウンロード' }));
    expect(opened).toEqual(['/api/download/pivot-all']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores stored form data it cannot read, and still trusts the completed flag', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('downloadGateCompleted', 'true');
    window.localStorage.setItem('downloadGateData', '{not json');
    renderApp('/pivot');
    await userEvent.click(await screen.findByRole('button', { name: '全26点をまとめてダウンロード' }));
    expect(opened).toEqual(['/api/download/pivot-all']);
    expect(warn).toHaveBeenCalled();
  });

  it("says '登録中...' and refuses a second press while sending", async () => {
    const received = registrantHandler('pending');
    const dialog = await openBulkGate();
    await fillIn(dialog, registration);
    await userEvent.click(within(dialog).getByRole('button', { name: '登録してダウンロード' }));
    const sending = await within(dialog).findByRole('button', { name: '登録中...' });
    expect(sending).toBeDisabled();
    await userEvent.click(sending);
    expect(received).toHaveLength(1);
    expect(opened).toEqual([]);
  });

  it("keeps the dialog open with the server's reason when registration fails, and remembers nothing", async () => {
    registrantHandler({ status: 400, message: '有効なメールアドレスを入力してください' });
    const dialog = await openBulkGate();
    await fillIn(dialog, registration);
    await userEvent.click(within(dialog).getByRole('button', { name: '登録してダウンロード' }));
    const alert = await screen.findByRole('alert', { name: 'エラー' });
    expect(alert).toHaveTextContent('有効なメールアドレスを入力してください');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('お名前')).toHaveValue('佐藤 花子');
    expect(opened).toEqual([]);
    expect(window.localStorage.getItem('downloadGateCompleted')).toBeNull();
  });

  it("says '登録に失敗しました' when the server gives no reason", async () => {
    server.use(http.post('/api/download-registrant', () => new HttpResponse(null, { status: 500 })));
    const dialog = await openBulkGate();
    await fillIn(dialog, registration);
    await userEvent.click(within(dialog).getByRole('button', { name: '登録してダウンロード' }));
    expect(await screen.findByRole('alert', { name: 'エラー' })).toHaveTextContent('登録に失敗しました');
  });

  it('titles the dialog with the worksheet asked for, and closing it downloads nothing', async () => {
    renderApp('/pivot');
    await userEvent.click(await screen.findByRole('tab', { name: '個別ダウンロード' }));
    await userEvent.click(await screen.findByRole('button', { name: 'MVVシートをダウンロード' }));
    const dialog = await screen.findByRole('dialog', { name: 'MVVシート' });
    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opened).toEqual([]);
  });
});
