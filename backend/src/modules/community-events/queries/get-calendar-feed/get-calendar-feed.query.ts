import { Query } from '@nestjs/cqrs';

/** A personal calendar feed by its secret token: the `.ics` text, or null for an unknown or renewed token. */
export class GetCalendarFeedQuery extends Query<string | null> {
  constructor(readonly token: string) {
    super();
  }
}

/** When the user's current feed URL was issued (null when none was). */
export class GetCalendarFeedStatusQuery extends Query<Date | null> {
  constructor(readonly userId: string) {
    super();
  }
}
