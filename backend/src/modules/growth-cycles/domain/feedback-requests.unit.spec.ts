import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import { deciderSpec } from '../../../test-support/decider-spec.js';
import { RemindFeedbackRequest, WithdrawFeedbackRequest } from './growth-cycle.commands.js';
import { growthCycleDecider } from './growth-cycle.js';
import {
  CYCLE_ID,
  STARTED_AT,
  aCycleStarted,
  aFeedForwardCommand,
  aFeedForwardGiven,
  aFeedbackCommand,
  aFeedbackGiven,
  aFeedbackRequested,
  aRequestCommand,
  giver,
  owner,
  requestFields,
  teammates,
} from './growth-cycle.mother.js';

const { given } = deciderSpec(growthCycleDecider);
const colleague = aSessionUser({ id: 'colleague-2' });
const completed = { type: 'GrowthCycleCompleted', data: { cycleId: CYCLE_ID, userId: owner.id, buddyLevel: 1, buddyExperience: 0, startedAt: STARTED_AT, giftsReceived: 0 } } as const;
const withdraw = (requestId = 'req-1', actor = owner) => new WithdrawFeedbackRequest({ cycleId: CYCLE_ID, requestId }, actor);
const remind = (requestId = 'req-1') => new RemindFeedbackRequest({ cycleId: CYCLE_ID, requestId });
const reminded = { type: 'FeedbackRequestReminded', data: requestFields() } as const;

