import { Button, Empty, Flex, List, Table, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { cultureSimulationTexts as t } from '../../../locales/ja-JP/culture-simulation';
import type { CultureScenarioResponse } from '../../../shared/api/generated/culture-simulation';
import { percent } from '../lib/culture-format';

const v = t.saved;

/** Saved scenarios (mine and the shared ones), each compared with what happened at the projected dates that passed. */
export function SavedScenarios({ scenarios, onShare, sharing }: { scenarios: CultureScenarioResponse[]; onShare: (id: string) => void; sharing: boolean }) {
  return (
    <Panel title={v.title}>
      {scenarios.length === 0 ? (
        <Empty description={v.empty} />
      ) : (
        <List
          dataSource={scenarios}
          renderItem={(scenario) => {
            const first = scenario.result.ownerShare.find((p) => p.month > 0);
            return (
              <List.Item key={scenario.id}>
                <Flex vertical gap="small" style={{ width: '100%' }}>
                  <Flex gap={8} wrap align="center">
                    <Typography.Text strong>{scenario.name}</Typography.Text>
                    <Tag color={scenario.shared ? 'green' : 'default'}>{scenario.shared ? v.shared : v.private}</Tag>
                    <Typography.Text type="secondary">{v.author(scenario.authorName)}</Typography.Text>
                    <Typography.Text type="secondary">{v.savedAt(scenario.savedAt.slice(0, 10))}</Typography.Text>
                    {scenario.mine && !scenario.shared && (
                      <Button size="small" onClick={() => onShare(scenario.id)} loading={sharing}>
                        {v.share}
                      </Button>
                    )}
                  </Flex>
                  {scenario.comparison.length === 0 ? (
                    <Typography.Text type="secondary">{first ? v.noneYet(first.date) : ''}</Typography.Text>
                  ) : (
                    <Table
                      size="small"
                      pagination={false}
                      rowKey="month"
                      dataSource={scenario.comparison}
                      columns={[
                        { title: v.date, dataIndex: 'date' },
                        { title: v.projected, key: 'projected', render: (_, c) => `${percent(c.projected.p10)}〜${percent(c.projected.p90)}` },
                        { title: v.actual, key: 'actual', render: (_, c) => percent(c.actualShare) },
                        { title: '', key: 'within', render: (_, c) => <Tag color={c.withinBand ? 'green' : 'orange'}>{c.withinBand ? v.within : v.outside}</Tag> },
                      ]}
                    />
                  )}
                </Flex>
              </List.Item>
            );
          }}
        />
      )}
    </Panel>
  );
}
