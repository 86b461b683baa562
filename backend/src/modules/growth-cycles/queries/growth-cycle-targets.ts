import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** An active cycle's target as another module lists it (the personal calendar feed). */
export interface GrowthCycleTarget {
  readonly cycleId: string;
  readonly title: string;
  readonly targetBehaviors: string;
  /** YYYY-MM-DD. */
  readonly targetDate: string;
}

/**
 * The targets of a person's own active growth cycles, those with a target date, soonest first
 * (issue 31: the personal calendar feed gains the growth-cycle targets). Only the owner's: the
 * feed is theirs, whatever cycles they support or can see.
 */
@Injectable()
export class GrowthCycleTargets {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async ofOwner(userId: string): Promise<GrowthCycleTarget[]> {
    return (await this.db.query(
      `SELECT id AS "cycleId", title, target_behaviors AS "targetBehaviors", to_char(target_date, 'YYYY-MM-DD') AS "targetDate"
         FROM growth_cycles WHERE user_id = $1 AND status = 'active' AND target_date IS NOT NULL
        ORDER BY target_date, started_position`,
      [userId],
    )) as GrowthCycleTarget[];
  }
}
