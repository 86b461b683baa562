import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../app/store';
import type { CommunityEventDetailResponse } from '../../../shared/api/generated/community-events';
import type { EventRecordingResponse } from '../../../shared/api/generated/event-recording';
import { startMockServer } from '../../../test-support/msw';
import { TestProviders } from '../../../test-support/test-providers';
import { RecordingCard } from '../components/RecordingCard';
import { anEvent } from './event-mother';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const slowTest = 60_000;

const seat = { status: 'registered' as const, waitlistPosition: null, registeredAt: '2026-11-29T00:00:00.000Z' };
const aRecording = (overrides: Partial<EventRecordingResponse> = {}): EventRecordingResponse => ({
  eventId: 'e1',
  fileId: 'f1',
  mimeType: 'video/mp4',
  sizeBytes: 9_000_000,
  seconds: 125,
  uploadedAt: '2026-12-01T03:00:00.000Z',
  videoUrl: '/api/events/e1/recording-video/f1/file',
  myProgress: { position: 65, percent: 40, completed: false },
  ...overrides,
});

/** The recording as the server holds it; reads, uploads and reports are counted. */
function recordingServer(initial: EventRecordingResponse | null) {
  const state = { recording: initial, reads: 0, uploads: [] as string[], reports: [] as unknown[] };
  server.use(
    http.get('/api/events/:eventId/recording-video', () => {
      state.reads += 1;
      return state.recording ? HttpResponse.json(state.recording) : HttpResponse.json({ statusCode: 404, message: 'このイベントの録画はありません' }, { status: 404 });
    }),
    http.post('/api/events/:eventId/recording-video', async ({ request }) => {
      const file = (await request.formData()).get('file');
      state.uploads.push(file instanceof File ? file.name : '?');
      state.recording = aRecording({ fileId: 'f2', videoUrl: '/api/events/e1/recording-video/f2/file', myProgress: { position: 0, percent: 0, completed: false } });
      return HttpResponse.json(state.recording, { status: 201 });
    }),
    http.post('/api/events/:eventId/recording-video/progress', async ({ request }) => {
      state.reports.push(await request.json());
      return HttpResponse.json({ position: 70, percent: 44, completed: false });
    }),
    http.get('/api/events/:id', () => HttpResponse.json(anEvent())),
  );
  return state;
}

const renderCard = (event: CommunityEventDetailResponse) =>
  render(
    <TestProviders store={makeStore()}>
      <RecordingCard event={event} />
    </TestProviders>,
  );

const withRecording = { recordingVideo: { seconds: 125, uploadedAt: '2026-12-01T03:00:00.000Z' } };

describe('the event recording section', () => {
  it('plays the recording for a seat holder in the shared player, resuming where they stopped and saving what they watch', async () => {
    const state = recordingServer(aRecording());
    renderCard(anEvent({ canManage: false, hostId: 'other', status: 'completed', myRegistration: seat, ...withRecording }));

    const video = (await screen.findByLabelText('動画「1on1入門ウェビナーの録画」')) as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/api/events/e1/recording-video/f1/file');
    expect(screen.getByText('前回の続き（1分05秒）から再生します')).toBeInTheDocument();
    expect(screen.getByText('2分05秒・2026/12/01 12:00 アップロード')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /録画をアップロード|録画を差し替える/ })).not.toBeInTheDocument();

    // Played from 65 s to 68 s, then paused: the stretch is saved.
    Object.defineProperty(video, 'paused', { configurable: true, get: () => false });
    for (const t of [65, 66, 67, 68]) {
      video.currentTime = t;
      fireEvent.timeUpdate(video);
    }
    fireEvent.pause(video);
    await waitFor(() => expect(state.reports).toEqual([{ position: 68, watched: [[65, 68]] }]));
    // The answer (saved at 70 s) is the recording's progress now, without reading the recording again.
    expect(await screen.findByText('前回の続き（1分10秒）から再生します')).toBeInTheDocument();
    expect(state.reads).toBe(1);
  }, slowTest);

  it('tells someone on the waiting list who may watch, and never asks for the recording', async () => {
    const state = recordingServer(aRecording());
    renderCard(anEvent({ canManage: false, hostId: 'other', status: 'completed', myRegistration: { ...seat, status: 'waitlisted', waitlistPosition: 1 }, ...withRecording }));
    expect(await screen.findByText('録画は参加が確定した方と主催者が見られます。')).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
    expect(state.reads).toBe(0);
  }, slowTest);

  it('shows nothing to a participant while there is no recording', async () => {
    const state = recordingServer(null);
    const { container } = renderCard(anEvent({ canManage: false, hostId: 'other', status: 'completed', myRegistration: seat }));
    expect(container).toBeEmptyDOMElement();
    expect(state.reads).toBe(0);
  });

  it('lets the host of a finished event upload a video, refusing a non-video before sending', async () => {
    const state = recordingServer(null);
    renderCard(anEvent({ status: 'completed' }));
    expect(await screen.findByText('録画はまだありません。')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /録画をアップロード/ }));
    const dialog = within(await screen.findByRole('dialog', { name: '録画をアップロード' }));
    const picker = () => document.querySelector('.ant-modal input[type="file"]') as HTMLInputElement;
    const anyFile = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
    await anyFile.upload(picker(), new File(['%PDF-1.4'], 'slides.pdf', { type: 'application/pdf' }));
    await user.click(dialog.getByRole('button', { name: /アップロード/ }));
    expect(await dialog.findByText(/動画は/)).toBeInTheDocument();
    expect(state.uploads).toHaveLength(0);

    await user.upload(picker(), new File(['....ftypisom'], '当日の録画.mp4', { type: 'video/mp4' }));
    await user.click(dialog.getByRole('button', { name: /アップロード/ }));
    expect(await screen.findByText('録画をアップロードしました', { selector: '.ant-notification-notice-title' })).toBeInTheDocument();
    expect(state.uploads).toEqual(['当日の録画.mp4']);
  }, slowTest);

  it('tells the host of a planned event that a recording comes once it runs', async () => {
    recordingServer(null);
    renderCard(anEvent({ status: 'scheduled' }));
    expect(await screen.findByText('録画は開催中または終了したイベントにアップロードできます。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /録画をアップロード/ })).not.toBeInTheDocument();
  });
});
