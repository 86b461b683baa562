import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';

type Kind = 'success' | 'error' | 'info' | 'warning';

/** Toast settings: one toast at a time, shown 5 s (spec part 1 §9). */
export const notificationConfig = { maxCount: 1, duration: 5, placement: 'topRight' } as const;

/**
 * The one place toasts come from outside React (the base query). `NotifierBridge` (in `AntdProviders`)
 * registers its context-aware instance, so toasts get the theme and the ja-JP locale.
 * The public pages are drawn without antd (docs/benchmarks.md, page weight): there is no bridge
 * yet, and antd's static notification is loaded only when a first toast is asked for, so no
 * antd code is on the landing page's path.
 */
let current: NotificationInstance | undefined;

/** `undefined` when the bridge unmounts (back on a public page): toasts go to the static API again. */
export function setNotifier(instance: NotificationInstance | undefined): void {
  current = instance;
}

function show(kind: Kind, args: ArgsProps): void {
  if (current) {
    current[kind](args);
    return;
  }
  void import('./static-notification').then(({ staticNotification }) => {
    staticNotification.config(notificationConfig);
    staticNotification[kind](args);
  });
}

export interface Notifier {
  success(args: ArgsProps): void;
  error(args: ArgsProps): void;
  info(args: ArgsProps): void;
  warning(args: ArgsProps): void;
}

const facade: Notifier = {
  success: (args) => show('success', args),
  error: (args) => show('error', args),
  info: (args) => show('info', args),
  warning: (args) => show('warning', args),
};

export function notifier(): Notifier {
  return facade;
}
