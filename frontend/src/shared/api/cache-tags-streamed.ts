import { baseApi } from './base-api';
import { changed } from './cache-tags';

/**
 * Cache rules of the writes the generated client cannot make. The chat's streamed send
 * (`features/ai-coaching/lib/stream-chat.ts`) reads a stream: once it ends, this makes stale what
 * `aiCoachingSend` would (the session and its messages). Kept beside `cache-tags.ts`, which the
 * API itself imports and so cannot import the API back.
 */
export const chatReplyStored = (sessionId: string) => baseApi.util.invalidateTags(changed('AiCoaching', sessionId));
