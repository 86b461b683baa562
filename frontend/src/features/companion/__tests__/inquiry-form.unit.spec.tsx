import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';

const server = startMockServer();
beforeEach(() => server.use(currentUserHandler('signed-out')));

/** The inquiries the server received, answered with `answer` (or by a dropped connection). */
function contactHandler(answer: { status?: number; body?: unknown } | 'network-error') {
  const received: unknown[] = [];
  server.use(
    http.post('/api/contact', async ({ request }) => {
      received.push(await request.json());
      if (answer === 'network-error') return HttpResponse.error();
      return HttpResponse.json(answer.body ?? null, { status: answer.status ?? 200 });
    }),
  );
  return received;
}

async function contactForm() {
  renderApp('/pivot');
  return screen.findByRole('form', { name: 'お問い合わせ' });
}

async function fillIn(form: HTMLElement, { phone = '' }: { phone?: string } = {}) {
  await userEvent.type(within(form).getByLabelText('会社名'), '株式会社サンプル');
  await userEvent.type(within(form).getByLabelText('ご担当者名'), '田中 一郎');
  await userEvent.type(within(form).getByLabelText('メールアドレス'), 'ichiro@example.com');
  if (phone) await userEvent.type(within(form).getByLabelText('電話番号（任意）'), phone);
  await userEvent.selectOptions(within(form).getByLabelText('お問い合わせ種別'), '研修・ワークショップについて');
  await userEvent.type(within(form).getByLabelText('お問い合わせ内容'), '管理職研修の内容を相談したいです。');
}

describe('inquiry form', () => {
  it('asks for every required field on submit, leaves the phone optional, and sends nothing until all are valid', async () => {
    const received = contactHandler({ body: { success: true, message: 'ok' } });
    const form = await contactForm();
    await userEvent.click(within(form).getByRole('button', { name: '送信する' }));
    for (const message of ['会社名を入力してください', 'ご担当者名を入力してください', '有効なメールアドレスを入力してください', 'お問い合わせ種別を選択してください', 'お問い合わせ内容を入力してください']) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    expect(within(form).getByLabelText('会社名')).toHaveFocus();
    expect(within(form).getByLabelText('電話番号（任意）')).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(within(form).getByLabelText('会社名'), 'A社');
    expect(within(form).queryByText('会社名を入力してください')).not.toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it("sends the inquiry, says '送信中...' meanwhile, then clears the form and thanks with the server's message", async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const received: unknown[] = [];
    server.use(
      http.post('/api/contact', async ({ request }) => {
        received.push(await request.json());
        await answered;
        return HttpResponse.json({ success: true, message: 'お問い合わせを受け付けました。3営業日以内にご連絡します。' });
      }),
    );
    const form = await contactForm();
    await fillIn(form, { phone: '03-1234-5678' });
    await userEvent.click(within(form).getByRole('button', { name: '送信する' }));
    expect(await within(form).findByRole('button', { name: '送信中...' })).toBeDisabled();
    release();

    const toast = await screen.findByRole('status', { name: 'お問い合わせありがとうございます' });
    expect(toast).toHaveTextContent('お問い合わせを受け付けました。3営業日以内にご連絡します。');
    expect(received).toEqual([
      {
        companyName: '株式会社サンプル',
        contactPerson: '田中 一郎',
        email: 'ichiro@example.com',
        phone: '03-1234-5678',
        inquiryType: 'workshop',
        message: '管理職研修の内容を相談したいです。',
      },
    ]);
    expect(within(form).getByLabelText('会社名')).toHaveValue('');
    expect(within(form).getByLabelText('お問い合わせ種別')).toHaveValue('');
    expect(within(form).queryByText(/を入力してください/)).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses, without the field name it starts with, and keeps what was typed", async () => {
    const phoneRule = '電話番号は数字と「+」「-」「()」で30文字以内で入力してください';
    contactHandler({ status: 400, body: { statusCode: 400, message: [`phone: ${phoneRule}`], error: 'Bad Request' } });
    const form = await contactForm();
    await fillIn(form, { phone: '内線なし' });
    await userEvent.click(within(form).getByRole('button', { name: '送信する' }));
    const alert = await screen.findByRole('alert', { name: '送信エラー' });
    expect(alert).toHaveTextContent(phoneRule);
    expect(alert).not.toHaveTextContent('phone:');
    expect(within(form).getByLabelText('会社名')).toHaveValue('株式会社サンプル');
  });

  it('treats an answer with success false as a failure, with its message', async () => {
    contactHandler({ body: { success: false, message: '只今お問い合わせを受け付けられません' } });
    const form = await contactForm();
    await fillIn(form);
    await userEvent.click(within(form).getByRole('button', { name: '送信する' }));
    expect(await screen.findByRole('alert', { name: '送信エラー' })).toHaveTextContent('只今お問い合わせを受け付けられません');
  });

  it('falls back to the generic text when the server says nothing, and asks to retry later when the network fails', async () => {
    contactHandler({ status: 500 });
    const form = await contactForm();
    await fillIn(form);
    await userEvent.click(within(form).getByRole('button', { name: '送信する' }));
    const alert = await screen.findByRole('alert', { name: '送信エラー' });
    expect(alert).toHaveTextContent('送信中にエラーが発生しました');
    expect(alert).not.toHaveTextContent('しばらくしてから');

    contactHandler('network-error');
    await userEvent.click(await within(form).findByRole('button', { name: '送信する' }));
    expect(await screen.findByRole('alert', { name: '送信エラー' })).toHaveTextContent('送信中にエラーが発生しました。しばらくしてから再度お試しください。');
  });
});
