import type { CitationResponse, CoachingMessageResponse } from '../../../shared/api/generated/ai-coaching';
import { readCookie } from '../../../shared/lib/cookies';
import { parseServerEvents } from './sse';

export interface StreamHandlers {
  onMeta?: (meta: { citations: CitationResponse[]; provider: string }) => void;
  onChunk: (text: string) => void;
}

/** Why a send failed: the server's refusal (4xx with its message) or the reply could not be had. */
export class ChatSendError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Sends a chat message and reads the reply as it streams (`Accept: text/event-stream`). The
 * generated client cannot read a stream, so this one call is made with fetch, by the same rules as
 * the base query: the session cookie and the CSRF header. Resolves with the stored reply.
 */
export async function streamChat(body: { sessionId: string; message: string }, handlers: StreamHandlers, signal?: AbortSignal): Promise<CoachingMessageResponse> {
  const headers = new Headers({ 'Content-Type': 'application/json', Accept: 'text/event-stream' });
  const token = readCookie('XSRF-TOKEN');
  if (token) headers.set('X-XSRF-TOKEN', token);
  const response = await fetch(new URL('/api/ai-coaching/chat', window.location.origin), {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  if (!response.ok || !response.body) {
    const text = await response.text();
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      // not JSON: the text itself
    }
    throw new ChatSendError(response.status, message);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const parsed = parseServerEvents(buffer + value);
    buffer = parsed.rest;
    for (const { event, data } of parsed.events) {
      if (event === 'meta') handlers.onMeta?.(data as { citations: CitationResponse[]; provider: string });
      else if (event === 'chunk') handlers.onChunk((data as { text: string }).text);
      else if (event === 'done') return (data as { message: CoachingMessageResponse }).message;
      else if (event === 'error') throw new ChatSendError(502, (data as { message: string }).message);
    }
  }
  throw new ChatSendError(502, 'メッセージの送信に失敗しました');
}
