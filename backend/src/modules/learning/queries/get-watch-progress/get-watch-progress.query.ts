import { Query } from '@nestjs/cqrs';

/** Where a viewer stands on a video another module owns (decision 0108): the same progress row as a lesson's. */
export interface WatchProgress {
  /** Where to resume, in seconds. */
  position: number;
  /** The share of the video watched (the union of the watched stretches), 0..100. */
  percent: number;
  /** 90 % watched, staying so on a re-watch. */
  completed: boolean;
}

/** The user's progress on a video keyed by its id (an event's recording); not started reads as zero. */
export class GetWatchProgressQuery extends Query<WatchProgress> {
  constructor(
    readonly userId: string,
    readonly videoId: string,
  ) {
    super();
  }
}
