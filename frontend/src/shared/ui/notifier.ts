import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';

type Kind = 'success' | 'error' | 'info' | 'warning';

/** Toast settings: one toast at a time, shown 5 s (spec part 1 §9). */
export const notificationConfig = { maxCount: 1, duration: 5, placement: 'topRight' } as const;

/**
 * The one place toasts come from outside React (the base query). `NotifierBridge` (in `AntdProviders`)
 * registers its context-aware instance, so toasts get the theme and the ja-JP locale.
 * The public pages are drawn without antd (docs/benchmarks.md, page weight): there is no bridge
 * yet, and antd's static notification is loaded only when a first toast is asked for, so no
 * antd code is on the landing page's path. The signed-in shell loads the bridge after its first
 * paint (`awaitNotifier`): a toast asked for meanwhile waits for it, so it is drawn in the theme.
 */
let current: NotificationInstance | undefined;
/** Toasts asked for while the bridge is on its way. */
let waiting: [Kind, ArgsProps][] | undefined;

/** How long after the bridge's code has arrived its instance may take to register before waiting toasts go to the static API. */
export const BRIDGE_MOUNT_GRACE_MS = 2000;

/** `undefined` when the bridge unmounts (back on a public page): toasts go to the static API again. */
export function setNotifier(instance: NotificationInstance | undefined): void {
  current = instance;
  if (instance) flushWaiting();
}

/**
 * The bridge's code is loading (`arrival`): toasts wait for its instance. If the code fails to
 * load, or no bridge registers within `BRIDGE_MOUNT_GRACE_MS` after it arrived, they are shown by
 * the static API instead: a toast is never lost.
 */
export function awaitNotifier(arrival: Promise<unknown>): void {
  if (current) return;
  waiting ??= [];
  const giveUp = () => {
    if (!current) flushWaiting();
  };
  arrival.then(() => setTimeout(giveUp, BRIDGE_MOUNT_GRACE_MS), giveUp);
}

function flushWaiting(): void {
  const toasts = waiting ?? [];
  waiting = undefined;
  for (const [kind, args] of toasts) show(kind, args);
}

function show(kind: Kind, args: ArgsProps): void {
  if (current) {
    current[kind](args);
    return;
  }
  if (waiting) {
    waiting.push([kind, args]);
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
