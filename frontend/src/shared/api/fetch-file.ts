import { messages } from '../../locales/ja-JP/messages';
import { filenameFromDisposition } from '../lib/download';
import { parseJson, redirectToLogin, type ApiError } from './base-query';

/**
 * Downloads a file the server answers (a CSV export) as bytes, with the name of its
 * `Content-Disposition`. Not through RTK Query: the bytes (a byte-order mark included) and that
 * header are what matter here. Failures follow the base query's rules: the same `ApiError`, and a
 * 401 shows '認証エラー' and goes to the sign-in page.
 */
export async function fetchFile(path: string, params: Record<string, string> = {}): Promise<{ blob: Blob; filename: string | null }> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include' });
  } catch {
    const error: ApiError = { status: 'FETCH_ERROR', message: messages.common.networkError };
    throw error;
  }
  if (!response.ok) {
    const text = await response.text();
    const error: ApiError = { status: response.status, message: `${response.status}: ${text || response.statusText}`, data: parseJson(text) };
    if (response.status === 401) redirectToLogin();
    throw error;
  }
  return { blob: await response.blob(), filename: filenameFromDisposition(response.headers.get('Content-Disposition')) };
}
