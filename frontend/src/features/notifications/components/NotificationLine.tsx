import { Badge, Flex, Typography as AntTypography } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import type { NotificationResponse } from '../../../shared/api/generated/notifications';
import { formatInstant, relativeTime } from '../../../shared/lib/datetime';
import { notificationsTexts as T } from '../../../locales/ja-JP/notifications';
import { isAnonymousAuthorKind } from '../lib/open-notification';
import { NotificationKindIcon } from './NotificationKindIcon';

/** Read by screen readers, not shown. */
const HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

/** One notification: who, what, the words that came with it, and when; unread ones carry a dot. */
export function NotificationLine({ item, onOpen, compact = false }: { item: NotificationResponse; onOpen: (item: NotificationResponse) => void; compact?: boolean }) {
  const who = item.actorName ?? (isAnonymousAuthorKind(item.kind) ? T.page.anonymousActor : null);
  return (
    // Its name is its visible text (WCAG 2.5.3), an unread one's preceded by 未読 for screen readers.
    <button type="button" className="notification-line" onClick={() => onOpen(item)}>
      {!item.read && <span style={HIDDEN}>{T.page.unread} </span>}
      <Flex gap="small" align="start">
        <Badge status={item.read ? 'default' : 'processing'} style={{ visibility: item.read ? 'hidden' : 'visible', marginTop: 6 }} />
        <NotificationKindIcon kind={item.kind} />
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong={!item.read}>
            {who && <span className="notification-who">{who}：</span>}
            {item.title}
            {item.count > 1 && <span className="notification-count">（{T.page.count(item.count)}）</span>}
          </Typography.Text>
          {item.body && !compact && <AntTypography.Text type="secondary" ellipsis={{ tooltip: item.body }}>{item.body}</AntTypography.Text>}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <time dateTime={item.createdAt} title={formatInstant(item.createdAt, 'dateTime')}>
              {relativeTime(item.createdAt)}
            </time>
          </Typography.Text>
        </Flex>
      </Flex>
    </button>
  );
}
