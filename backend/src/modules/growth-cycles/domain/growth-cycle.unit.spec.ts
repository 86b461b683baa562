import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import type { RecordedEvent } from '../../../platform/event-store/event.js';
import { EventSchemaRegistry } from '../../../platform/event-store/event-schemas.js';
import { deciderSpec } from '../../../test-support/decider-spec.js';
import { GROWTH_CYCLE_EVENT_SCHEMAS } from '../events/growth-cycle.events.js';
import { buddyExpression, buddyLevel, buddyOf, buddyStage } from './buddy.js';
import { assertTargetCycle, growthCycleDecider } from './growth-cycle.js';
import {
  CYCLE_ID,
  STARTED_AT,
  aCompleteCommand,
  aCycleStarted,
  aFeedForwardCommand,
  aFeedForwardGiven,
  aFeedbackCommand,
  aFeedbackGiven,
  aStartCommand,
  aThankCommand,
  feedbacks,
  giver,
  owner,
  users,
} from './growth-cycle.mother.js';

const { given } = deciderSpec(growthCycleDecider);
const completed = { type: 'GrowthCycleCompleted', data: { cycleId: CYCLE_ID, userId: owner.id, buddyLevel: 1, buddyExperience: 0, startedAt: STARTED_AT, giftsReceived: 0 } } as const;
const stranger = aSessionUser({ id: 'stranger-1' });

