import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { Flex, Skeleton, theme } from 'antd';
import { Typography } from '../../../../shared/ui/Typography';
import { pointsTexts } from '../../../../locales/ja-JP/points';
import { usePointsGetPointsHistoryQuery, type PointsHistoryDayResponse } from '../../../../shared/api/generated/points';
import { formatCalendarDate } from '../../../../shared/lib/datetime';
import { EmptyState } from '../../../../shared/ui/EmptyState';

const texts = pointsTexts.history;
const INITIAL_WIDTH = 320;
const MARGIN = { top: 8, right: 12, bottom: 22, left: 36 };

const shortDate = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;

/**
 * One's own points over time: earned in all (solid) and available to spend (dashed), one point per
 * day with a change. The figures in words are its caption; the drawing is hidden from assistive
 * technology.
 */
export function PointsHistoryChart({ height = 180 }: { height?: number }) {
  const history = usePointsGetPointsHistoryQuery();
  if (history.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  const days = history.data ?? [];
  if (days.length === 0) return <EmptyState size="compact" illustration="list" title={texts.empty} description={texts.emptyHint} />;
  return <PointsLines days={days} height={height} />;
}

export function PointsLines({ days, height }: { days: readonly PointsHistoryDayResponse[]; height: number }) {
  const { token } = theme.useToken();
  const { parentRef, width: measured } = useParentSize({ initialSize: { width: INITIAL_WIDTH }, ignoreDimensions: 'height' });
  const width = measured > 0 ? measured : INITIAL_WIDTH;
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 0);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const max = Math.max(10, ...days.map((d) => d.total));
  const x = scalePoint({ domain: days.map((d) => d.date), range: [0, innerWidth], padding: 0.5 });
  const y = scaleLinear({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const axisText = { fontSize: token.fontSizeSM - 1, fill: token.colorTextSecondary };
  const last = days[days.length - 1];
  const every = Math.max(1, Math.ceil(days.length / 6));

  return (
    <figure aria-label={texts.title} style={{ margin: 0, minWidth: 0 }}>
      <div ref={parentRef} aria-hidden style={{ width: '100%', height }}>
        <svg width={width} height={height} style={{ display: 'block' }}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {y.ticks(3).map((tick) => (
              <g key={tick}>
                <line x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} stroke={token.colorBorderSecondary} />
                <text x={-6} y={y(tick)} dy="0.32em" textAnchor="end" {...axisText}>
                  {tick}
                </text>
              </g>
            ))}
            <LinePath data={[...days]} x={(d) => x(d.date) ?? 0} y={(d) => y(d.total)} stroke={token.colorPrimary} strokeWidth={2.5} />
            <LinePath
              data={[...days]}
              x={(d) => x(d.date) ?? 0}
              y={(d) => y(d.balance)}
              stroke={token.colorWarning}
              strokeWidth={2}
              strokeDasharray="5 4"
             
            />
            {days.map((d, index) => (
              <g key={d.date}>
                <circle cx={x(d.date)} cy={y(d.total)} r={3} fill={token.colorPrimary}>
                  <title>{`${d.date}: ${texts.total} ${d.total} pt / ${texts.balance} ${d.balance} pt`}</title>
                </circle>
                {(days.length - 1 - index) % every === 0 && (
                  <text x={x(d.date)} y={innerHeight + 16} textAnchor="middle" {...axisText}>
                    {shortDate(d.date)}
                  </text>
                )}
              </g>
            ))}
            <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} stroke={token.colorBorder} />
          </Group>
        </svg>
      </div>
      <Flex gap="middle" wrap style={{ fontSize: token.fontSizeSM }}>
        <Typography.Text type="secondary">
          <span aria-hidden style={{ color: token.colorPrimary }}>━ </span>
          {texts.total}
        </Typography.Text>
        <Typography.Text type="secondary">
          <span aria-hidden style={{ color: token.colorWarning }}>┅ </span>
          {texts.balance}
        </Typography.Text>
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
        <figcaption>{texts.caption(formatCalendarDate(days[0].date, 'day'), formatCalendarDate(last.date, 'day'), days.length, last.total, last.balance)}</figcaption>
      </Typography.Text>
    </figure>
  );
}