describe('feedback requests (growth cycle decider)', () => {
  describe('asking', () => {
    it('asks each chosen teammate once, with the reminder day three business days later (Wed → Mon)', () => {
      given(aCycleStarted())
        .when(aRequestCommand([{ requestId: 'req-1', askedUserId: giver.id }, { requestId: 'req-2', askedUserId: colleague.id }]), teammates(giver.id, colleague.id))
        .then([aFeedbackRequested(), aFeedbackRequested({ requestId: 'req-2', askedUserId: colleague.id })]);
    });

    it('asks for feed-forward as its own kind, even when feedback is already open', () => {
      given(aCycleStarted(), aFeedbackRequested())
        .when(aRequestCommand([{ requestId: 'req-2', askedUserId: giver.id }], 'feed_forward'), teammates(giver.id))
        .then([aFeedbackRequested({ requestId: 'req-2', kind: 'feed_forward' })]);
    });

    it('decides nothing for a retried command whose requests are stored', () => {
      given(aCycleStarted(), aFeedbackRequested()).when(aRequestCommand(), teammates(giver.id)).then([]);
    });

    it('asks again once the earlier request was answered or withdrawn', () => {
      const again = aRequestCommand([{ requestId: 'req-2', askedUserId: giver.id }]);
      given(aCycleStarted(), aFeedbackRequested(), { type: 'FeedbackRequestWithdrawn', data: requestFields() })
        .when(again, teammates(giver.id))
        .then([aFeedbackRequested({ requestId: 'req-2' })]);
    });

    it.each([
      ['someone else asking on the cycle', aRequestCommand(undefined, 'feedback', giver), 'GROWTH_CYCLE.REQUEST_NOT_OWNER', 'forbidden'],
      ['asking oneself', aRequestCommand([{ requestId: 'req-1', askedUserId: owner.id }]), 'GROWTH_CYCLE.REQUEST_TO_SELF', 'validation'],
      ['asking a non-teammate', aRequestCommand([{ requestId: 'req-1', askedUserId: 'stranger' }]), 'GROWTH_CYCLE.REQUEST_NOT_TEAMMATE', 'validation'],
      ['asking nobody', aRequestCommand([]), 'GROWTH_CYCLE.INVALID_REQUEST', 'validation'],
      [
        'asking eleven colleagues',
        aRequestCommand(Array.from({ length: 11 }, (_, i) => ({ requestId: `r${i}`, askedUserId: giver.id }))),
        'GROWTH_CYCLE.INVALID_REQUEST',
        'validation',
      ],
      [
        'the same colleague twice',
        aRequestCommand([{ requestId: 'r1', askedUserId: giver.id }, { requestId: 'r2', askedUserId: giver.id }]),
        'GROWTH_CYCLE.INVALID_REQUEST',
        'validation',
      ],
    ] as const)('refuses %s', (_label, command, code, kind) => {
      given(aCycleStarted()).when(command, teammates(giver.id, owner.id)).thenFails(code, { kind });
    });

    it('refuses a second open request of the same kind to the same colleague, naming it', () => {
      given(aCycleStarted(), aFeedbackRequested())
        .when(aRequestCommand([{ requestId: 'req-2', askedUserId: giver.id }]), teammates(giver.id))
        .thenFails('GROWTH_CYCLE.REQUEST_OPEN', { kind: 'conflict', message: 'このメンバーにはすでにフィードバックを依頼しています（未回答）' });
    });

    it('refuses a completed cycle, a private one, and an unknown one', () => {
      given(aCycleStarted(), completed).when(aRequestCommand(), teammates(giver.id)).thenFails('GROWTH_CYCLE.NOT_ACTIVE', { kind: 'conflict' });
      given(aCycleStarted({ isPublic: false })).when(aRequestCommand(), teammates(giver.id)).thenFails('GROWTH_CYCLE.REQUEST_PRIVATE', { kind: 'conflict' });
      given().when(aRequestCommand(), teammates(giver.id)).thenFails('GROWTH_CYCLE.NOT_FOUND', { kind: 'not_found' });
    });
  });

  describe('answering', () => {
    it('closes the giver\'s open feedback request with their feedback, in the same decision', () => {
      given(aCycleStarted(), aFeedbackRequested())
        .when(aFeedbackCommand({ feedbackId: 'fb-9' }))
        .then([aFeedbackGiven({ feedbackId: 'fb-9' }), { type: 'FeedbackRequestAnswered', data: { ...requestFields(), answerId: 'fb-9' } }]);
    });

    it('closes a feed-forward request only with a feed-forward', () => {
      const asked = aFeedbackRequested({ kind: 'feed_forward' });
      given(aCycleStarted(), asked).when(aFeedbackCommand({ feedbackId: 'fb-9' })).then([aFeedbackGiven({ feedbackId: 'fb-9' })]);
      given(aCycleStarted(), asked)
        .when(aFeedForwardCommand())
        .then([aFeedForwardGiven(), { type: 'FeedbackRequestAnswered', data: { ...requestFields({ kind: 'feed_forward' }), answerId: 'ff-1' } }]);
    });

    it('closes a request once: a second gift from the same colleague answers nothing', () => {
      given(aCycleStarted(), aFeedbackRequested(), aFeedbackGiven({ feedbackId: 'fb-9' }), { type: 'FeedbackRequestAnswered', data: { ...requestFields(), answerId: 'fb-9' } })
        .when(aFeedbackCommand({ feedbackId: 'fb-10', message: 'プレゼンの構成がとても分かりやすかったです' }))
        .then([aFeedbackGiven({ feedbackId: 'fb-10', message: 'プレゼンの構成がとても分かりやすかったです' })]);
    });
  });

  describe('withdrawing', () => {
    it('lets the owner withdraw an open request', () => {
      given(aCycleStarted(), aFeedbackRequested()).when(withdraw()).then([{ type: 'FeedbackRequestWithdrawn', data: requestFields() }]);
    });

    it('refuses someone else, an unknown request and a closed one', () => {
      given(aCycleStarted(), aFeedbackRequested()).when(withdraw('req-1', giver)).thenFails('GROWTH_CYCLE.REQUEST_NOT_OWNER', { kind: 'forbidden' });
      given(aCycleStarted()).when(withdraw()).thenFails('GROWTH_CYCLE.REQUEST_NOT_FOUND', { kind: 'not_found' });
      given(aCycleStarted(), aFeedbackRequested(), { type: 'FeedbackRequestWithdrawn', data: requestFields() })
        .when(withdraw())
        .thenFails('GROWTH_CYCLE.REQUEST_CLOSED', { kind: 'conflict' });
    });
  });

  describe('reminding', () => {
    it('reminds an open request once', () => {
      given(aCycleStarted(), aFeedbackRequested()).when(remind()).then([reminded]);
      given(aCycleStarted(), aFeedbackRequested(), reminded).when(remind()).then([]);
    });

    it('reminds nothing once answered, withdrawn, completed, or for an unknown request', () => {
      given(aCycleStarted(), aFeedbackRequested(), { type: 'FeedbackRequestAnswered', data: { ...requestFields(), answerId: 'fb-1' } }).when(remind()).then([]);
      given(aCycleStarted(), aFeedbackRequested(), { type: 'FeedbackRequestWithdrawn', data: requestFields() }).when(remind()).then([]);
      given(aCycleStarted(), aFeedbackRequested(), completed).when(remind()).then([]);
      given(aCycleStarted()).when(remind('req-x')).then([]);
      given().when(remind()).then([]);
    });
  });
});
