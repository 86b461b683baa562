import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { calendarDate } from './calendar.js';
import { CLOCK, type Clock } from './clock.js';

/**
 * The instant now and the calendar it is read in: the deployment's zone (`APP_TIME_ZONE`) and
 * today's date there. What a handler injects when "now" or "today" decides something; it reads
 * the one `CLOCK` at each call, so a test that fixes the clock fixes this too.
 */
@Injectable()
export class DeploymentClock {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The deployment's IANA time zone, such as `Asia/Tokyo`. */
  get timeZone(): string {
    return this.config.timeZone;
  }

  now(): Date {
    return this.clock.now();
  }

  /** Today, `YYYY-MM-DD` in the deployment's time zone. */
  today(): string {
    return calendarDate(this.clock.now(), this.config.timeZone);
  }
}
