import type { FeedForwardResponse, FeedbackResponse, GrowthCycleResponse } from '../../../shared/api/generated/growth-cycles';

/** A cycle as the API answers it; override what the test is about. */
export function aCycle(overrides: Partial<GrowthCycleResponse> = {}): GrowthCycleResponse {
  return {
    id: 'cycle-1',
    userId: 'owner-1',
    ownerName: '高橋 誠',
    title: '傾聴から始める1on1',
    description: null,
    targetBehaviors: '1on1では最初の10分は質問と傾聴に徹する',
    isPublic: true,
    supporterMembers: [],
    supporters: [],
    status: 'active',
    buddyExperience: 129,
    buddyLevel: 2,
    buddyStage: 'beginner',
    buddyExpression: 'happy',
    buddyProgress: 29,
    isMaxLevel: false,
    buddyEvolutions: [{ fromLevel: 1, toLevel: 2, at: '2026-11-01T00:00:00.000Z' }],
    feedbackCount: 9,
    feedForwardCount: 5,
    startedAt: '2026-10-17T03:00:00.000Z',
    completedAt: null,
    targetDate: null,
    ...overrides,
  };
}

export function aFeedback(overrides: Partial<FeedbackResponse> = {}): FeedbackResponse {
  return {
    id: 'fb-1',
    growthCycleId: 'cycle-1',
    fromUserId: 'giver-1',
    fromUserName: '田中 結衣',
    toUserId: 'owner-1',
    message: '話を最後まで聴いてもらえて嬉しかったです',
    emotionBadges: ['helpful'],
    experiencePoints: 8,
    isVisible: true,
    createdAt: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

export function aFeedForward(overrides: Partial<FeedForwardResponse> = {}): FeedForwardResponse {
  return {
    id: 'ff-1',
    growthCycleId: 'cycle-1',
    fromUserId: 'giver-2',
    fromUserName: '鈴木 美咲',
    toUserId: 'owner-1',
    originalMessage: '次は相手が考える時間を5秒待ってみては',
    transformedMessage: '次は相手が考える時間を5秒待ってみては',
    category: 'new_step',
    skillTreeAbility: 'communication',
    experiencePoints: 9,
    isVisible: true,
    thankedAt: null,
    createdAt: '2026-11-23T03:00:00.000Z',
    ...overrides,
  };
}
