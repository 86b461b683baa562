import { defaultChannelOf, IN_APP_ONLY_KINDS, isNotificationChannel, NOTIFICATION_KIND_IDS, type NotificationChannel, type NotificationKind } from '@pivot/rules';

/**
 * The channel a person has for a kind: the one they chose, else the kind's default; always the app
 * for the kinds told to an anonymous author (decision 0090), whatever an older row says.
 */
export function effectiveChannel(kind: NotificationKind, chosen: string | undefined): NotificationChannel {
  if (IN_APP_ONLY_KINDS.has(kind)) return 'in_app';
  return isNotificationChannel(chosen) ? chosen : defaultChannelOf(kind);
}

/** Every kind's channel for one person, from the rows they chose (kind → channel). */
export function channelsFrom(chosen: ReadonlyMap<string, string>): Map<NotificationKind, NotificationChannel> {
  return new Map(NOTIFICATION_KIND_IDS.map((kind) => [kind, effectiveChannel(kind, chosen.get(kind))]));
}
