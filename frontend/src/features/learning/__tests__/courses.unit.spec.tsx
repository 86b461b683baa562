import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { LearningCourseResponse, SaveLearningCourseRequest } from '../../../shared/api/generated/learning-courses';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';
import { moved } from '../lib/lesson-order';
import { aLearningSummary } from '../../../test-support/learning-mother';
import { aContent, aVideoFile, notStarted } from './learning.mother';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const slowTest = 60_000;
const pageLoad = { timeout: 15_000 };

const started = (progress: number, completed = false) => ({ progress, position: 12, completed, startedAt: '2026-12-01T00:00:00.000Z', completedAt: completed ? '2026-12-01T00:00:00.000Z' : null });

const library = [
  aContent({ id: 'a', title: '1on1は誰のための時間か', myProgress: started(100, true) }),
  aContent({ id: 'b', title: '【動画】1on1の最初の3分', contentType: 'video', myProgress: started(40) }),
  aContent({ id: 'c', title: '【動画】1on1の終わり方', contentType: 'video', myProgress: notStarted }),
];

/** A lesson as the course route lists it: the library card's title, kind, level and minutes, with the reader's progress. */
const lesson = (id: string, progress: number, completed = false) => {
  const { title, contentType, difficulty, duration } = library.find((content) => content.id === id)!;
  return { id, title, contentType, difficulty, duration, progress, completed, started: progress > 0 };
};

/**
 * The course route's answer. The reader has watched 60 % of "b" since the library above was read,
 * so its figures ((100 + 60 + 0) / 3) are newer than the library's 40 %. The course page shows only
 * the course's own answer, so its rows and its bar agree.
 */
const aCourse = (overrides: Partial<LearningCourseResponse> = {}): LearningCourseResponse => ({
  id: 'course-1',
  title: '1on1をはじめる',
  description: '入門コースです。',
  lessonIds: ['a', 'b', 'c'],
  revision: 1,
  lessons: [lesson('a', 100, true), lesson('b', 60), lesson('c', 0)],
  percent: 53,
  completedCount: 1,
  nextLessonId: 'b',
  started: true,
  ...overrides,
});

/** Serves the screens' reads; answers how many times the library was read. */
function serve(userType: 'member' | 'team_admin', courses: LearningCourseResponse[]) {
  const reads = { library: 0 };
  server.use(
    currentUserHandler(aUser({ userType })),
    http.get('/api/learning-content', () => {
      reads.library += 1;
      return HttpResponse.json(library);
    }),
    http.get('/api/learning-content/summary', () => HttpResponse.json(aLearningSummary())),
    http.get('/api/learning-courses', () => HttpResponse.json(courses)),
    http.get('/api/learning-courses/:id', ({ params }) => {
      const course = courses.find((candidate) => candidate.id === params.id);
      return course ? HttpResponse.json(course) : HttpResponse.json({ statusCode: 404, message: 'コースが見つかりません', error: 'Not Found' }, { status: 404 });
    }),
  );
  return reads;
}

