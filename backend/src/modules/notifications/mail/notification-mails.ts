import { NOTIFICATION_GROUP_LABELS, NOTIFICATION_GROUPS, NOTIFICATION_KINDS, type NotificationKind } from '@pivot/rules';
import type { MailContent, MailSection } from '../../../platform/mail/mail-layout.js';

/** Where every notification can be read (the page the digest's button opens). */
export const NOTIFICATIONS_PAGE_PATH = '/community/notifications';

/** One notification as a mail tells it. */
export interface MailedNotification {
  readonly kind: NotificationKind;
  readonly title: string;
  readonly body: string | null;
  readonly link: string;
  /** Who did it, by name; null when nobody is named. */
  readonly actorName: string | null;
}

const from = (actorName: string | null) => (actorName ? `${actorName} さんから` : null);
/** 「山田 太郎 さん」; someone who has not given their name yet is greeted without one. */
const greeting = (recipientName: string) => (recipientName ? `${recipientName} さん` : 'こんにちは。');

/** The mail of one notification sent at once: who and what in the subject, the message, the link back. */
export function atOnceMail(notification: MailedNotification, recipientName: string): MailContent {
  const who = from(notification.actorName);
  return {
    subject: who ? `${notification.title}（${who}）` : notification.title,
    greeting: greeting(recipientName),
    heading: notification.title,
    paragraphs: [],
    details: [
      ...(notification.actorName ? [{ label: '送り主', value: `${notification.actorName} さん` }] : []),
      ...(notification.body ? [{ label: '内容', value: notification.body }] : []),
    ],
    action: { label: 'PIVOT で開く', path: notification.link },
  };
}

/**
 * The mail of a batched kind (likes on one post): how many came since the last such mail, and who
 * gave the latest (forum likes are given by name; an anonymous post's kinds are never mailed).
 */
export function batchedMail(notification: MailedNotification, count: number, recipientName: string): MailContent {
  return {
    subject: `${notification.title}（${count}件）`,
    greeting: greeting(recipientName),
    heading: `${count}件の「いいね」がつきました`,
    paragraphs: [count > 1 ? `前回のお知らせのあとに、${count}件の「いいね」がつきました。` : '新しく「いいね」がつきました。'],
    details: notification.actorName ? [{ label: count > 1 ? '最新の「いいね」' : '送り主', value: `${notification.actorName} さん` }] : [],
    action: { label: 'PIVOT で開く', path: notification.link },
  };
}

/** `2026-12-07` → `12月7日`. */
function monthDay(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${month}月${day}日`;
}

/**
 * The daily digest: the unread notifications of the kinds the person reads this way, grouped as
 * the preferences screen groups them (growth cycles, forum, events …), each linking to its object.
 */
export function digestMail(span: { since: string; date: string }, recipientName: string, notifications: readonly MailedNotification[]): MailContent {
  const sections: MailSection[] = NOTIFICATION_GROUPS.flatMap((group) => {
    const items = notifications
      .filter((n) => NOTIFICATION_KINDS[n.kind].group === group)
      .map((n) => ({ text: n.actorName ? `${n.title}（${from(n.actorName)}）` : n.title, note: n.body, path: n.link }));
    return items.length ? [{ heading: NOTIFICATION_GROUP_LABELS[group], items }] : [];
  });
  const missed = span.since !== span.date;
  return {
    subject: `${missed ? `${monthDay(span.since)}〜${monthDay(span.date)}` : monthDay(span.date)}の通知のまとめ（${notifications.length}件）`,
    greeting: greeting(recipientName),
    heading: `まだ開いていない通知が${notifications.length}件あります`,
    paragraphs: missed
      ? [`${monthDay(span.since)}から${monthDay(span.date)}までのまとめメールを送れなかったため、その間に届いた通知のうち、まだ開いていないものを1通にまとめてお送りします。`]
      : ['前回のまとめメールのあとに届いた通知のうち、まだ開いていないものです。'],
    sections,
    action: { label: '通知をすべて見る', path: NOTIFICATIONS_PAGE_PATH },
  };
}
