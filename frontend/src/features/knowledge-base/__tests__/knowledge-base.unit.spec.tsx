import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { KnowledgeEntryResponse, KnowledgePassageResponse } from '../../../shared/api/generated/knowledge-base';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';
import { snippetParts } from '../../../shared/ui/HighlightedSnippet';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const slowTest = 60_000;
const pageLoad = { timeout: 15_000 };

const anEntry = (overrides: Partial<KnowledgeEntryResponse> = {}): KnowledgeEntryResponse => ({
  id: 'ownership-what',
  bookTitle: '全員経営',
  chapterNumber: 1,
  chapterTitle: '全員経営とは何か',
  sectionTitle: '全員経営と当事者意識',
  content: '全員経営とは、メンバー一人ひとりが自分の仕事をオーナーとして考える組織のあり方です。',
  concepts: ['全員経営', '当事者意識', 'オーナーシップ', '四つ目'],
  keywords: ['経営'],
  practicalApplications: ['任せられる判断を三つ挙げる'],
  relatedTopics: ['山登りチーム'],
  aliases: ['とうじしゃいしき'],
  contentType: 'theory',
  importance: 10,
  isActive: true,
  updatedAt: '2026-11-01T00:00:00.000Z',
  revision: 0,
  ...overrides,
});

const aPassage = (entry: KnowledgeEntryResponse, snippet: string, highlights: { start: number; length: number }[]): KnowledgePassageResponse => ({
  entryId: entry.id,
  bookTitle: entry.bookTitle,
  chapterNumber: entry.chapterNumber,
  chapterTitle: entry.chapterTitle,
  sectionTitle: entry.sectionTitle,
  concepts: entry.concepts,
  contentType: entry.contentType,
  importance: entry.importance,
  snippet,
  highlights,
  score: 12.5,
});

const pivot = anEntry({ id: 'pivot-mental-brake', bookTitle: 'ピボット', sectionTitle: '心のブレーキ', chapterTitle: '心のブレーキとは何か', importance: 9 });

describe('knowledge base screen', () => {
  it('cuts a snippet into marked and plain parts by the highlight ranges', () => {
    expect(snippetParts('心のブレーキに気づく', [{ start: 2, length: 4 }])).toEqual([
      { text: '心の', marked: false },
      { text: 'ブレーキ', marked: true },
      { text: 'に気づく', marked: false },
    ]);
  });

  it(
    'lists the entries with importance n/10 and at most three concepts, and searches only from 3 characters, marking the matches',
    async () => {
      const searches: string[] = [];
      server.use(
        currentUserHandler(aUser()),
        http.get('/api/knowledge-base', () => HttpResponse.json([anEntry(), pivot])),
        http.get('/api/knowledge-base/search', ({ request }) => {
          const q = new URL(request.url).searchParams.get('q') ?? '';
          searches.push(q);
          return HttpResponse.json([aPassage(anEntry(), '…当事者意識が土台になります。', [{ start: 1, length: 5 }])]);
        }),
      );
      renderApp('/community/knowledge-base');
      expect(await screen.findByRole('heading', { name: '全員経営と当事者意識' }, pageLoad)).toBeInTheDocument();
      expect(screen.getByText('重要度 10/10')).toBeInTheDocument();
      expect(screen.queryByText('四つ目')).not.toBeInTheDocument();
      // Members do not load book data.
      expect(screen.queryByRole('button', { name: /書籍データを読み込む/ })).not.toBeInTheDocument();

      const box = screen.getByRole('textbox', { name: 'ナレッジを検索' });
      // One Japanese character is not searched; two are (decision 0086).
      await user.type(box, 'と');
      expect(await screen.findByText('3文字以上（日本語は2文字以上）で検索します')).toBeInTheDocument();
      expect(searches).toEqual([]);

      await user.type(box, 'うじしゃ');
      const mark = await screen.findByText('当事者意識', { selector: 'mark' }, pageLoad);
      expect(mark).toBeInTheDocument();
      await waitFor(() => expect(searches).toContain('とうじしゃ'));
      expect(searches.every((q) => q.length >= 2)).toBe(true);
    },
    slowTest,
  );

  it(
    "filters by book with the book's own call, and opens an entry in full",
    async () => {
      const books: string[] = [];
      server.use(
        currentUserHandler(aUser()),
        http.get('/api/knowledge-base', () => HttpResponse.json([anEntry(), pivot])),
        http.get('/api/knowledge-base/book', ({ request }) => {
          const title = new URL(request.url).searchParams.get('title') ?? '';
          books.push(title);
          return HttpResponse.json([pivot]);
        }),
        http.get('/api/knowledge-base/:id', ({ params }) => HttpResponse.json(params.id === pivot.id ? pivot : anEntry())),
      );
      renderApp('/community/knowledge-base');
      await screen.findByRole('heading', { name: '全員経営と当事者意識' }, pageLoad);
      await user.click(screen.getByText('ピボット', { selector: '.ant-segmented-item-label' }));
      await waitFor(() => expect(screen.queryByRole('heading', { name: '全員経営と当事者意識' })).not.toBeInTheDocument());
      expect(books).toEqual(['ピボット']);

      await user.click(await screen.findByRole('button', { name: '心のブレーキの詳細を開く' }));
      expect(await screen.findByText('実践のヒント', {}, pageLoad)).toBeInTheDocument();
      expect(screen.getByText('任せられる判断を三つ挙げる')).toBeInTheDocument();
    },
    slowTest,
  );

  it(
    "lets an admin load the book data, and says '書籍データの読み込みに失敗しました' when it fails",
    async () => {
      let held: KnowledgeEntryResponse[] = [];
      let fail = true;
      server.use(
        currentUserHandler(aUser({ userType: 'admin', isAdmin: true })),
        http.get('/api/knowledge-base', () => HttpResponse.json(held)),
        http.post('/api/knowledge-base/seed', () => {
          if (fail) return HttpResponse.json({ statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' }, { status: 500 });
          held = [anEntry(), pivot];
          return HttpResponse.json({ added: 2, revised: 0, unchanged: 0 });
        }),
      );
      renderApp('/community/knowledge-base');
      expect(await screen.findByText('ナレッジはまだありません', {}, pageLoad)).toBeInTheDocument();
      const [load] = screen.getAllByRole('button', { name: /書籍データを読み込む/ });
      await user.click(load);
      expect(await screen.findByText(/書籍データの読み込みに失敗しました/, {}, pageLoad)).toBeInTheDocument();

      fail = false;
      await user.click(screen.getAllByRole('button', { name: /書籍データを読み込む/ })[0]);
      expect(await screen.findByText(/書籍データを読み込みました（追加 2件/, {}, pageLoad)).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: '心のブレーキ' }, pageLoad)).toBeInTheDocument();
    },
    slowTest,
  );
});