describe('courses', () => {
  it('moves a lesson one place in the order, and not past either end', () => {
    expect(moved(['x', 'y', 'z'], 2, -1)).toEqual(['x', 'z', 'y']);
    expect(moved(['x', 'y', 'z'], 0, 1)).toEqual(['y', 'x', 'z']);
    expect(moved(['x', 'y'], 0, -1)).toEqual(['x', 'y']);
    expect(moved(['x', 'y'], 1, 1)).toEqual(['x', 'y']);
  });

  it(
    'a member opens a course: its lessons in order with their progress, the overall progress, the next lesson, and no authoring controls',
    async () => {
      serve('member', [aCourse()]);
      renderApp('/community/learning');
      const card = await screen.findByRole('progressbar', { name: 'コース「1on1をはじめる」の進み具合' }, pageLoad);
      expect(card).toHaveAttribute('aria-valuenow', '53');
      expect(screen.getByText('レッスン3件')).toBeInTheDocument();
      await user.click(await screen.findByRole('link', { name: 'コース「1on1をはじめる」を開く' }, pageLoad));
      expect(await screen.findByRole('heading', { name: '1on1をはじめる' }, pageLoad)).toBeInTheDocument();
      const items = within(screen.getByRole('list', { name: 'レッスン' })).getAllByRole('listitem');
      expect(items.map((item) => within(item).getAllByRole('button')[0].textContent)).toEqual(['1on1は誰のための時間か', '【動画】1on1の最初の3分', '【動画】1on1の終わり方']);
      expect(within(items[0]).getByText('修了')).toBeInTheDocument();
      expect(within(items[1]).getByText('学習中 60%')).toBeInTheDocument();
      expect(within(items[1]).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
      expect(within(items[2]).getByText('未開始')).toBeInTheDocument();
      expect(screen.getByText('3件中1件を修了')).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'コース「1on1をはじめる」の進み具合' })).toHaveAttribute('aria-valuenow', '53');
      expect(screen.getByRole('button', { name: /続きから学ぶ/ })).toBeInTheDocument();
      expect(screen.getByText('次のレッスン：【動画】1on1の最初の3分')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /編集/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /削除/ })).not.toBeInTheDocument();
    },
    slowTest,
  );

  it(
    "draws the page from the course's one answer, in the course's order, without reading the library",
    async () => {
      // The author put "c" first.
      const reads = serve('member', [aCourse({ lessonIds: ['c', 'a', 'b'], lessons: [lesson('c', 0), lesson('a', 100, true), lesson('b', 60)], percent: 53, nextLessonId: 'c' })]);
      renderApp('/community/learning/courses/course-1');
      const list = await screen.findByRole('list', { name: 'レッスン' }, pageLoad);
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => within(item).getAllByRole('button')[0].textContent)).toEqual(['【動画】1on1の終わり方', '1on1は誰のための時間か', '【動画】1on1の最初の3分']);
      expect(within(items[0]).getByText('動画')).toBeInTheDocument();
      expect(screen.getByText('次のレッスン：【動画】1on1の終わり方')).toBeInTheDocument();
      expect(reads.library).toBe(0);
    },
    slowTest,
  );

  it(
    'says a course that does not exist (or no longer) is not found, with the way back',
    async () => {
      serve('member', [aCourse()]);
      renderApp('/community/learning/courses/no-such-course');
      expect(await screen.findByText('コースが見つかりません', {}, pageLoad)).toBeInTheDocument();
      // The product's not-found state, not a failed read's alert.
      expect(screen.getByText('削除されたか、アドレスが違います。')).toBeInTheDocument();
      expect(screen.queryByText('コースを読み込めませんでした')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: /学習コンテンツに戻る/ })).toBeInTheDocument();
    },
    slowTest,
  );

  it(
    'says when every lesson is finished, and starts from the first lesson when none is started',
    async () => {
      serve('member', [
        aCourse({ lessons: [lesson('a', 100, true), lesson('b', 100, true), lesson('c', 100, true)], percent: 100, completedCount: 3, nextLessonId: null }),
        aCourse({ id: 'course-2', title: '動画で学ぶ1on1', lessonIds: ['b', 'c'], lessons: [lesson('b', 0), lesson('c', 0)], percent: 0, completedCount: 0, nextLessonId: 'b', started: false }),
      ]);
      renderApp('/community/learning/courses/course-1');
      expect(await screen.findByText('このコースのレッスンはすべて修了しました', {}, pageLoad)).toBeInTheDocument();
      expect(screen.getByText('3件中3件を修了')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /続きから学ぶ|最初のレッスンから始める/ })).not.toBeInTheDocument();

      await user.click(screen.getByRole('link', { name: /学習コンテンツに戻る/ }));
      await user.click(await screen.findByRole('link', { name: 'コース「動画で学ぶ1on1」を開く' }, pageLoad));
      expect(await screen.findByRole('button', { name: /最初のレッスンから始める/ }, pageLoad)).toBeInTheDocument();
      expect(screen.getByText('2件中0件を修了')).toBeInTheDocument();
      expect(screen.queryByText('このコースのレッスンはすべて修了しました')).not.toBeInTheDocument();
    },
    slowTest,
  );

  it(
    'an author creates a course, ordering its lessons with the keyboard-operable buttons',
    async () => {
      const saved: SaveLearningCourseRequest[] = [];
      serve('team_admin', []);
      server.use(
        http.post('/api/learning-courses', async ({ request }) => {
          const body = (await request.json()) as SaveLearningCourseRequest;
          saved.push(body);
          return HttpResponse.json(aCourse({ id: 'new-course', title: body.title, lessonIds: body.lessonIds }), { status: 201 });
        }),
      );
      renderApp('/community/learning');
      const create = await screen.findByRole('button', { name: /コースを作る/ }, pageLoad);
      // The lessons to choose from load first.
      await waitFor(() => expect(create).toBeEnabled(), pageLoad);
      await user.click(create);
      const dialog = await screen.findByRole('dialog', {}, pageLoad);
      await user.type(within(dialog).getByLabelText('コース名'), 'はじめての1on1');
      // Nothing chosen: the form says so and sends nothing.
      await user.click(within(dialog).getByRole('button', { name: /保存する/ }));
      expect(await within(dialog).findByText('レッスンを1件以上追加してください')).toBeInTheDocument();
      for (const title of ['【動画】1on1の終わり方', '1on1は誰のための時間か']) {
        await user.click(within(dialog).getByRole('combobox', { name: 'レッスンを追加' }));
        await user.click(await screen.findByTitle(title));
      }
      const up = within(dialog).getByRole('button', { name: '「1on1は誰のための時間か」を1つ前へ' });
      up.focus();
      await user.keyboard('{Enter}');
      await user.click(within(dialog).getByRole('button', { name: /保存する/ }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toMatchObject({ title: 'はじめての1on1', lessonIds: ['a', 'c'] });
    },
    slowTest,
  );

  it(
    'an author edits a course from its page: the lessons to choose from are read when the dialog opens',
    async () => {
      const reads = serve('team_admin', [aCourse()]);
      renderApp('/community/learning/courses/course-1');
      await user.click(await screen.findByRole('button', { name: /編集/ }, pageLoad));
      const dialog = await screen.findByRole('dialog', {}, pageLoad);
      expect(within(dialog).getByLabelText('コース名')).toHaveValue('1on1をはじめる');
      expect(await within(dialog).findByText('【動画】1on1の最初の3分', {}, pageLoad)).toBeInTheDocument();
      expect(reads.library).toBe(1);
    },
    slowTest,
  );

  it(
    'an author deletes a course from its page',
    async () => {
      let deleted = false;
      serve('team_admin', [aCourse()]);
      server.use(
        http.delete('/api/learning-courses/:id', () => {
          deleted = true;
          return new HttpResponse(null, { status: 204 });
        }),
      );
      renderApp('/community/learning/courses/course-1');
      await user.click(await screen.findByRole('button', { name: /削除/ }, pageLoad));
      await user.click(await screen.findByRole('button', { name: '削除' }, pageLoad));
      await waitFor(() => expect(deleted).toBe(true));
    },
    slowTest,
  );

  it(
    "closing an uploaded video sends no percent report (it would save resume position 0 over the player's)",
    async () => {
      const reports: Record<string, unknown>[] = [];
      const video = aContent({
        id: 'v',
        title: '【動画】1on1の最初の3分',
        contentType: 'video',
        myProgress: started(11),
        videoFile: aVideoFile('v'),
      });
      server.use(
        currentUserHandler(aUser()),
        http.get('/api/learning-content', () => HttpResponse.json([video])),
        http.get('/api/learning-content/summary', () => HttpResponse.json(aLearningSummary())),
        http.get('/api/learning-courses', () => HttpResponse.json([])),
        http.get('/api/learning-content/:id', () => HttpResponse.json(video)),
        http.post('/api/learning-content/:id/progress', async ({ request }) => {
          reports.push((await request.json()) as Record<string, unknown>);
          return HttpResponse.json(video);
        }),
      );
      renderApp('/community/learning');
      await user.click(await screen.findByRole('button', { name: '【動画】1on1の最初の3分を開く' }, pageLoad));
      expect(await screen.findByText('前回の続き（0分12秒）から再生します', {}, pageLoad)).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByText('前回の続き（0分12秒）から再生します')).not.toBeInTheDocument());
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(reports.filter((report) => 'percent' in report)).toEqual([]);
    },
    slowTest,
  );
});
