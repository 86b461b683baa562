import { baseApi } from './base-api';
import { changed, LIST } from './cache-tags';

/**
 * Cache rules of the writes the generated client cannot make, or that end later than their call. The chat's streamed send
 * (`features/ai-coaching/lib/stream-chat.ts`) reads a stream: once it ends, this makes stale what
 * `aiCoachingSend` would (the session and its messages). Kept beside `cache-tags.ts`, which the
 * API itself imports and so cannot import the API back.
 */
export const chatReplyStored = (sessionId: string) => baseApi.util.invalidateTags(changed('AiCoaching', sessionId));

/**
 * The member import runs as a background job (`POST /api/company-members/import` answers 202 and
 * the dialog polls the job): once the job has ended, its rows are registered and the member reads
 * are stale, as after the import's own write.
 */
export const memberImportEnded = () => baseApi.util.invalidateTags([{ type: 'CompanyMembers', id: LIST }]);
