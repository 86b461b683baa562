import { CalendarOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Popconfirm, Typography as AntTypography } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useState } from 'react';
import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import { useCommunityEventsCalendarFeedQuery, useCommunityEventsRenewCalendarFeedMutation } from '../../../shared/api/generated/community-events';
import { formatInstant } from '../../../shared/lib/datetime';
import '../write-failures';

/**
 * The personal calendar feed: a secret URL of one's registered events for a calendar app. The
 * server keeps only its hash, so the URL is shown once, right after issuing; renewing retires the old one.
 */
export function CalendarFeedCard() {
  const status = useCommunityEventsCalendarFeedQuery();
  const [renew, { isLoading }] = useCommunityEventsRenewCalendarFeedMutation();
  const [url, setUrl] = useState<string | null>(null);
  const issuedAt = status.data?.issuedAt ?? null;

  const issue = async () => {
    try {
      setUrl((await renew().unwrap()).url);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Panel size="small" title={<span><CalendarOutlined /> {t.feed.title}</span>}>
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t.feed.lead}</Typography.Text>
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{issuedAt ? t.feed.issuedAt(formatInstant(issuedAt, 'dateTime')) : t.feed.none}</Typography.Text>
          {issuedAt ? (
            <Popconfirm title={t.feed.renewConfirm} okText={t.feed.renewOk} cancelText={t.feed.keep} onConfirm={issue}>
              <Button loading={isLoading}>{t.feed.renew}</Button>
            </Popconfirm>
          ) : (
            <Button type="primary" loading={isLoading} onClick={issue}>
              {t.feed.issue}
            </Button>
          )}
        </Flex>
        {url && (
          <Alert
            type="info"
            showIcon
            title={t.feed.shownOnce}
            description={
              <Flex vertical gap={4}>
                <AntTypography.Text copyable code style={{ wordBreak: 'break-all' }}>
                  {url}
                </AntTypography.Text>
                <Typography.Text type="secondary">{t.feed.secret}</Typography.Text>
              </Flex>
            }
          />
        )}
      </Flex>
    </Panel>
  );
}
