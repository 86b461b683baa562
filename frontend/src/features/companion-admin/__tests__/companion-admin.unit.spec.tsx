import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { InquiryResponse } from '../../../shared/api/generated/companion-admin';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';
import { atWidth, columnHeaders, resetWidth } from '../../../test-support/viewport';
import { aRegistrant, anInquiry, someWorksheets } from './companion-admin-mothers';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const slowTest = 60_000;
const pageLoad = { timeout: 15_000 };
const admin = aUser({ email: 'admin@demo.example', userType: 'admin', isAdmin: true });

function sidebar() {
  return within(screen.getByRole('navigation', { name: 'コミュニティメニュー' }));
}

/** The inquiries the fake server holds; each call records its query string. */
function inquiries(held: InquiryResponse[]) {
  const queries: string[] = [];
  const processed: { id: string; ifMatch: string | null; body: unknown }[] = [];
  server.use(
    currentUserHandler(admin),
    http.get('/api/admin/inquiries', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params.toString());
      const status = params.get('status');
      return HttpResponse.json(
        held.filter((row) =>
          status === 'overdue' ? row.overdue : status === 'processed' ? row.isProcessed : status === 'open' ? !row.isProcessed : true,
        ),
      );
    }),
    http.post('/api/admin/inquiries/:id/process', async ({ params, request }) => {
      const body = (await request.json()) as { note: string };
      processed.push({ id: String(params.id), ifMatch: request.headers.get('If-Match'), body });
      const row = held.find((r) => r.id === params.id)!;
      Object.assign(row, {
        isProcessed: true,
        processedAt: '2026-11-26T02:00:00.000Z',
        note: body.note,
        overdue: false,
        revision: row.revision + 1,
      });
      return HttpResponse.json(row);
    }),
  );
  return { queries, processed };
}

