import { isNotificationKind, NOTIFICATION_KIND_IDS, NOTIFICATION_KINDS, type NotificationKind } from '@pivot/rules';
import { mailKind, type MailKind } from '../../../platform/mail/mail-kinds.js';

const PREFIX = 'notification.';

/** The mail kind of each notification kind sent at once: `notification.<kind>` (its unsubscribe stops that kind). */
const AT_ONCE_MAIL_KINDS = new Map<NotificationKind, MailKind>(NOTIFICATION_KIND_IDS.map((kind) => [kind, mailKind(`${PREFIX}${kind}`, NOTIFICATION_KINDS[kind].label)]));

export function atOnceMailKind(kind: NotificationKind): MailKind {
  return AT_ONCE_MAIL_KINDS.get(kind) as MailKind;
}

/** The daily digest's mail kind (its unsubscribe stops every kind that was in the digest). */
export const DIGEST_MAIL_KIND = mailKind(`${PREFIX}digest`, '通知のまとめメール（1日1回）');

/** Whether a mail kind is one of the notifications'. */
export function isNotificationMailKind(kind: string): boolean {
  return kind.startsWith(PREFIX);
}

/** What a notification mail kind stops or asks about: one notification kind, the digest, or nothing known. */
export function notificationKindOfMail(kind: string): NotificationKind | 'digest' | null {
  if (kind === DIGEST_MAIL_KIND.id) return 'digest';
  const id = kind.slice(PREFIX.length);
  return isNotificationMailKind(kind) && isNotificationKind(id) ? id : null;
}
