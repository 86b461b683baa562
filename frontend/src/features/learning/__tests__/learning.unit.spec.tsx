import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';
import { blockOnScreen, difficultyLabel, lessonBlocks, readingDwellMs, readPercent } from '../lib/progress';
import { aLearningSummary } from '../../../test-support/learning-mother';
import { aContent } from './learning.mother';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const slowTest = 60_000;
const pageLoad = { timeout: 15_000 };

describe('learning screen', () => {
  it('labels difficulties as the spec does and splits a lesson into headings and paragraphs', () => {
    expect([difficultyLabel('beginner'), difficultyLabel('advanced'), difficultyLabel('expert')]).toEqual(['初級', '上級', '不明']);
    // Each block stands for its characters up to the next block, so reading every block is the whole text.
    expect(lessonBlocks('■ 見出し\n\n本文です。\n\n次の段落')).toEqual([
      { kind: 'heading', text: '見出し', range: [0, 7] },
      { kind: 'paragraph', text: '本文です。', range: [7, 14] },
      { kind: 'paragraph', text: '次の段落', range: [14, 18] },
    ]);
    // A block is read after its reading time on screen: half of it showing, or half the screen filled.
    expect([readingDwellMs(3), readingDwellMs(100), readingDwellMs(1000)]).toEqual([1000, 5000, 15000]);
    const screenRect = { height: 800 } as DOMRectReadOnly;
    expect(blockOnScreen({ isIntersecting: true, intersectionRatio: 0.6, intersectionRect: { height: 60 } as DOMRectReadOnly, rootBounds: screenRect })).toBe(true);
    expect(blockOnScreen({ isIntersecting: true, intersectionRatio: 0.3, intersectionRect: { height: 500 } as DOMRectReadOnly, rootBounds: screenRect })).toBe(true);
    expect(blockOnScreen({ isIntersecting: true, intersectionRatio: 0.3, intersectionRect: { height: 30 } as DOMRectReadOnly, rootBounds: screenRect })).toBe(false);
    expect(blockOnScreen({ isIntersecting: false, intersectionRatio: 0, intersectionRect: { height: 0 } as DOMRectReadOnly, rootBounds: screenRect })).toBe(false);
    // The scroll only says where to resume.
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
        http.get('/api/learning-content/summary', () => HttpResponse.json(aLearningSummary({ totalCount: 0, categories: [] }))),
      );
      renderApp('/community/learning');
      expect(await screen.findByText('学習コンテンツを準備中です', {}, pageLoad)).toBeInTheDocument();
      expect(screen.queryByText(/16件中12件/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /レッスンを読み込む/ })).not.toBeInTheDocument();
    },
    slowTest,
  );

  it(
    'shows cards with up to three tags and the real progress; opening a lesson reports nothing, the blocks on screen long enough report their characters and the cards follow',
    async () => {
      const body = '■ 主役はメンバー\n\n1on1はメンバーのための時間です。';
      let content = aContent();
      let summary = aLearningSummary();
      const reports: { percent: number; studySeconds: number; watched?: [number, number][] }[] = [];
      // jsdom lays nothing out: the test is the screen, telling the reader which blocks show.
      const observed: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
      const realObserver = window.IntersectionObserver;
      window.IntersectionObserver = class {
        readonly elements: Element[] = [];
        constructor(callback: IntersectionObserverCallback) {
          observed.push({ callback, elements: this.elements });
        }
        observe(element: Element) {
          this.elements.push(element);
        }
        unobserve() {}
        disconnect() {}
      } as unknown as typeof IntersectionObserver;
      const show = (element: Element, ratio: number) =>
        observed.at(-1)!.callback(
          [{ target: element, isIntersecting: ratio > 0, intersectionRatio: ratio, intersectionRect: { height: 20 * ratio }, rootBounds: { height: 800 } } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      server.use(
        currentUserHandler(aUser()),
        http.get('/api/learning-content', () => HttpResponse.json([content])),
        http.get('/api/learning-courses', () => HttpResponse.json([])),
        http.get('/api/learning-content/summary', () => HttpResponse.json(summary)),
        http.get('/api/learning-content/:id', () => HttpResponse.json({ ...content, body })),
        http.post('/api/learning-content/:id/progress', async ({ request }) => {
          const report = (await request.json()) as (typeof reports)[number];
          reports.push(report);
          // The server's rule: the share of the text's characters read, done at 90 %.
          const read = reports.flatMap((r) => r.watched ?? []).reduce((sum, [start, end]) => sum + end - start, 0);
          const progress = Math.round((read / body.length) * 100);
          const completed = progress >= 90;
          content = aContent({
            myProgress: { progress: completed ? 100 : progress, position: 0, completed, startedAt: '2026-11-25T00:00:00.000Z', completedAt: completed ? '2026-11-25T00:00:00.000Z' : null },
          });
          summary = aLearningSummary({ completedCount: completed ? 1 : 0, startedCount: 1, overallPercent: completed ? 11 : 0, badgesEarned: completed ? 1 : 0 });
          return HttpResponse.json(content);
        }),
      );
      try {
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
        const heading = await screen.findByRole('heading', { name: '主役はメンバー' }, pageLoad);
        const paragraph = screen.getByText('1on1はメンバーのための時間です。');
        expect(screen.getByText(/読んだ部分 0%/)).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: '読み終えた' })).not.toBeInTheDocument();
        // A block that shows only briefly, or is scrolled past, is not read.
        act(() => show(paragraph, 1));
        act(() => show(paragraph, 0));
        await new Promise((resolve) => setTimeout(resolve, 1_300));
        expect(reports).toEqual([]);
        // Both blocks on screen for their reading time: each reports its characters, once.
        act(() => show(heading, 1));
        act(() => show(paragraph, 1));
        await waitFor(() => expect(reports.flatMap((r) => r.watched ?? [])).toEqual([[0, 11], [11, body.length]]), { timeout: 4_000 });
        expect(await screen.findByText('修了しました', {}, pageLoad)).toBeInTheDocument();
        expect(await screen.findByText('9件中1件を修了', {}, pageLoad)).toBeInTheDocument();
      } finally {
        window.IntersectionObserver = realObserver;
      }
    },
    slowTest,
  );
});
