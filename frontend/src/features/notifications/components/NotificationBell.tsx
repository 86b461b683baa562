import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Divider, Flex, Popover, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useNotificationsListQuery, useNotificationsUnreadCountQuery } from '../../../shared/api/generated/notifications';
import { useLiveChannel } from '../../../shared/live/live-channel';
import { useNarrowScreen } from '../../../shared/ui/use-narrow-screen';
import { notificationsTexts as T } from '../../../locales/ja-JP/notifications';
import { useOpenNotification } from '../lib/open-notification';
import { NotificationLine } from './NotificationLine';
import './notifications.css';

const LATEST = 5;

function Latest({ onOpened }: { onOpened: () => void }) {
  const { data } = useNotificationsListQuery({});
  const open = useOpenNotification();
  const items = (data?.items ?? []).slice(0, LATEST);
  return (
    <Flex vertical style={{ width: 'min(360px, calc(100vw - 32px))' }}>
      {items.length ? (
        items.map((item) => (
          <NotificationLine
            key={item.id}
            item={item}
            compact
            onOpen={(it) => {
              onOpened();
              open(it);
            }}
          />
        ))
      ) : (
        <Typography.Text type="secondary">{T.bell.empty}</Typography.Text>
      )}
      <Divider style={{ margin: '8px 0' }} />
      <Link to="/community/notifications" onClick={onOpened}>
        {T.bell.all}
      </Link>
    </Flex>
  );
}

/** The top bar's bell: the unread count (live), and the latest few in a dropdown (on a phone, the page itself). */
export function NotificationBell() {
  useLiveChannel();
  const { data } = useNotificationsUnreadCountQuery();
  const [open, setOpen] = useState(false);
  const narrow = useNarrowScreen();
  const navigate = useNavigate();
  const count = data?.count ?? 0;
  const button = (
    <Badge count={count} size="small" overflowCount={99}>
      <Button type="text" shape="circle" icon={<BellOutlined />} aria-label={T.bell.label(count)} onClick={narrow ? () => void navigate('/community/notifications') : undefined} />
    </Badge>
  );
  if (narrow) return button;
  return (
    <Popover trigger="click" placement="bottomRight" title={T.bell.latest} open={open} onOpenChange={setOpen} content={open ? <Latest onOpened={() => setOpen(false)} /> : null}>
      {button}
    </Popover>
  );
}
