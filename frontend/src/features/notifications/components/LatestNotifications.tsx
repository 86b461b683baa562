import { Divider, Flex } from 'antd';
import { Link } from 'react-router';
import { useNotificationsListQuery } from '../../../shared/api/generated/notifications';
import { Typography } from '../../../shared/ui/Typography';
import { notificationsTexts as T } from '../../../locales/ja-JP/notifications';
import { useOpenNotification } from '../lib/open-notification';
import { NotificationLine } from './NotificationLine';

const LATEST = 5;

/** The bell's dropdown: the latest few notifications and the way to all of them (loaded when the bell is first opened). */
export default function LatestNotifications({ onOpened }: { onOpened: () => void }) {
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
