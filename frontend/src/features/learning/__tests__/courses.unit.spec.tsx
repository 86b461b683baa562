import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { LearningCourseResponse, SaveLearningCourseRequest } from '../../../shared/api/generated/learning-courses';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';
import { courseProgress, moved } from '../lib/course-progress';
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

const aCourse = (overrides: Partial<LearningCourseResponse> = {}): LearningCourseResponse => ({
  id: 'course-1',
  title: '1on1をはじめる',
  description: '入門コースです。',
  lessonIds: ['a', 'b', 'c'],
  revision: 1,
  // The server's answer for the library above: (100 + 40 + 0) / 3, the first lesson not finished.
  lessons: library.map(({ id, myProgress }) => ({ id, progress: myProgress.progress, completed: myProgress.completed, started: myProgress.startedAt !== null })),
  percent: 47,
  completedCount: 1,
  nextLessonId: 'b',
  started: true,
  ...overrides,
});

function serve(userType: 'member' | 'team_admin', courses: LearningCourseResponse[]) {
  server.use(
    currentUserHandler(aUser({ userType })),
    http.get('/api/learning-content', () => HttpResponse.json(library)),
    http.get('/api/learning-content/summary', () => HttpResponse.json(aLearningSummary())),
    http.get('/api/learning-courses', () => HttpResponse.json(courses)),
  );
}

describe('courses', () => {
  it("lists a course's lessons from the library in its order (one the reader cannot see left out), with the server's numbers", () => {
    const progress = courseProgress(aCourse({ lessonIds: ['c', 'a', 'b', 'gone'], nextLessonId: 'c' }), library);
    expect(progress.lessons.map((lesson) => lesson.id)).toEqual(['c', 'a', 'b']);
    expect(progress).toMatchObject({ percent: 47, completed: 1, started: true });
    expect(progress.next?.id).toBe('c');
    expect(courseProgress(aCourse({ lessonIds: ['a'], nextLessonId: null }), library).next).toBeUndefined();
    expect(moved(['x', 'y', 'z'], 2, -1)).toEqual(['x', 'z', 'y']);
    expect(moved(['x', 'y'], 0, -1)).toEqual(['x', 'y']);
  });

  it(
    'a member opens a course: its lessons in order with their progress, the overall progress, the next lesson, and no authoring controls',
    async () => {
      serve('member', [aCourse()]);
      renderApp('/community/learning');
      await user.click(await screen.findByRole('link', { name: 'コース「1on1をはじめる」を開く' }, pageLoad));
      expect(await screen.findByRole('heading', { name: '1on1をはじめる' }, pageLoad)).toBeInTheDocument();
      const items = within(screen.getByRole('list', { name: 'レッスン' })).getAllByRole('listitem');
      expect(items.map((item) => within(item).getAllByRole('button')[0].textContent)).toEqual(['1on1は誰のための時間か', '【動画】1on1の最初の3分', '【動画】1on1の終わり方']);
      expect(within(items[0]).getByText('修了')).toBeInTheDocument();
      expect(within(items[1]).getByText('学習中 40%')).toBeInTheDocument();
      expect(screen.getByText('3件中1件を修了')).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'コース「1on1をはじめる」の進み具合' })).toHaveAttribute('aria-valuenow', '47');
      expect(screen.getByRole('button', { name: /続きから学ぶ/ })).toBeInTheDocument();
      expect(screen.getByText('次のレッスン：【動画】1on1の最初の3分')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /編集/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /削除/ })).not.toBeInTheDocument();
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
