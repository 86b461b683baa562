import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';
import { difficultyLabel, lessonBlocks, readPercent } from '../lib/progress';
import { aContent, aSummary } from './learning.mother';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const slowTest = 60_000;
const pageLoad = { timeout: 15_000 };

describe('learning screen', () => {
  it('labels difficulties as the spec does and splits a lesson into headings and paragraphs', () => {
    expect([difficultyLabel('beginner'), difficultyLabel('advanced'), difficultyLabel('expert')]).toEqual(['初級', '上級', '不明']);
    expect(lessonBlocks('■ 見出し\n\n本文です。\n\n次の段落')).toEqual([
      { kind: 'heading', text: '見出し' },
      { kind: 'paragraph', text: '本文です。' },
      { kind: 'paragraph', text: '次の段落' },
    ]);
    // A text that fits the screen is read to 85 %, never completed by opening it.
    expect(readPercent(0, 500, 800)).toBe(85);
    expect(readPercent(250, 1500, 1000)).toBe(43);
  });

  it(
    "shows the empty state 'learning content being prepared' with no fixed figures",
    async () => {
      server.use(
        currentUserHandler(aUser()),
        http.get('/api/learning-content', () => HttpResponse.json([])),
        http.get('/api/learning-courses', () => HttpResponse.json([])),
        http.get('/api/learning-content/summary', () => HttpResponse.json(aSummary({ totalCount: 0, categories: [] }))),
      );
      renderApp('/community/learning');
      expect(await screen.findByText('学習コンテンツを準備中です', {}, pageLoad)).toBeInTheDocument();
      expect(screen.queryByText(/16件中12件/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /レッスンを読み込む/ })).not.toBeInTheDocument();
    },
    slowTest,
  );

  it(
    'shows cards with up to three tags and the real progress; finishing a lesson reports 100 % and the cards follow',
    async () => {
      let content = aContent();
      let summary = aSummary();
      const reports: { percent: number; studySeconds: number }[] = [];
      server.use(
        currentUserHandler(aUser()),
        http.get('/api/learning-content', () => HttpResponse.json([content])),
        http.get('/api/learning-courses', () => HttpResponse.json([])),
        http.get('/api/learning-content/summary', () => HttpResponse.json(summary)),
        http.get('/api/learning-content/:id', () => HttpResponse.json({ ...content, body: '■ 主役はメンバー\n\n1on1はメンバーのための時間です。' })),
        http.post('/api/learning-content/:id/progress', async ({ request }) => {
          const body = (await request.json()) as { percent: number; studySeconds: number };
          reports.push(body);
          const completed = body.percent >= 90 || content.myProgress.completed;
          content = aContent({
            myProgress: { progress: completed ? 100 : body.percent, position: body.percent, completed, startedAt: '2026-11-25T00:00:00.000Z', completedAt: completed ? '2026-11-25T00:00:00.000Z' : null },
          });
          summary = aSummary({ completedCount: completed ? 1 : 0, startedCount: 1, overallPercent: completed ? 11 : 0, badgesEarned: completed ? 1 : 0 });
          return HttpResponse.json(content);
        }),
      );
      renderApp('/community/learning');
      // The card's title is its button; what the card shows is read on the card.
      const open = await screen.findByRole('button', { name: '1on1は誰のための時間かを開く' }, pageLoad);
      const card = open.closest<HTMLElement>('.ant-card')!;
      expect(within(card).getByText('傾聴')).toBeInTheDocument();
      expect(within(card).queryByText('四つ目のタグ')).not.toBeInTheDocument();
      expect(within(card).getByText('未開始')).toBeInTheDocument();
      expect(within(card).getByText('初級')).toBeInTheDocument();
      expect(screen.getByText('9件中0件を修了')).toBeInTheDocument();

      // jsdom lays nothing out: the click lands on the button that covers the card in a browser.
      await user.click(open);
      await user.click(await screen.findByRole('button', { name: '読み終えた' }, pageLoad));
      await waitFor(() => expect(reports.some((r) => r.percent === 100)).toBe(true));
      expect(await screen.findByText('修了しました', {}, pageLoad)).toBeInTheDocument();
      expect(await screen.findByText('9件中1件を修了', {}, pageLoad)).toBeInTheDocument();
    },
    slowTest,
  );
});
