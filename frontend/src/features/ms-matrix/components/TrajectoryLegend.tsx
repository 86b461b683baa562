import { Card, Flex, Typography } from 'antd';
import { memo } from 'react';
import type { MsMatrixEntryResponse } from '../../../shared/api/generated/api';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { trajectoryColor } from '../../../shared/lib/member-colors';

interface TrajectoryLegendProps {
  entries: readonly MsMatrixEntryResponse[];
  /** Trail colour index per entry while the trail is on, else null. */
  trailColors: ReadonlyMap<string, number> | null;
}

/** Which trail colour is whose (spec part 1 §9: 6 colours, cycling). */
export const TrajectoryLegend = memo(function TrajectoryLegend({ entries, trailColors }: TrajectoryLegendProps) {
  return (
    <Card size="small" title={m.side.trajectoryLegend}>
      {trailColors && entries.length > 0 ? (
        <Flex vertical gap={4} style={{ maxHeight: 128, overflowY: 'auto' }}>
          {entries.map((entry) => (
            <Flex key={entry.id} align="center" gap="small">
              <svg width={28} height={8} aria-hidden>
                <line x1={1} y1={4} x2={27} y2={4} stroke={trajectoryColor(trailColors.get(entry.id) ?? 0)} strokeWidth={3} strokeLinecap="round" />
              </svg>
              <span style={{ fontSize: 13 }}>{entry.memberName}</span>
            </Flex>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{m.side.trajectoryHint}</Typography.Text>
      )}
    </Card>
  );
});
