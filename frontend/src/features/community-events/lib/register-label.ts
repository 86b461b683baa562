import type { CommunityEventResponse } from '../../../shared/api/generated/community-events';

/** What registering would do now: ask the host, take a seat, or join the waiting list. */
export function registerAction(event: Pick<CommunityEventResponse, 'requiresApproval' | 'placesLeft'>): 'requestApproval' | 'register' | 'joinWaitlist' {
  if (event.requiresApproval) return 'requestApproval';
  return event.placesLeft > 0 ? 'register' : 'joinWaitlist';
}

/** Whether the caller may register now: the event takes registrations, they hold none, and they do not host it. */
export function canRegister(event: Pick<CommunityEventResponse, 'status' | 'myRegistration' | 'hostId'>, userId: string | undefined): boolean {
  const open = event.status === 'scheduled' || event.status === 'live';
  return open && event.myRegistration === null && event.hostId !== userId;
}
