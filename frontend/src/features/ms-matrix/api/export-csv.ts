import type { ApiError } from '../../../shared/api/base-query';
import { downloadBlob, filenameFromDisposition } from '../lib/download';

/**
 * Downloads the team's CSV (`GET /api/ms-matrix/team/:teamId/export.csv`) under the file name the
 * server gives. A plain fetch, because the file name is in a header the base query does not expose;
 * a GET needs no CSRF token. A failure is thrown in the base query's `ApiError` shape.
 */
export async function downloadTeamCsv(teamId: string, fallbackName: string): Promise<void> {
  const url = new URL(`/api/ms-matrix/team/${encodeURIComponent(teamId)}/export.csv`, window.location.origin);
  const response = await fetch(url, {
    credentials: 'include',
    headers: { Accept: 'text/csv' },
  });
  if (!response.ok) {
    const text = await response.text();
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    const error: ApiError = { status: response.status, message: `${response.status}: ${text || response.statusText}`, data };
    throw error;
  }
  const blob = await response.blob();
  downloadBlob(blob, filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName);
}
