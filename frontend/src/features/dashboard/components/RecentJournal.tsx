import { BookOutlined } from '@ant-design/icons';
import { Card, List, Typography } from 'antd';
import { dashboardTexts } from '../../../locales/ja-JP/dashboard';
import type { JournalEntryResponse } from '../../../shared/api/generated/journal';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { formatInstant } from '../../../shared/lib/datetime';

const texts = dashboardTexts.recentActivity;

/** Recent activity (spec part 1 §2): the latest 3 journal entries, title or a default label, and their date. */
export function RecentJournal({ entries, loading }: { entries: JournalEntryResponse[] | undefined; loading: boolean }) {
  const latest = (entries ?? []).slice(0, 3);
  return (
    <Card title={texts.title} loading={loading} extra={<LinkButton to="/community/journal" type="link" size="small">{texts.open}</LinkButton>}>
      {latest.length === 0 ? (
        <Typography.Text type="secondary">{texts.empty}</Typography.Text>
      ) : (
        <List
          dataSource={latest}
          renderItem={(entry) => (
            <List.Item key={entry.id}>
              <List.Item.Meta avatar={<BookOutlined />} title={entry.title ?? texts.defaultTitle} description={formatInstant(entry.createdAt, 'day')} />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
