import { Query } from '@nestjs/cqrs';

/** A fair-play rule that withheld the points of an act, with the sentence the person is shown. */
export interface FairPlayNote {
  /** The points module's `WithholdingReason` (docs/modules/points.md "Fair play"). */
  reason: string;
  message: string;
}

export interface AwardOutcome {
  /** Points the act earned; 0 when a rule withheld them; null when the award is not decided yet. */
  pointsAwarded: number | null;
  /** Why nothing was paid; null when points were paid or the award is not decided yet. */
  fairPlay: FairPlayNote | null;
}

/**
 * What the points module decided for one act of `userId` (a praise, a cheer, a completed cycle,
 * by its id). The growth-cycles module asks it after its write: read-your-writes has then waited
 * for the award reactors (decision 0054), so the answer is the award itself, decided once, by the
 * points account's rules (decision 0059). The points module handles it; it is declared here, by
 * the module that asks, because the points module already depends on this one's events.
 */
export class GetAwardOutcomeQuery extends Query<AwardOutcome> {
  constructor(
    readonly userId: string,
    readonly relatedEntityId: string,
  ) {
    super();
  }
}
