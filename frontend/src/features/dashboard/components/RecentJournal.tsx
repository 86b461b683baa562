import { BookOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import { Panel } from '../../../shared/ui/Panel';
import { dashboardTexts } from '../../../locales/ja-JP/dashboard';
import type { JournalEntryResponse } from '../../../shared/api/generated/journal';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { formatInstant } from '../../../shared/lib/datetime';
import { Typography } from '../../../shared/ui/Typography';

const texts = dashboardTexts.recentActivity;
const HEADING_WEIGHT = 500;

/**
 * Recent activity (spec part 1 §2): the latest 3 journal entries, title or a default label, and their date.
 * A plain list drawn as antd's `List` draws it: antd's `List` brings its pagination (and with it a
 * select) to the dashboard's first screen, and titles each entry with an `h4` under the page's `h1`
 * (Lighthouse's heading order; docs/decisions/0104).
 */
export function RecentJournal({ entries, loading }: { entries: JournalEntryResponse[] | undefined; loading: boolean }) {
  const { token } = theme.useToken();
  const latest = (entries ?? []).slice(0, 3);
  return (
    <Panel title={texts.title} loading={loading} extra={<LinkButton to="/community/journal" type="link" size="small">{texts.open}</LinkButton>}>
      {latest.length === 0 ? (
        <Typography.Text type="secondary">{texts.empty}</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {latest.map((entry, index) => (
            <li
              key={entry.id}
              style={{ padding: `${token.paddingContentVertical}px 0`, borderBlockEnd: index < latest.length - 1 ? `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` : undefined }}
            >
              <Flex align="flex-start" gap={token.padding}>
                <BookOutlined aria-hidden style={{ lineHeight: token.lineHeight }} />
                <Flex vertical gap={token.marginXXS} style={{ minWidth: 0 }}>
                  {/* The weight antd's reset gives headings, as the `List`'s title had. */}
                  <Typography.Text style={{ fontWeight: HEADING_WEIGHT }}>{entry.title ?? texts.defaultTitle}</Typography.Text>
                  <Typography.Text type="secondary">{formatInstant(entry.createdAt, 'day')}</Typography.Text>
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
