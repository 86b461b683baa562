import { Inject, Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { preparedQuery } from '../../../platform/database/prepared-query.js';
import { ReadYourWrites } from '../../../platform/projections/read-your-writes.js';
import { calendarDate } from '../../../platform/time/calendar.js';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import { asOfTeamDay, endOfAsOfDay, type AsOfTeamDay } from './as-of.js';

/** Which board an as-of read is of: its timeline projection, the prefix of its tables, and its own errors. */
export interface AsOfBoard {
  /** The timeline projection's name: today's board waits for it (decision 0055). */
  readonly timeline: string;
  /** `<prefix>_entries`, `<prefix>_intervals`, `<prefix>_departments`, `<prefix>_teams`. */
  readonly prefix: string;
  readonly refuse: { invalid: () => Error; future: () => Error };
}

/** A board's day, ready to read: its end (`endsAt`), the deployment's zone, what `authorize` answered, and the rows of a prepared query. */
export interface AsOfBoardDay<Access> extends AsOfTeamDay {
  readonly endsAt: Date;
  readonly timeZone: string;
  readonly access: Access;
  rows<Row>(name: string, sql: string, params: unknown[]): Promise<Row[]>;
}

/**
 * The frame of both boards' as-of reads (decision 0050), in the order every one keeps: the date
 * is checked (invalid, in the future), then the reader (`authorize`, the matrix's own access
 * rule), then today's board waits for its timeline, then the team's day is read (before the team
 * existed: `beforeTeam`). The matrix then selects its rows (`asOfFrom`) and answers.
 */
@Injectable()
export class BoardAsOf {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async day<Access>(board: AsOfBoard, teamId: string, date: string, authorize: () => Promise<Access>): Promise<AsOfBoardDay<Access>> {
    const { timeZone } = this.config;
    const endsAt = endOfAsOfDay(date, this.clock.now(), timeZone, board.refuse);
    const access = await authorize();
    // Today's board can hold a move made a moment ago (decision 0055); a past day's cannot.
    if (date === calendarDate(this.clock.now(), timeZone)) await this.readYourWrites.beforeReading([board.timeline]);
    const day = await asOfTeamDay(this.manager, board.prefix, teamId, date, endsAt, timeZone);
    return {
      beforeTeam: day.beforeTeam,
      answer: day.answer,
      endsAt,
      timeZone,
      access,
      rows: <Row>(name: string, sql: string, params: unknown[]) => preparedQuery<Row>(this.manager, name, sql, params),
    };
  }
}
