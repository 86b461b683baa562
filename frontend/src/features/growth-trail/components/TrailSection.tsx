import { Col, Empty, Row, Skeleton, Tag } from 'antd';
import { Panel } from '../../../shared/ui/Panel';
import { growthTrailTexts as texts } from '../../../locales/ja-JP/growth-trail';
import { brand } from '../../../shared/ui/brand-tokens';
import { trailStops, type TrailRecord } from '../lib/trail';
import { TrailBoard } from './TrailBoard';
import { formatInstant } from '../../../shared/lib/datetime';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/ResponsiveTable';

const actionColors: Record<string, string> = { placed: 'green', moved: 'blue', point_deleted: 'red', history_cleared: 'red', session_recorded: 'purple', removed: 'default' };

/** One board's trail of a member: the path as a picture and every change as a row (who, when, from where to where). */
export function TrailSection<Position extends { x: number; y: number }>({
  title,
  memberName,
  records,
  isLoading,
  error,
  xLabel,
  yLabel,
  describe,
  color,
}: {
  title: string;
  memberName: string;
  records: (TrailRecord & { from: Position | null; to: Position | null })[] | undefined;
  isLoading: boolean;
  error: unknown;
  xLabel: string;
  yLabel: string;
  describe: (position: Position) => string;
  color?: string;
}) {
  if (error) return <LoadFailure title={texts.loadFailed} error={error} />;
  if (isLoading || !records) return <Skeleton active />;
  if (records.length === 0) return <Empty description={texts.empty} />;
  const { stops, removed } = trailStops(records);
  const positions = new Map(records.flatMap((r) => (r.pointId && r.to ? [[r.pointId, r.to] as const] : [])));
  // When and what always; then where to, where from and who, as the width allows (the rest in the row's details).
  const columns: ResponsiveColumn<TrailRecord & { from: Position | null; to: Position | null }>[] = [
    { title: texts.columns.at, key: 'at', dataIndex: 'at', width: 150, keep: true, render: (at: string) => formatInstant(at, 'dateTime') },
    { title: texts.columns.action, key: 'action', dataIndex: 'action', width: 130, keep: true, render: (action: string) => <Tag color={actionColors[action]}>{texts.actions[action] ?? action}</Tag> },
    { title: texts.columns.actor, key: 'actor', width: 140, priority: 3, render: (_, r) => r.actorName ?? (r.actorId ? texts.unknownUser : texts.system) },
    {
      title: texts.columns.from,
      key: 'from',
      width: 190,
      priority: 2,
      render: (_, r) => {
        if (r.action === 'point_deleted' && r.pointId) {
          const where = positions.get(r.pointId);
          return where ? `${texts.deletedPoint}: ${describe(where)}` : texts.deletedPoint;
        }
        return r.from ? describe(r.from) : '—';
      },
    },
    { title: texts.columns.to, key: 'to', width: 190, priority: 1, render: (_, r) => (r.to && r.action !== 'session_recorded' ? describe(r.to) : '—') },
  ];
  return (
    <Panel title={title} size="small">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <TrailBoard stops={stops} removed={removed} label={texts.boardLabel(title, memberName)} xLabel={xLabel} yLabel={yLabel} color={color ?? brand.primary} />
        </Col>
        <Col xs={24} lg={15}>
          <ResponsiveTable
            size="small"
            rowKey={(r) => `${r.at}-${r.action}-${r.pointId ?? ''}`}
            columns={columns}
            dataSource={[...records].reverse()}
            pagination={false}
          />
        </Col>
      </Row>
    </Panel>
  );
}
