import { growthCycleMessages as m } from '../../locales/ja-JP/growth-cycles';
import { pointsTexts } from '../../locales/ja-JP/points';
import { registerWriteFailures } from '../../shared/api/write-failures';

/** What a failed growth-cycle or points write says (shown by the write-failure listener, decision 0067). */
registerWriteFailures({
  growthCyclesStart: m.create.failed,
  growthCyclesComplete: m.mine.completeFailed,
  growthCyclesThank: m.received.thankFailed,
  growthCyclesGiveFeedback: m.feedback.failed,
  growthCyclesGiveFeedForward: m.feedForward.failed,
  growthCyclesRequestFeedback: m.requests.failed,
  growthCyclesWithdrawFeedbackRequest: m.requests.withdrawFailed,
  pointsPurchase: pointsTexts.shop.buyFailed,
  pointsEquip: pointsTexts.shop.equipFailed,
  pointsUnequip: pointsTexts.shop.equipFailed,
});
