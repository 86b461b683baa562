import { Query } from '@nestjs/cqrs';
import type { LeaderboardPeriod } from '../../domain/periods.js';
import type { LeaderboardMetric } from './leaderboard-sql.js';

export interface LeaderboardEntryView {
  rank: number;
  userId: string;
  displayName: string;
  score: number;
  feedbackQualityScore: number;
  feedForwardCount: number;
  /** 0..1: the share of cheers received that were answered with thanks. */
  responseRate: number;
}

export interface MvpAwardView {
  periodKind: string;
  periodStart: string;
  periodEnd: string;
  awardType: string;
  rank: number;
  userId: string;
  displayName: string;
  score: number;
}

export interface LeaderboardView {
  period: LeaderboardPeriod;
  metric: LeaderboardMetric;
  periodStart: string | null;
  periodEnd: string | null;
  entries: LeaderboardEntryView[];
  /** The caller's own row (also when outside the top), or null with no score in the period. */
  me: LeaderboardEntryView | null;
  /** The MVPs of the last closed week and month. */
  mvps: MvpAwardView[];
}

export class GetLeaderboardQuery extends Query<LeaderboardView> {
  constructor(
    readonly period: LeaderboardPeriod,
    readonly metric: LeaderboardMetric,
    readonly limit: number,
    readonly userId: string,
  ) {
    super();
  }
}
