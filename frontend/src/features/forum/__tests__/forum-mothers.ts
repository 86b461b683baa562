import type { ForumCategoryResponse, ForumPostDetailResponse, ForumPostSummaryResponse, ForumReplyResponse, ForumStatsResponse } from '../../../shared/api/generated/forum';

export const CATEGORIES: ForumCategoryResponse[] = [
  { id: 'general-question', name: '一般質問', description: '', color: 'blue', isActive: true },
  { id: 'one-on-one-practice', name: '1on1実践', description: '', color: 'green', isActive: true },
  { id: 'matrix-usage', name: 'マトリックス活用', description: '', color: 'purple', isActive: true },
  { id: 'organization-management', name: '組織運営', description: '', color: 'orange', isActive: true },
];

export function aPostSummary(overrides: Partial<ForumPostSummaryResponse> = {}): ForumPostSummaryResponse {
  return {
    id: '10000000-0000-4000-8000-000000000001',
    categoryId: 'one-on-one-practice',
    authorId: 'u1',
    authorName: '山田 太郎',
    title: '1on1で沈黙が続くとき',
    excerpt: '部下が話してくれません',
    isAnonymous: false,
    isPinned: false,
    viewCount: 12,
    likeCount: 3,
    replyCount: 2,
    lastReplyAt: null,
    createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    editedAt: null,
    likedByMe: false,
    ...overrides,
  };
}

export function aPostDetail(overrides: Partial<ForumPostDetailResponse> = {}): ForumPostDetailResponse {
  return { ...aPostSummary(), content: '部下が話してくれません', replies: [], ...overrides };
}

export function someStats(overrides: Partial<ForumStatsResponse> = {}): ForumStatsResponse {
  return { activeUsers: 7, postsThisWeek: 3, popularTopics: [{ id: 'p9', title: '評価面談の準備', categoryId: 'organization-management', likeCount: 5, replyCount: 4 }], ...overrides };
}

export function aReply(overrides: Partial<ForumReplyResponse> = {}): ForumReplyResponse {
  return {
    id: 'r1',
    parentReplyId: null,
    authorId: 'u2',
    authorName: '佐藤 花子',
    content: '私もそう感じます',
    hidden: false,
    deleted: false,
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    editedAt: null,
    likeCount: 0,
    likedByMe: false,
    ...overrides,
  };
}