describe('companion admin screens', () => {
  it(
    'shows the admin group in the sidebar to admins only',
    async () => {
      server.use(
        currentUserHandler(admin),
        http.get('/api/admin/inquiries', () => HttpResponse.json([])),
      );
      const { unmount } = renderApp('/community/admin/inquiries');
      await screen.findByRole('heading', { name: 'お問い合わせ' }, pageLoad);
      expect(sidebar().getByText('管理')).toBeInTheDocument();
      expect(sidebar().getByRole('link', { name: '資料ダウンロード登録者' })).toHaveAttribute(
        'href',
        '/community/admin/download-registrants',
      );
      unmount();

      server.use(currentUserHandler(aUser()));
      renderApp('/community/admin/inquiries');
      expect(await screen.findByText('アクセス権限がありません', {}, pageLoad)).toBeInTheDocument();
      expect(sidebar().queryByText('管理')).not.toBeInTheDocument();
      expect(sidebar().queryByRole('link', { name: 'お問い合わせ' })).not.toBeInTheDocument();
    },
    slowTest,
  );

  it(
    'lists inquiries with their reply deadline, the overdue ones in red, and filters by state',
    async () => {
      const late = anInquiry({ companyName: '遅延商事', overdue: true, replyDueBy: '2026-11-30', businessDaysOpen: 5 });
      const fresh = anInquiry({ companyName: '新着工業', replyDueBy: '2026-12-02', businessDaysOpen: 1 });
      const done = anInquiry({
        companyName: '対応済み物産',
        isProcessed: true,
        processedAt: '2026-11-20T03:00:00.000Z',
        note: '電話で回答',
      });
      const { queries } = inquiries([late, fresh, done]);
      renderApp('/community/admin/inquiries');
      const lateRow = (await screen.findByText('遅延商事', {}, pageLoad)).closest('tr') as HTMLElement;
      expect(within(lateRow).getByText('期限超過')).toBeInTheDocument();
      expect(within(lateRow).getByText('返信期限 11月30日(月)')).toBeInTheDocument();
      expect(within(lateRow).getByText('5営業日経過')).toBeInTheDocument();
      const freshRow = screen.getByText('新着工業').closest('tr') as HTMLElement;
      expect(within(freshRow).getByText('未対応')).toBeInTheDocument();
      const doneRow = screen.getByText('対応済み物産').closest('tr') as HTMLElement;
      expect(within(doneRow).getByText('対応済み')).toBeInTheDocument();
      expect(within(doneRow).getByText('対応メモ: 電話で回答')).toBeInTheDocument();
      expect(within(doneRow).queryByRole('button', { name: /対応済みにする/ })).not.toBeInTheDocument();

      await user.click(screen.getByText('期限超過', { selector: '.ant-segmented-item-label' }));
      await waitFor(() => expect(queries).toContain('status=overdue'));
      await waitFor(() => expect(screen.queryByText('新着工業')).not.toBeInTheDocument());
      expect(screen.getByText('遅延商事')).toBeInTheDocument();
    },
    slowTest,
  );

  it(
    'marks an inquiry processed with a note, on the revision it showed',
    async () => {
      const open = anInquiry({ companyName: '相談株式会社', revision: 3 });
      const { processed } = inquiries([open]);
      renderApp('/community/admin/inquiries');
      await user.click(await screen.findByRole('button', { name: '対応済みにする: 相談株式会社' }, pageLoad));
      const dialog = within(
        (
          await screen.findByText(
            '相談株式会社 からのお問い合わせを対応済みにします。どのように対応したかを残しておくと、後から確認できます。',
          )
        ).closest('.ant-modal') as HTMLElement,
      );
      await user.type(dialog.getByLabelText('対応メモ'), 'メールで資料を送付');
      await user.click(dialog.getByRole('button', { name: '対応済みにする' }));
      await waitFor(() => expect(processed).toEqual([{ id: open.id, ifMatch: '3', body: { note: 'メールで資料を送付' } }]));
      expect(await screen.findByText('お問い合わせを対応済みにしました')).toBeInTheDocument();
      const row = (await screen.findByText('対応メモ: メールで資料を送付')).closest('tr') as HTMLElement;
      expect(within(row).getByText('対応済み')).toBeInTheDocument();
    },
    slowTest,
  );

  it(
    'lists registrants with the files they downloaded and filters by file',
    async () => {
      const queries: string[] = [];
      const reader = aRegistrant({
        name: '鈴木 一郎',
        fileType: 'circle-of-influence',
        downloads: [
          { fileId: 'circle-of-influence', title: '影響の輪', downloadedAt: '2026-11-20T01:00:00.000Z' },
          { fileId: 'pivot-all', title: '図表・ワークシート全26点セット', downloadedAt: '2026-11-21T01:00:00.000Z' },
        ],
      });
      const quiet = aRegistrant({ name: '高橋 誠' });
      server.use(
        currentUserHandler(admin),
        http.get('/api/worksheets', () => HttpResponse.json(someWorksheets)),
        http.get('/api/admin/download-registrants', ({ request }) => {
          const params = new URL(request.url).searchParams;
          queries.push(params.toString());
          return HttpResponse.json(params.get('fileId') === 'pivot-all' ? [reader] : [reader, quiet]);
        }),
      );
      renderApp('/community/admin/download-registrants');
      const row = (await screen.findByText('鈴木 一郎', {}, pageLoad)).closest('tr') as HTMLElement;
      expect(within(row).getByText('影響の輪', { selector: 'td' })).toBeInTheDocument();
      expect(within(row).getByText('図表・ワークシート全26点セット', { selector: '.ant-tag' })).toBeInTheDocument();
      const quietRow = screen.getByText('高橋 誠').closest('tr') as HTMLElement;
      expect(within(quietRow).getByText('まだダウンロードはありません')).toBeInTheDocument();

      await user.click(screen.getByLabelText('資料で絞り込み'));
      await user.click(await screen.findByText('図表・ワークシート全26点セット', { selector: '.ant-select-item-option-content' }));
      await waitFor(() => expect(queries).toContain('fileId=pivot-all'));
      await waitFor(() => expect(screen.queryByText('高橋 誠')).not.toBeInTheDocument());
    },
    slowTest,
  );

  it(
    'reads on a 390 px phone without sideways scrolling: who wrote and where it stands, the rest folded into the row',
    async () => {
      atWidth(390);
      try {
        const open = anInquiry({ companyName: '相談株式会社', message: '導入の相談をしたいです' });
        inquiries([open]);
        renderApp('/community/admin/inquiries');
        const row = (await screen.findByText('相談株式会社', {}, pageLoad)).closest('tr') as HTMLElement;
        const table = row.closest('table') as HTMLElement;
        expect(columnHeaders(table)).toEqual(['会社名・ご担当者', '状態']);
        expect(within(row).getByText('未対応')).toBeInTheDocument();
        expect(screen.queryByText('導入の相談をしたいです')).not.toBeInTheDocument();
        await user.click(within(row).getByRole('button', { name: /展開|expand/i }));
        expect(await screen.findByText('導入の相談をしたいです')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: '対応済みにする: 相談株式会社' })).toBeInTheDocument();
      } finally {
        resetWidth();
      }
    },
    slowTest,
  );

  it(
    'shows why a list could not be loaded, with a retry',
    async () => {
      server.use(
        currentUserHandler(admin),
        http.get('/api/admin/inquiries', () =>
          HttpResponse.json(
            { statusCode: 500, message: 'サーバーでエラーが発生しました', error: 'Internal Server Error' },
            { status: 500 },
          ),
        ),
      );
      renderApp('/community/admin/inquiries');
      expect(await screen.findByText('一覧を読み込めませんでした', {}, pageLoad)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
    },
    slowTest,
  );
});
