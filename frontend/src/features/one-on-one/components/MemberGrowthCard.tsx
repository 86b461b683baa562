import { Flex, Table, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import dayjs from 'dayjs';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import type { OneOnOneGrowthHistoryResponse, OneOnOneGrowthPointResponse } from '../../../shared/api/generated/one-on-one-matrix';
import { memberColor } from '../../../shared/lib/member-colors';
import { percent } from '../lib/board-geometry';
import { formatChangeValue, PERFORMANCE_COLORS, performanceLabel, roundedChange } from '../lib/board-rules';
import { QUADRANT_STYLE } from '../lib/quadrant-style';
import { DeleteGrowthPointButton } from './DeleteGrowthPointButton';
import { brand } from '../../../shared/ui/brand-tokens';

interface Row extends OneOnOneGrowthPointResponse {
  index: number;
}

function changeColor(changeValue: number | null): string | undefined {
  const rounded = roundedChange(changeValue);
  if (rounded === null || rounded === 0) return undefined;
  return rounded > 0 ? brand.success : brand.error;
}

/** One member's growth history: current evaluation, the recommended approach and every recorded point. */
export function MemberGrowthCard({ history }: { history: OneOnOneGrowthHistoryResponse }) {
  const rows: Row[] = [...history.history]
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp))
    .map((point, index) => ({ ...point, index: index + 1 }));
  const currentLabel = performanceLabel(history.currentPosition);

  return (
    <Panel
      size="small"
      role="region"
      aria-label={history.memberName}
      title={
        <Flex align="center" gap={8}>
          <span aria-hidden style={{ width: 10, height: 10, flex: 'none', borderRadius: '50%', background: memberColor(history.memberName) }} />
          {history.memberName}
        </Flex>
      }
      extra={
        <Flex gap={4}>
          <Tag color={QUADRANT_STYLE[history.quadrant].tag}>{history.approachLabel}</Tag>
          <Tag color={PERFORMANCE_COLORS[currentLabel]} style={{ marginInlineEnd: 0 }}>
            {m.detail.currentPerformance(currentLabel)}
          </Tag>
        </Flex>
      }
    >
      <Flex vertical gap="small">
        <div style={{ padding: '8px 12px', background: QUADRANT_STYLE[history.quadrant].fill, borderRadius: 6 }}>
          <Typography.Text strong style={{ fontSize: 12 }}>
            {m.detail.recommended}
          </Typography.Text>
          <Typography.Paragraph style={{ marginBottom: 0, fontSize: 13 }}>{history.recommendedApproach}</Typography.Paragraph>
        </div>
        <Table<Row>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: m.detail.index, dataIndex: 'index', width: 48 },
            { title: m.detail.recordedAt, dataIndex: 'timestamp', render: (value: string) => dayjs(value).format('YYYY/MM/DD HH:mm') },
            { title: m.detail.mindset, dataIndex: 'mindsetLevel', align: 'right', render: (value: number) => `${percent(value)}%` },
            { title: m.detail.trust, dataIndex: 'trustLevel', align: 'right', render: (value: number) => `${percent(value)}%` },
            {
              title: m.detail.change,
              dataIndex: 'changeValue',
              align: 'right',
              render: (value: number | null) => (
                <span style={{ color: changeColor(value), fontWeight: 600 }}>{formatChangeValue(value)}</span>
              ),
            },
            {
              title: m.detail.performance,
              dataIndex: 'performanceLabel',
              render: (label: Row['performanceLabel']) => <Tag color={PERFORMANCE_COLORS[label]}>{label}</Tag>,
            },
            {
              key: 'action',
              align: 'right',
              render: (_: unknown, row: Row) =>
                row.isLatest ? (
                  <Tag>{m.detail.current}</Tag>
                ) : (
                  <DeleteGrowthPointButton pointId={row.id} index={row.index} revision={history.revision} />
                ),
            },
          ]}
        />
      </Flex>
    </Panel>
  );
}
