import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotificationsUnreadCountQuery } from '../../../shared/api/generated/notifications';
import { useLiveChannel } from '../../../shared/live/live-channel';
import { useNarrowScreen } from '../../../shared/ui/use-narrow-screen';
import { notificationsTexts as T } from '../../../locales/ja-JP/notifications';
import './notifications.css';

// The dropdown's list is loaded when the bell is first opened: the top bar stays light on every page.
const LatestNotifications = lazy(() => import('./LatestNotifications'));

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
  const latest = open ? (
    <Suspense fallback={null}>
      <LatestNotifications onOpened={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return (
    <Popover trigger="click" placement="bottomRight" title={T.bell.latest} open={open} onOpenChange={setOpen} content={latest}>
      {button}
    </Popover>
  );
}
