import { Tag } from 'antd';
import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import type { CommunityEventStatus } from '../../../shared/api/generated/community-events';

const COLORS: Record<CommunityEventStatus, string> = { scheduled: 'processing', live: 'success', completed: 'default', cancelled: 'error' };

export function EventStatusTag({ status }: { status: CommunityEventStatus }) {
  return (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t.statuses[status]}
    </Tag>
  );
}
