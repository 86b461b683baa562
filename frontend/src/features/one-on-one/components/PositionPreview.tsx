import { Flex, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import { brand } from '../../../shared/ui/brand-tokens';
import { levelsOf, percent, type Position } from '../lib/board-geometry';
import { quadrantOf } from '../lib/board-rules';
import { QUADRANT_STYLE } from '../lib/quadrant-style';

/** The position a new entry will get, in percent, with the approach its quadrant suggests. */
export function PositionPreview({ position }: { position: Position }) {
  const levels = levelsOf(position);
  const quadrant = quadrantOf(levels);
  return (
    <Flex vertical gap={6} style={{ padding: '12px 16px', background: brand.surfaceMuted, borderRadius: 8 }}>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text type="secondary">{m.newEntry.position}</Typography.Text>
        <Typography.Text strong data-testid="new-entry-position">
          {m.newEntry.positionText(percent(levels.trustLevel), percent(levels.mindsetLevel))}
        </Typography.Text>
      </Flex>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text type="secondary">{m.newEntry.approach}</Typography.Text>
        <Tag color={QUADRANT_STYLE[quadrant].tag} style={{ marginInlineEnd: 0 }}>
          {m.quadrants[quadrant]}
        </Tag>
      </Flex>
    </Flex>
  );
}
