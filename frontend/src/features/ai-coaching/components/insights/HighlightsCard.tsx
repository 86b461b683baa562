import { BulbOutlined } from '@ant-design/icons';
import { Flex, List, theme, Typography as AntTypography } from 'antd';
import { Typography } from '../../../../shared/ui/Typography';
import { Panel } from '../../../../shared/ui/Panel';
import { coachingInsightsTexts as texts } from '../../../../locales/ja-JP/coaching-insights';
import type { HighlightResponse } from '../../../../shared/api/generated/coaching-insights';
import { EmptyState } from '../../../../shared/ui/EmptyState';
import { highlightText } from '../../lib/insights';
import { SourceLinks } from './SourceLinks';

/** The important insights (spec: up to 3): what the user's data shows, what to try, and where it comes from. */
export function HighlightsCard({ highlights, loading }: { highlights: readonly HighlightResponse[] | undefined; loading: boolean }) {
  const { token } = theme.useToken();
  const items = (highlights ?? []).map(highlightText).filter((h) => h !== null).slice(0, 3);
  return (
    <Panel title={texts.highlights.title} loading={loading}>
      {items.length === 0 ? (
        <EmptyState size="compact" illustration="list" title={texts.highlights.empty} />
      ) : (
        <List
          dataSource={items}
          renderItem={(item) => (
            <List.Item key={item.text}>
              <Flex gap="small" align="flex-start" style={{ minWidth: 0 }}>
                <BulbOutlined style={{ color: token.colorWarning, marginTop: 4 }} aria-hidden />
                <Flex vertical gap={4} style={{ minWidth: 0 }}>
                  <Typography.Text strong>{item.text}</Typography.Text>
                  {item.quote && (
                    <AntTypography.Paragraph style={{ margin: 0, paddingLeft: 8, borderLeft: `3px solid ${token.colorBorder}` }} ellipsis={{ rows: 2, tooltip: item.quote }}>
                      {item.quote}
                    </AntTypography.Paragraph>
                  )}
                  <Typography.Text type="secondary">{item.next}</Typography.Text>
                  {item.sources.length > 0 && <SourceLinks sources={item.sources} />}
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Panel>
  );
}
