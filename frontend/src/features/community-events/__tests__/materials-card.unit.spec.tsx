import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../app/store';
import type { EventMaterialFileResponse } from '../../../shared/api/generated/event-materials';
import { startMockServer } from '../../../test-support/msw';
import { TestProviders } from '../../../test-support/test-providers';
import { MaterialsCard } from '../components/MaterialsCard';
import { anEvent } from './event-mother';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const slowTest = 60_000;

const session = { id: 's1', title: '第1部', description: null, sessionOrder: 1, startTime: '2026-12-01T10:00:00.000Z', endTime: '2026-12-01T10:30:00.000Z', speakerId: null, speakerName: null, materials: [] };

const aMaterial = (overrides: Partial<EventMaterialFileResponse> = {}): EventMaterialFileResponse => ({
  id: 'm1',
  eventId: 'e1',
  sessionId: null,
  fileName: '全体資料.pdf',
  contentType: 'application/pdf',
  sizeBytes: 2_400_000,
  downloadUrl: '/api/events/e1/materials/m1/file',
  uploadedAt: '2026-11-30T01:05:00.000Z',
  ...overrides,
});

/** The event's files as the server holds them; every list request is counted. */
function materialsServer(initial: EventMaterialFileResponse[]) {
  const state = { files: [...initial], lists: 0, uploads: [] as { sessionId: string | null; name: string | null }[], removed: [] as string[] };
  server.use(
    http.get('/api/events/:eventId/materials', () => {
      state.lists += 1;
      return HttpResponse.json(state.files);
    }),
    http.post('/api/events/:eventId/materials', async ({ request }) => {
      const file = (await request.formData()).get('file');
      const sessionId = new URL(request.url).searchParams.get('sessionId');
      state.uploads.push({ sessionId, name: file instanceof File ? file.name : null });
      const added = aMaterial({ id: 'm2', sessionId, fileName: file instanceof File ? file.name : '?', sizeBytes: 900, downloadUrl: '/api/events/e1/materials/m2/file' });
      state.files.push(added);
      return HttpResponse.json(added, { status: 201 });
    }),
    http.delete('/api/events/:eventId/materials/:materialId', ({ params }) => {
      state.removed.push(String(params.materialId));
      state.files = state.files.filter((m) => m.id !== params.materialId);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/events/:id', () => HttpResponse.json(anEvent())),
  );
  return state;
}

const renderCard = (event: Parameters<typeof MaterialsCard>[0]['event']) =>
  render(
    <TestProviders store={makeStore()}>
      <MaterialsCard event={event} />
    </TestProviders>,
  );

async function toast(title: string) {
  return screen.findByText(title, { selector: '.ant-notification-notice-title' });
}

describe('the event materials section', () => {
  it('lets a registrant see each file (name, type, size, session, when) and download it, with nothing to add or remove', async () => {
    materialsServer([aMaterial(), aMaterial({ id: 'm3', sessionId: 's1', fileName: '第1部スライド.pptx', contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', sizeBytes: 870_000, downloadUrl: '/api/events/e1/materials/m3/file' })]);
    renderCard(anEvent({ canManage: false, hostId: 'other', myRegistration: { status: 'registered', waitlistPosition: null, registeredAt: '2026-11-29T00:00:00.000Z' }, sessions: [session] }));

    const download = await screen.findByRole('link', { name: '「全体資料.pdf」をダウンロード' });
    expect(download).toHaveAttribute('href', '/api/events/e1/materials/m1/file');
    expect(download).toHaveAttribute('download', '全体資料.pdf');
    expect(screen.getByText('PDF・2.3 MB・イベント全体・2026/11/30 10:05 追加')).toBeInTheDocument();
    expect(screen.getByText('PowerPoint・850 KB・1. 第1部・2026/11/30 10:05 追加')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /資料を追加/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /を削除$/ })).not.toBeInTheDocument();
  }, slowTest);

  it('asks nothing for someone without a seat (the server refuses them) and says who sees the files', async () => {
    const state = materialsServer([aMaterial()]);
    renderCard(anEvent({ canManage: false, hostId: 'other', myRegistration: { status: 'waitlisted', waitlistPosition: 1, registeredAt: '2026-11-29T00:00:00.000Z' } }));
    expect(await screen.findByText('資料は参加が確定した方と主催者が見られます。')).toBeInTheDocument();
    expect(screen.queryByText('全体資料.pdf')).not.toBeInTheDocument();
    expect(state.lists).toBe(0);
  }, slowTest);

  it('lets the host add a PDF to a session, refusing a wrong type before sending, and remove a file', async () => {
    const state = materialsServer([aMaterial()]);
    renderCard(anEvent({ sessions: [session] }));
    await screen.findByText('全体資料.pdf');

    await user.click(screen.getByRole('button', { name: /資料を追加/ }));
    const dialog = within(await screen.findByRole('dialog', { name: '資料を追加' }));
    await user.click(dialog.getByRole('combobox', { name: '対象' }));
    await user.click(await screen.findByText('1. 第1部', { selector: '.ant-select-item-option-content' }));
    // The upload control renews its input after each pick: look it up each time.
    const picker = () => document.querySelector('.ant-modal input[type="file"]') as HTMLInputElement;

    // The picker's `accept` is a hint a person can override: the dialog still refuses.
    const anyFile = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
    await anyFile.upload(picker(), new File(['#!/bin/sh'], 'script.sh', { type: 'text/x-sh' }));
    await user.click(dialog.getByRole('button', { name: /アップロード/ }));
    expect(await dialog.findByText(/資料はPDF・PowerPoint・Word・Excel/)).toBeInTheDocument();
    expect(state.uploads).toHaveLength(0);

    await user.upload(picker(), new File(['%PDF-1.4'], '第1部スライド.pdf', { type: 'application/pdf' }));
    await user.click(dialog.getByRole('button', { name: /アップロード/ }));
    expect(await toast('「第1部スライド.pdf」を追加しました')).toBeInTheDocument();
    expect(state.uploads).toEqual([{ sessionId: 's1', name: '第1部スライド.pdf' }]);
    expect(await screen.findByRole('link', { name: '「第1部スライド.pdf」をダウンロード' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '「全体資料.pdf」を削除' }));
    await user.click(await screen.findByRole('button', { name: '削除する' }));
    expect(await toast('「全体資料.pdf」を削除しました')).toBeInTheDocument();
    expect(state.removed).toEqual(['m1']);
    await waitFor(() => expect(screen.queryByText('全体資料.pdf')).not.toBeInTheDocument());
  }, slowTest);
});
