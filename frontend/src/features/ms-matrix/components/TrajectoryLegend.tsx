import { Flex } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { memo } from 'react';
import type { MsMatrixEntryResponse } from '../../../shared/api/generated/ms-matrix';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { memberColor } from '../../../shared/lib/member-colors';

interface TrajectoryLegendProps {
  entries: readonly MsMatrixEntryResponse[];
  /** Whether the trails are drawn. */
  showTrail: boolean;
}

/** Which trail is whose: each in its member's colour, the colour of their dot. */
export const TrajectoryLegend = memo(function TrajectoryLegend({ entries, showTrail }: TrajectoryLegendProps) {
  return (
    <Panel size="small" title={m.side.trajectoryLegend}>
      {showTrail && entries.length > 0 ? (
        <Flex vertical gap={4} style={{ maxHeight: 128, overflowY: 'auto' }}>
          {entries.map((entry) => (
            <Flex key={entry.id} align="center" gap="small">
              <svg width={28} height={8} aria-hidden>
                <line x1={1} y1={4} x2={27} y2={4} stroke={memberColor(entry.memberName)} strokeWidth={3} strokeLinecap="round" />
              </svg>
              <span style={{ fontSize: 13 }}>{entry.memberName}</span>
            </Flex>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{m.side.trajectoryHint}</Typography.Text>
      )}
    </Panel>
  );
});
