import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The current instant, injected so that rules depending on "today" (staleness, this month,
 * upcoming) can be tested with a fixed time: `jest.spyOn(app.get(CLOCK), 'now')`.
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

@Injectable()
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}

/** Provides one `CLOCK` for the whole application. */
@Global()
@Module({ providers: [{ provide: CLOCK, useClass: SystemClock }], exports: [CLOCK] })
export class TimeModule {}
