import {
  CalendarOutlined,
  ClockCircleOutlined,
  FileDoneOutlined,
  HeartOutlined,
  MessageOutlined,
  PlayCircleOutlined,
  RiseOutlined,
  SettingOutlined,
  StarOutlined,
  TeamOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { NOTIFICATION_KINDS, type NotificationGroup, type NotificationKind } from '@pivot/rules';
import type { ComponentType } from 'react';

type Icon = ComponentType<{ 'aria-hidden'?: boolean; className?: string }>;

/** Each group's mark; the text says what happened, the icon only helps the eye (hidden from screen readers). */
const GROUP_ICONS: Readonly<Record<NotificationGroup, Icon>> = {
  growth: RiseOutlined,
  points: StarOutlined,
  forum: MessageOutlined,
  anonymous: HeartOutlined,
  events: CalendarOutlined,
  one_on_one: TeamOutlined,
  admin: SettingOutlined,
};

/** Kinds that stand out from their group: the reminders (something is due), a record, a recording to watch, a failure. */
const KIND_ICONS: Partial<Readonly<Record<NotificationKind, Icon>>> = {
  event_starts_soon: ClockCircleOutlined,
  one_on_one_tomorrow: ClockCircleOutlined,
  feedback_request_reminder: ClockCircleOutlined,
  inquiry_reply_due: ClockCircleOutlined,
  one_on_one_recorded: FileDoneOutlined,
  event_recording: PlayCircleOutlined,
  projection_parked: WarningOutlined,
};

export function NotificationKindIcon({ kind }: { kind: NotificationKind }) {
  const Icon = KIND_ICONS[kind] ?? GROUP_ICONS[NOTIFICATION_KINDS[kind].group];
  return <Icon aria-hidden className="notification-kind-icon" />;
}