describe('growth cycle decider', () => {
  describe('start', () => {
    it('starts a public cycle by default, with trimmed texts and the chosen teammates as supporters', () => {
      given()
        .when(aStartCommand({ title: ' 傾聴を習慣にする ', description: '  ', supporterUserIds: ['u2', 'u2', 'u3'] }), users('u2', 'u3'))
        .then([aCycleStarted({ supporterUserIds: ['u2', 'u3'] })]);
    });

    it('keeps a private cycle private', () => {
      given().when(aStartCommand({ isPublic: false }), users()).then([aCycleStarted({ isPublic: false })]);
    });

    it.each([
      ['a blank title', { title: '   ' }, 'タイトルは必須です'],
      ['a title of 101 characters', { title: 'あ'.repeat(101) }, 'タイトルは100文字以内で入力してください'],
      ['target behaviours of 6 characters', { targetBehaviors: '短すぎる目標' }, '目標行動は10文字以上で入力してください'],
      ['target behaviours of 1001 characters', { targetBehaviors: 'あ'.repeat(1001) }, '目標行動は1000文字以内で入力してください'],
    ])('refuses %s with the form message of spec §5', (_label, overrides, message) => {
      given().when(aStartCommand(overrides), users()).thenFails('GROWTH_CYCLE.INVALID_INPUT', { kind: 'validation', message });
    });

    it('accepts a title of exactly 100 characters, counting an emoji as one', () => {
      const title = '😀'.repeat(100);
      given().when(aStartCommand({ title }), users()).then([aCycleStarted({ title })]);
    });

    it('accepts any user of the organisation as a supporter, in a team of the owner or not', () => {
      given().when(aStartCommand({ supporterUserIds: ['mentor-in-another-team'] }), users('mentor-in-another-team')).then([
        aCycleStarted({ supporterUserIds: ['mentor-in-another-team'] }),
      ]);
    });

    it('refuses a supporter who is no user, the owner as their own supporter, and more than 50', () => {
      given()
        .when(aStartCommand({ supporterUserIds: ['u2', 'nobody'] }), users('u2'))
        .thenFails('GROWTH_CYCLE.UNKNOWN_SUPPORTER', { kind: 'validation', message: '応援メンバーに存在しないユーザーが含まれています' });
      given()
        .when(aStartCommand({ supporterUserIds: [owner.id] }), users(owner.id))
        .thenFails('GROWTH_CYCLE.OWN_SUPPORTER', { kind: 'validation', message: '自分自身を応援メンバーに選ぶことはできません' });
      const many = Array.from({ length: 51 }, (_, i) => `u${i}`);
      given().when(aStartCommand({ supporterUserIds: many }), users(...many)).thenFails('GROWTH_CYCLE.INVALID_INPUT', { message: '応援メンバーは50人以内で選択してください' });
    });

    it('decides nothing when the same start arrives again, and refuses another user on the same id', () => {
      given(aCycleStarted()).when(aStartCommand(), users()).then([]);
      given(aCycleStarted()).when(aStartCommand({}, stranger), users()).thenFails('GROWTH_CYCLE.ALREADY_STARTED', { kind: 'conflict' });
    });
  });

  describe('feedback (praise)', () => {
    it('gives feedback to the cycle owner with the default 5 points and no badges', () => {
      given(aCycleStarted())
        .when(aFeedbackCommand({ feedbackId: 'fb-0', message: ' 会議での傾聴が素晴らしかったです ' }))
        .then([aFeedbackGiven()]);
    });

    it('keeps the chosen badges (once each) and points', () => {
      given(aCycleStarted())
        .when(aFeedbackCommand({ feedbackId: 'fb-0', emotionBadges: ['amazing', 'helpful', 'amazing'], experiencePoints: 10, toUserId: owner.id }))
        .then([aFeedbackGiven({ emotionBadges: ['amazing', 'helpful'], experiencePoints: 10 })]);
    });

    it.each([
      [{ message: '短い感想です' }, 'フィードバックは10文字以上で入力してください'],
      [{ message: '          あ' }, 'フィードバックは10文字以上で入力してください'],
      [{ message: 'あ'.repeat(501) }, 'フィードバックは500文字以内で入力してください'],
      [{ experiencePoints: 0 }, '経験値は1から10の整数で指定してください'],
      [{ experiencePoints: 11 }, '経験値は1から10の整数で指定してください'],
      [{ experiencePoints: 2.5 }, '経験値は1から10の整数で指定してください'],
      [{ emotionBadges: ['sad' as never] }, '感情バッジの種類が正しくありません'],
    ])('refuses %j with its message', (overrides, message) => {
      given(aCycleStarted()).when(aFeedbackCommand(overrides)).thenFails('GROWTH_CYCLE.INVALID_INPUT', { kind: 'validation', message });
    });

    it("refuses the owner's own cycle", () => {
      given(aCycleStarted())
        .when(aFeedbackCommand({}, owner))
        .thenFails('GROWTH_CYCLE.OWN_CYCLE', { kind: 'forbidden', message: '自分の成長サイクルにはフィードバックできません' });
    });

    it('refuses a completed cycle, a private one (as unknown) and an unknown one', () => {
      given(aCycleStarted(), completed).when(aFeedbackCommand()).thenFails('GROWTH_CYCLE.NOT_ACTIVE', { kind: 'conflict' });
      given(aCycleStarted({ isPublic: false })).when(aFeedbackCommand()).thenFails('GROWTH_CYCLE.NOT_FOUND', { kind: 'not_found' });
      given().when(aFeedbackCommand()).thenFails('GROWTH_CYCLE.NOT_FOUND', { kind: 'not_found', message: '成長サイクルが見つかりません' });
    });

    it('refuses a toUserId that is not the owner', () => {
      given(aCycleStarted()).when(aFeedbackCommand({ toUserId: 'someone' })).thenFails('GROWTH_CYCLE.RECIPIENT_MISMATCH');
    });

    it('decides nothing for a feedback id the cycle already holds (the same request again)', () => {
      given(aCycleStarted(), aFeedbackGiven({ feedbackId: 'fb-1' })).when(aFeedbackCommand({ feedbackId: 'fb-1' })).then([]);
    });

    it('levels the buddy up in the same decision when the feedback crosses 100 experience', () => {
      given(aCycleStarted(), ...feedbacks(19, 5))
        .when(aFeedbackCommand({ experiencePoints: 7 }))
        .then([
          aFeedbackGiven({ feedbackId: 'fb-1', experiencePoints: 7 }),
          { type: 'BuddyLeveledUp', data: { cycleId: CYCLE_ID, userId: owner.id, fromLevel: 1, toLevel: 2, experience: 102 } },
        ]);
    });

    it('does not level up below the next hundred', () => {
      given(aCycleStarted(), ...feedbacks(19, 5)).when(aFeedbackCommand({ experiencePoints: 4 })).then([aFeedbackGiven({ feedbackId: 'fb-1', experiencePoints: 4 })]);
    });
  });

  describe('feed-forward (cheer)', () => {
    it('gives a feed-forward whose transformedMessage is a copy of the original', () => {
      given(aCycleStarted())
        .when(aFeedForwardCommand({ skillTreeAbility: 'communication', experiencePoints: 3 }))
        .then([aFeedForwardGiven({ skillTreeAbility: 'communication', experiencePoints: 3 })]);
    });

    it.each([
      [{ originalMessage: '短いです' }, 'メッセージは10文字以上で入力してください'],
      [{ originalMessage: 'あ'.repeat(501) }, 'メッセージは500文字以内で入力してください'],
      [{ category: 'advice' as never }, 'カテゴリーを選択してください'],
      [{ skillTreeAbility: 'juggling' as never }, '関連スキルの種類が正しくありません'],
    ])('refuses %j with its message', (overrides, message) => {
      given(aCycleStarted()).when(aFeedForwardCommand(overrides)).thenFails('GROWTH_CYCLE.INVALID_INPUT', { message });
    });

    it("refuses the owner's own, a completed and a private cycle", () => {
      given(aCycleStarted())
        .when(aFeedForwardCommand({}, owner))
        .thenFails('GROWTH_CYCLE.OWN_CYCLE', { message: '自分の成長サイクルにはフィードフォワードできません' });
      given(aCycleStarted(), completed).when(aFeedForwardCommand()).thenFails('GROWTH_CYCLE.NOT_ACTIVE');
      given(aCycleStarted({ isPublic: false })).when(aFeedForwardCommand()).thenFails('GROWTH_CYCLE.NOT_FOUND');
    });

    it('levels up when a feed-forward brings the experience to exactly 100', () => {
      given(aCycleStarted(), ...feedbacks(10, 9))
        .when(aFeedForwardCommand({ experiencePoints: 10 }))
        .then([
          aFeedForwardGiven({ experiencePoints: 10 }),
          { type: 'BuddyLeveledUp', data: { cycleId: CYCLE_ID, userId: owner.id, fromLevel: 1, toLevel: 2, experience: 100 } },
        ]);
    });
  });

  describe('thanks: the receiver’s one answer to a feed-forward', () => {
    const thanked = { type: 'FeedForwardThanked', data: { cycleId: CYCLE_ID, feedForwardId: 'ff-1', byUserId: owner.id, fromUserId: giver.id } } as const;

    it('lets the owner thank a feed-forward once, also after the cycle completed', () => {
      given(aCycleStarted(), aFeedForwardGiven()).when(aThankCommand()).then([thanked]);
      given(aCycleStarted(), aFeedForwardGiven(), completed).when(aThankCommand()).then([thanked]);
      given(aCycleStarted(), aFeedForwardGiven(), thanked).when(aThankCommand()).thenFails('GROWTH_CYCLE.ALREADY_THANKED', { kind: 'conflict' });
    });

    it('refuses anyone but the owner, and an unknown feed-forward', () => {
      given(aCycleStarted(), aFeedForwardGiven()).when(aThankCommand('ff-1', giver)).thenFails('GROWTH_CYCLE.NOT_OWNER', { kind: 'forbidden' });
      given(aCycleStarted(), aFeedForwardGiven()).when(aThankCommand('ff-9')).thenFails('GROWTH_CYCLE.FEED_FORWARD_NOT_FOUND', { kind: 'not_found' });
    });
  });

  describe('repeated messages', () => {
    const duplicate = { kind: 'conflict', message: '同じ内容のメッセージをすでに送っています。具体的な行動や変化を添えて書き直してください' } as const;

    it.each([
      ['the same text', '会議での傾聴が素晴らしかったです'],
      ['other spaces, punctuation, width and case', '  会議での傾聴が、素晴らしかったです！！ '],
      ['a word changed', '会議での傾聴が本当に素晴らしかったです'],
      ['a counter added', '会議での傾聴が素晴らしかったです（2回目）'],
    ])('refuses praise from the same giver with %s', (_label, message) => {
      given(aCycleStarted(), aFeedbackGiven()).when(aFeedbackCommand({ feedbackId: 'fb-2', message })).thenFails('GROWTH_CYCLE.DUPLICATE_MESSAGE', duplicate);
    });

    it('refuses a cheer repeating a cheer or a praise of the same giver', () => {
      given(aCycleStarted(), aFeedForwardGiven()).when(aFeedForwardCommand({ feedForwardId: 'ff-2' })).thenFails('GROWTH_CYCLE.DUPLICATE_MESSAGE', duplicate);
      given(aCycleStarted(), aFeedbackGiven())
        .when(aFeedForwardCommand({ feedForwardId: 'ff-2', originalMessage: '会議での傾聴が素晴らしかったです。' }))
        .thenFails('GROWTH_CYCLE.DUPLICATE_MESSAGE', duplicate);
    });

    it('accepts the same words from another giver, and a different message from the same giver', () => {
      given(aCycleStarted(), aFeedbackGiven())
        .when(aFeedbackCommand({ feedbackId: 'fb-2' }, stranger))
        .then([aFeedbackGiven({ feedbackId: 'fb-2', fromUserId: stranger.id })]);
      const other = '資料の要点を最初にまとめてくれて、議論が早く進みました';
      given(aCycleStarted(), aFeedbackGiven())
        .when(aFeedbackCommand({ feedbackId: 'fb-2', message: other }))
        .then([aFeedbackGiven({ feedbackId: 'fb-2', message: other })]);
    });
  });

  describe('complete', () => {
    it('completes the owner’s active cycle with the buddy as it stands', () => {
      given(aCycleStarted(), ...feedbacks(25, 10))
        .when(aCompleteCommand())
        .then([
          {
            type: 'GrowthCycleCompleted',
            data: { cycleId: CYCLE_ID, userId: owner.id, buddyLevel: 3, buddyExperience: 250, startedAt: STARTED_AT, giftsReceived: 25 },
          },
        ]);
    });

    it('records the start and the praise and cheers received, for the points rule; a v1 start has no start time', () => {
      given(aCycleStarted({ startedAt: null }), aFeedForwardGiven())
        .when(aCompleteCommand())
        .then([{ type: 'GrowthCycleCompleted', data: { cycleId: CYCLE_ID, userId: owner.id, buddyLevel: 1, buddyExperience: 5, startedAt: null, giftsReceived: 1 } }]);
    });

    it('refuses a second completion, another user, and an unknown cycle', () => {
      given(aCycleStarted(), completed).when(aCompleteCommand()).thenFails('GROWTH_CYCLE.NOT_ACTIVE');
      given(aCycleStarted()).when(aCompleteCommand(giver)).thenFails('GROWTH_CYCLE.NOT_OWNER');
      given(aCycleStarted({ isPublic: false })).when(aCompleteCommand(giver)).thenFails('GROWTH_CYCLE.NOT_FOUND');
      given().when(aCompleteCommand()).thenFails('GROWTH_CYCLE.NOT_FOUND');
    });
  });

  it('refuses feedback without a target cycle with the message of spec §8', () => {
    expect(() => assertTargetCycle(undefined)).toThrow('対象の成長サイクルが選択されていません');
    expect(() => assertTargetCycle('  ')).toThrow('対象の成長サイクルが選択されていません');
    expect(() => assertTargetCycle(CYCLE_ID)).not.toThrow();
  });
});

