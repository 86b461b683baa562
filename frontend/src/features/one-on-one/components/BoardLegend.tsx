import { Flex } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import type { OneOnOneEntryResponse, OneOnOneGrowthHistoryResponse } from '../../../shared/api/generated/one-on-one-matrix';
import { memberColor } from '../../../shared/lib/member-colors';
import { groupByDepartment } from '../lib/department-visibility';
import { FOLLOW_UP_COLOR } from '../lib/quadrant-style';
import { LegendItem } from './LegendItem';
import { brand } from '../../../shared/ui/brand-tokens';

interface BoardLegendProps {
  entries: OneOnOneEntryResponse[];
  trajectories: OneOnOneGrowthHistoryResponse[] | undefined;
}

/** What the marks on the board mean: department rings, the follow-up ring, the threshold, the trails (each in its member's colour). */
export function BoardLegend({ entries, trajectories }: BoardLegendProps) {
  const departments = groupByDepartment(entries);
  return (
    <Flex
      vertical
      gap={8}
      aria-label={m.legend.title}
      role="group"
      style={{ padding: '12px 16px', background: brand.surfaceMuted, borderRadius: 8 }}
    >
      {departments.length > 0 && (
        <Flex wrap align="center" gap="small" style={{ columnGap: 16 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {m.legend.departments}
          </Typography.Text>
          {departments.map((group) => (
            <LegendItem
              key={group.departmentId ?? 'none'}
              mark={<circle cx={11} cy={7} r={4.5} fill="none" stroke={group.color} strokeWidth={2.5} />}
              label={group.departmentName ?? m.legend.noDepartment}
            />
          ))}
        </Flex>
      )}
      <Flex wrap align="center" gap="small" style={{ columnGap: 16 }}>
        <LegendItem mark={<circle cx={11} cy={7} r={5} fill="none" stroke={FOLLOW_UP_COLOR} strokeWidth={2} />} label={m.legend.followUp} />
        <LegendItem
          mark={<line x1={2} x2={20} y1={7} y2={7} stroke={brand.chartAxis} strokeWidth={1.5} strokeDasharray="4 3" />}
          label={m.legend.threshold}
        />
      </Flex>
      {trajectories && trajectories.length > 0 && (
        <Flex wrap align="center" gap="small" style={{ columnGap: 16 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {m.legend.trajectory}
          </Typography.Text>
          {trajectories.map((history) => (
            <LegendItem
              key={history.entryId}
              mark={<line x1={2} x2={20} y1={7} y2={7} stroke={memberColor(history.memberName)} strokeWidth={2} strokeDasharray="5 3" />}
              label={history.memberName}
            />
          ))}
        </Flex>
      )}
    </Flex>
  );
}
