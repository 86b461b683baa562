import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { NotificationResponse } from '../../../shared/api/generated/notifications';
import { useNotificationsMarkReadMutation } from '../../../shared/api/generated/notifications';
import { useAnonymousPostNotificationsMarkReadMutation } from '../../../shared/api/generated/anonymous-post-notifications';
import '../write-failures';

/** Whether a notification is one an anonymous post's author received: marked read under 心の叫び's prefix (decision 0082). */
export function isAnonymousAuthorKind(kind: NotificationResponse['kind']): boolean {
  return kind === 'anonymous_reply' || kind === 'anonymous_supports' || kind === 'anonymous_post_moderated';
}

/** Opening a notification: marked read (if it was not), then its object. */
export function useOpenNotification(): (item: NotificationResponse) => void {
  const navigate = useNavigate();
  const [markRead] = useNotificationsMarkReadMutation();
  const [markAnonymousRead] = useAnonymousPostNotificationsMarkReadMutation();
  return useCallback(
    (item: NotificationResponse) => {
      if (!item.read) void (isAnonymousAuthorKind(item.kind) ? markAnonymousRead({ id: item.id }) : markRead({ id: item.id }));
      void navigate(item.link);
    },
    [markAnonymousRead, markRead, navigate],
  );
}
