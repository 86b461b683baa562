import { notification as staticNotification } from 'antd';

type NotificationInstance = ReturnType<typeof staticNotification.useNotification>[0];

/**
 * The one place toasts come from outside React (the base query). `NotifierBridge` registers its
 * context-aware instance, so toasts get the theme and the ja-JP locale; until then the static API
 * is used.
 */
let current: NotificationInstance = staticNotification;

export function setNotifier(instance: NotificationInstance): void {
  current = instance;
}

export function notifier(): NotificationInstance {
  return current;
}

/** Toast settings: one toast at a time, shown 5 s (spec part 1 §9). */
export const notificationConfig = { maxCount: 1, duration: 5, placement: 'topRight' } as const;
