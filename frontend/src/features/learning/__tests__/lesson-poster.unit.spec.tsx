import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FILE_KINDS } from '@pivot/rules';
import type { LearningContentResponse, SaveLearningContentRequest } from '../../../shared/api/generated/learning';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';
import { aLearningSummary } from '../../../test-support/learning-mother';
import { aContent, aVideoFile } from './learning.mother';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
/** A picker that takes any file, as a browser's "all files" choice does: the client's own check answers. */
const anyFile = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
const slowTest = 60_000;
const pageLoad = { timeout: 15_000 };
const CAPTIONS = 'WEBVTT\n\n00:00.000 --> 00:04.000\n主役はメンバーです\n';

const lessonWith = (videoFile: LearningContentResponse['videoFile']) =>
  aContent({ id: 'v', title: '【動画】1on1の最初の3分', contentType: 'video', body: null, captions: CAPTIONS, revision: 3, videoFile });
const ownPoster = aVideoFile('v', { posterFileId: 'p1', posterSrc: '/api/learning-content/v/own-poster?v=p1' });

/** Serves the lesson and records the poster uploads and the saves. */
function serve(userType: 'member' | 'team_admin', lesson: LearningContentResponse) {
  const saves: { body: SaveLearningContentRequest; ifMatch: string | null }[] = [];
  const posterUploads: FormData[] = [];
  server.use(
    currentUserHandler(aUser({ userType })),
    http.get('/api/learning-content', () => HttpResponse.json([lesson])),
    http.get('/api/learning-content/summary', () => HttpResponse.json(aLearningSummary())),
    http.get('/api/learning-courses', () => HttpResponse.json([])),
    http.get('/api/learning-content/:id', () => HttpResponse.json(lesson)),
    http.post('/api/learning-content/posters', async ({ request }) => {
      posterUploads.push(await request.formData());
      return HttpResponse.json({ fileId: 'p2', sizeBytes: 2048, width: 1280, height: 720 }, { status: 201 });
    }),
    http.put('/api/learning-content/:id', async ({ request }) => {
      const body = (await request.json()) as SaveLearningContentRequest;
      saves.push({ body, ifMatch: request.headers.get('If-Match') });
      return HttpResponse.json(lesson);
    }),
  );
  return { saves, posterUploads };
}

/** The edit form (antd's test ids leave the dialog without its accessible name here). */
const editForm = async () => (await screen.findByText('レッスンを編集', {}, pageLoad)).closest<HTMLElement>('[role="dialog"]')!;

const image = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

describe("a lesson video's own poster (decision 0109)", () => {
  beforeAll(() => {
    // jsdom has no object URLs: the preview's address.
    URL.createObjectURL = () => 'blob:poster-preview';
    URL.revokeObjectURL = () => undefined;
  });

  it(
    "the lesson shows the author's poster; a member gets no edit button",
    async () => {
      serve('member', lessonWith(ownPoster));
      const { container } = renderApp('/community/learning?open=v');
      const dialog = await screen.findByRole('dialog', {}, pageLoad);
      await waitFor(() => expect(container.ownerDocument.querySelector('video')).toHaveAttribute('poster', '/api/learning-content/v/own-poster?v=p1'));
      expect(within(dialog).queryByRole('button', { name: /編集/ })).not.toBeInTheDocument();
    },
    slowTest,
  );

  it(
    'an author chooses a poster (a wrong file is refused first), sees its preview and saves it with the lesson, captions and video kept',
    async () => {
      const { saves, posterUploads } = serve('team_admin', lessonWith(aVideoFile('v')));
      renderApp('/community/learning?open=v');
      await user.click(await screen.findByRole('button', { name: /編集/ }, pageLoad));
      const form = await editForm();
      expect(within(form).getByRole('img', { name: '動画の一場面（自動のポスター画像）' })).toHaveAttribute('src', '/api/learning-content/v/poster?v=f');
      expect(within(form).queryByRole('button', { name: /動画の一場面に戻す/ })).not.toBeInTheDocument();

      const picker = within(form).getByLabelText('画像を選ぶ');
      await anyFile.upload(picker, image('slides.pdf', 'application/pdf'));
      expect(within(form).getByText(FILE_KINDS.poster.wrongType)).toBeInTheDocument();
      await user.upload(picker, image('poster.png', 'image/png'));
      expect(within(form).getByRole('img', { name: 'ポスター画像のプレビュー' })).toHaveAttribute('src', 'blob:poster-preview');
      expect(within(form).queryByText(FILE_KINDS.poster.wrongType)).not.toBeInTheDocument();

      await user.click(within(form).getByRole('button', { name: /保存する/ }));
      await waitFor(() => expect(saves).toHaveLength(1));
      expect((posterUploads[0].get('file') as File).name).toBe('poster.png');
      expect(saves[0].ifMatch).toBe('3');
      expect(saves[0].body).toMatchObject({ posterFileId: 'p2', videoFileId: 'f', videoUrl: null, captions: CAPTIONS, title: '【動画】1on1の最初の3分' });
      expect(await screen.findByText('レッスンを保存しました')).toBeInTheDocument();
    },
    slowTest,
  );

  it(
    'an author removes their poster: the preview is the frame again and the save names no poster',
    async () => {
      const { saves, posterUploads } = serve('team_admin', lessonWith(ownPoster));
      renderApp('/community/learning?open=v');
      await user.click(await screen.findByRole('button', { name: /編集/ }, pageLoad));
      const form = await editForm();
      expect(within(form).getByRole('img', { name: 'ポスター画像のプレビュー' })).toHaveAttribute('src', '/api/learning-content/v/own-poster?v=p1');
      await user.click(within(form).getByRole('button', { name: /動画の一場面に戻す/ }));
      expect(within(form).getByRole('img', { name: '動画の一場面（自動のポスター画像）' })).toHaveAttribute('src', '/api/learning-content/v/poster?v=f');

      await user.click(within(form).getByRole('button', { name: /保存する/ }));
      await waitFor(() => expect(saves).toHaveLength(1));
      expect(saves[0].body).toMatchObject({ posterFileId: null, videoFileId: 'f' });
      expect(posterUploads).toHaveLength(0);
    },
    slowTest,
  );
});