describe('older event shapes', () => {
  const registry = new EventSchemaRegistry(GROWTH_CYCLE_EVENT_SCHEMAS);
  const v1 = (type: string, data: object): RecordedEvent => ({
    eventId: 'e-1',
    streamId: `growth-cycle-${CYCLE_ID}`,
    revision: 0,
    position: 1n,
    type,
    data,
    metadata: { correlationId: 'c', causationId: null, userId: owner.id, occurredAt: STARTED_AT, schemaVersion: 1 },
  });

  it('reads a v1 GrowthCycleStarted (no start time) as started at an unknown time', () => {
    const { startedAt: _s, ...data } = aCycleStarted().data;
    expect(registry.upcast(v1('GrowthCycleStarted', data)).data).toEqual({ ...data, startedAt: null });
  });

  it('reads a v1 GrowthCycleCompleted (no start, no gift count) with both unknown', () => {
    const data = { cycleId: CYCLE_ID, userId: owner.id, buddyLevel: 2, buddyExperience: 150 };
    expect(registry.upcast(v1('GrowthCycleCompleted', data)).data).toEqual({ ...data, startedAt: null, giftsReceived: null });
  });
});

describe('buddy', () => {
  it.each([
    [0, 1, 'beginner', 'happy'],
    [299, 3, 'beginner', 'happy'],
    [300, 4, 'intermediate', 'determined'],
    [599, 6, 'intermediate', 'determined'],
    [600, 7, 'advanced', 'excited'],
    [899, 9, 'advanced', 'excited'],
    [900, 10, 'master', 'excited'],
    [1500, 16, 'master', 'excited'],
  ])('at %i experience is level %i, %s, %s', (experience, level, stage, expression) => {
    expect(buddyLevel(experience)).toBe(level);
    expect(buddyStage(level)).toBe(stage);
    expect(buddyExpression(level)).toBe(expression);
  });

  it('shows experience modulo 100 on the bar and the max-level flag from level 10', () => {
    expect(buddyOf(250)).toMatchObject({ buddyProgress: 50, isMaxLevel: false });
    expect(buddyOf(905)).toMatchObject({ buddyLevel: 10, buddyProgress: 5, isMaxLevel: true });
  });
});
