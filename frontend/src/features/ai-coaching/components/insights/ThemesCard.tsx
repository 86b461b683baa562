import { Flex, List, Tag } from 'antd';
import { Typography } from '../../../../shared/ui/Typography';
import { Panel } from '../../../../shared/ui/Panel';
import { coachingInsightsTexts as texts } from '../../../../locales/ja-JP/coaching-insights';
import type { ThemeInsightResponse } from '../../../../shared/api/generated/coaching-insights';
import { EmptyState } from '../../../../shared/ui/EmptyState';
import { SourceLinks } from './SourceLinks';

/** The book's themes the user's words touch, the recurring ones first, each with the sessions and entries it comes from. */
export function ThemesCard({ themes, loading, max = 6 }: { themes: readonly ThemeInsightResponse[] | undefined; loading: boolean; max?: number }) {
  const shown = (themes ?? []).slice(0, max);
  return (
    <Panel title={texts.themes.title} loading={loading}>
      {shown.length === 0 ? (
        <EmptyState size="compact" illustration="list" title={texts.themes.empty} />
      ) : (
        <Flex vertical gap="small">
          <Typography.Text type="secondary">{texts.themes.hint}</Typography.Text>
          <List
            size="small"
            dataSource={shown}
            renderItem={(theme) => (
              <List.Item key={theme.key}>
                <Flex vertical gap={2} style={{ minWidth: 0 }}>
                  <Flex gap="small" align="center" wrap>
                    <Typography.Text strong>{theme.label}</Typography.Text>
                    <Tag color={theme.count >= 2 ? 'orange' : 'default'}>{texts.themes.count(theme.count)}</Tag>
                  </Flex>
                  <SourceLinks sources={theme.sources} />
                </Flex>
              </List.Item>
            )}
          />
        </Flex>
      )}
    </Panel>
  );
}
