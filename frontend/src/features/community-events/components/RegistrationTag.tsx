import { Tag } from 'antd';
import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import type { EventRegistrationStatus } from '../../../shared/api/generated/community-events';

const COLORS: Record<EventRegistrationStatus, string> = {
  pending: 'gold',
  registered: 'green',
  waitlisted: 'orange',
  attended: 'blue',
  declined: 'default',
  cancelled: 'default',
};

/** A registration's state; a waiting one shows its place in line. */
export function RegistrationTag({ status, waitlistPosition }: { status: EventRegistrationStatus; waitlistPosition?: number | null }) {
  return (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {status === 'waitlisted' && waitlistPosition ? t.card.waitlistPosition(waitlistPosition) : t.registration[status]}
    </Tag>
  );
}
