import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserHandler, siteConfigHandler, startMockServer, worksheetsHandler } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aWorksheet } from '../../../test-support/worksheet-mother';

const server = startMockServer();
beforeEach(() => server.use(currentUserHandler('signed-out')));

describe('book companion page', () => {
  it('has a section for every anchor of the spec, and its menu links to each', async () => {
    const { container } = renderApp('/pivot');
    await screen.findByRole('heading', { level: 1 });
    for (const anchor of ['downloads', 'contact', 'pivot-interview', 'author-qa', 'cases', 'reviews', 'services']) {
      expect(container.querySelector(`section#${anchor}`)).not.toBeNull();
      expect(within(screen.getByRole('navigation', { name: 'このページの目次' })).getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(`#${anchor}`);
    }
    expect(screen.getByRole('link', { name: '図表・ワークシートをダウンロード' })).toHaveAttribute('href', '#downloads');
  });

  it('shows both books, the author, three cases and twelve reviews rated 4 or 5', async () => {
    renderApp('/pivot');
    expect(await screen.findByRole('heading', { name: '『ピボット』' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '『全員経営』' })).toBeInTheDocument();
    expect(screen.getByText('早瀬 恭介')).toBeInTheDocument();
    const cases = within(document.getElementById('cases')!).getAllByRole('listitem');
    expect(cases.map((item) => item.querySelector('h3')?.textContent)).toEqual(['開発チームの生産性が30%向上', '営業成績が2倍に', '離職率が半分に']);
    const ratings = within(document.getElementById('reviews')!).getAllByRole('img').map((stars) => stars.getAttribute('aria-label'));
    expect(ratings).toHaveLength(12);
    for (const rating of ratings) expect(['5段階中4', '5段階中5']).toContain(rating);
  });

  it('opens every other site in a new tab: the store reviews, corporate services, the video and the Q&A form', async () => {
    server.use(
      siteConfigHandler('https://training.example.co.jp/pivot', 3, {
        bookStoreUrl: 'https://books.example.co.jp/pivot/reviews',
        interviewVideoUrl: 'https://video.example.co.jp/pivot-interview',
        authorQaFormUrl: 'https://forms.example.co.jp/pivot-qa',
      }),
    );
    renderApp('/pivot');
    for (const name of [/書店サイトでレビューを読む/, /^企業向けサービス\s*（新しいタブ/, /企業向けサービスの詳細/, /インタビュー動画を見る/, /参加を申し込む/]) {
      const link = await screen.findByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('leads the corporate offer to this page when the operator set no site of their own: the services section and the inquiry form', async () => {
    renderApp('/pivot');
    const card = await screen.findByRole('link', { name: '企業向けサービス' });
    expect(card).toHaveAttribute('href', '#services');
    expect(card).not.toHaveAttribute('target');
    expect(await screen.findByRole('link', { name: '研修・導入について問い合わせる' })).toHaveAttribute('href', '#contact');
    expect(screen.queryByRole('link', { name: /企業向けサービスの詳細/ })).toBeNull();
  });

  it('leaves out the links to other sites the operator has not set: no store link, no video button, the Q&A through the inquiry form', async () => {
    renderApp('/pivot');
    const qa = await screen.findByRole('link', { name: 'お問い合わせフォームから申し込む' });
    expect(qa).toHaveAttribute('href', '#contact');
    expect(screen.queryByRole('link', { name: /書店サイトでレビューを読む/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /インタビュー動画を見る/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /参加を申し込む/ })).toBeNull();
  });

  it('lists the whole set by default and all 26 worksheets in the individual tab, filtered by category', async () => {
    renderApp('/pivot');
    const bulk = await screen.findByRole('tab', { name: '一括ダウンロード' });
    expect(bulk).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: '全26点をまとめてダウンロード' })).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: '個別ダウンロード' }));
    await screen.findByRole('button', { name: 'シート mvvをダウンロード' });
    expect(screen.getAllByRole('button', { name: /をダウンロード$/ }).filter((button) => button.closest('[role=tabpanel]:not([hidden])'))).toHaveLength(26);
    await userEvent.selectOptions(screen.getByLabelText('カテゴリで絞り込む'), '氷山理論');
    const shown = screen.getAllByRole('button', { name: /をダウンロード$/ }).filter((button) => button.closest('[role=tabpanel]:not([hidden])'));
    expect(shown.map((button) => button.getAttribute('aria-label'))).toEqual(
      ['blank', 'basic', 'size', 'shape', 'model', 'example', 'growth', 'summary'].map((name) => `氷山 iceberg-${name}をダウンロード`),
    );
    expect(within(screen.getByLabelText('カテゴリで絞り込む')).getAllByRole('option').map((option) => option.textContent)).toEqual(['すべて', 'セルフマネジメント', '氷山理論']);
  });

  it("lists the server's catalogue, says so while it loads, and offers to try again when it cannot", async () => {
    server.use(worksheetsHandler('error'));
    renderApp('/pivot');
    await userEvent.click(await screen.findByRole('tab', { name: '個別ダウンロード' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ワークシートの一覧を読み込めませんでした。');
    expect(screen.getByRole('button', { name: '全26点をまとめてダウンロード', hidden: true })).toBeInTheDocument();

    server.use(worksheetsHandler([aWorksheet({ id: 'mvv', title: 'MVVシート', category: '組織マネジメント' })]));
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('button', { name: 'MVVシートをダウンロード' })).toBeVisible();
    expect(screen.getByText('組織マネジメント', { selector: '.site-tag' })).toBeInTheDocument();
  });

  it('moves between the download tabs with the arrow keys', async () => {
    renderApp('/pivot');
    const bulk = await screen.findByRole('tab', { name: '一括ダウンロード' });
    bulk.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '個別ダウンロード' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '個別ダウンロード' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('readers page and book landing page', () => {
  it('the readers page links to its downloads and contact sections, with the media feature and the author Q&A', async () => {
    const { container } = renderApp('/pivot/readers');
    await screen.findByRole('heading', { name: '読者のみなさまへ' });
    const menu = screen.getByRole('navigation', { name: 'このページの目次' });
    expect(within(menu).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#downloads', '#contact']);
    for (const anchor of ['downloads', 'contact', 'pivot-interview', 'author-qa']) expect(container.querySelector(`section#${anchor}`)).not.toBeNull();
  });

  it('the book landing page shows the book card and the inquiry form, its button scrolling to the downloads', async () => {
    renderApp('/pivot/book');
    expect(await screen.findByRole('heading', { level: 1, name: '『ピボット』' })).toBeInTheDocument();
    expect(screen.getByText('実践経営出版')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '書籍『ピボット』の表紙' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '本書の図表をダウンロード' })).toHaveAttribute('href', '#downloads');
    expect(screen.getByRole('form', { name: 'お問い合わせ' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'ダウンロード' })).toHaveAttribute('href', '#downloads');
    expect(within(footer).getByRole('link', { name: 'お問い合わせ' })).toHaveAttribute('href', '#contact');
  });
});
