import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import type { MyRegistrationResponse } from '../../../shared/api/generated/community-events';

/** The toast after registering: a seat, a place in line, or a request to the host. */
export function registeredMessage(mine: MyRegistrationResponse | null): string {
  if (mine?.status === 'waitlisted') return t.myRegistration.waitlisted(mine.waitlistPosition ?? 1);
  if (mine?.status === 'pending') return t.myRegistration.pending;
  return t.myRegistration.registered;
}
