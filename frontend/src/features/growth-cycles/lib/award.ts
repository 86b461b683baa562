import type { FairPlayNoteResponse } from '../../../shared/api/generated/growth-cycles';
import { growthCycleMessages as m } from '../../../locales/ja-JP/growth-cycles';
import { notifier } from '../../../shared/ui/notifier';

/** What a praise, a cheer or a completion answered about its points (decision 0059). */
export interface AwardAnswer {
  pointsAwarded: number | null;
  fairPlay: FairPlayNoteResponse | null;
}

/**
 * The one toast after an act that may pay points: success with the points earned, or, when a
 * fair-play rule withheld them, an information toast that says the act went through and why it
 * earned nothing (never a silent success).
 */
export function notifyAward(done: string, answer: AwardAnswer): void {
  if (answer.fairPlay) {
    notifier().info({ title: done, description: answer.fairPlay.message });
    return;
  }
  notifier().success({ title: done, description: answer.pointsAwarded ? m.points.earned(answer.pointsAwarded) : undefined });
}
