import { messages } from '../../locales/ja-JP/messages';
import type { ApiError } from './base-query';

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && typeof (error as ApiError).message === 'string';
}

/**
 * The server's explanation of a failed call: its own (Japanese) `message` from the usual
 * `{ statusCode, message, error }` body (validation messages joined), else the `status: text`
 * message of the base query; undefined for anything that is not an API error.
 */
export function apiErrorDetail(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const body = error.data as { message?: unknown } | undefined;
  if (typeof body?.message === 'string' && body.message.trim() !== '') return body.message;
  if (Array.isArray(body?.message) && body.message.length > 0) return body.message.map(String).join('、');
  return error.message || undefined;
}

/**
 * The text to show a person for a failed call. With a `summary` (the spec's text for the action,
 * e.g. 'チームの作成に失敗しました'), the summary comes first and the server's explanation follows in
 * brackets, so the person also learns what to change. Without one, the server's explanation, else a
 * generic text.
 */
export function apiErrorText(error: unknown, summary?: string): string {
  const detail = apiErrorDetail(error);
  if (summary !== undefined) return detail !== undefined && detail !== summary ? `${summary}（${detail}）` : summary;
  return detail ?? messages.common.unexpectedError;
}
