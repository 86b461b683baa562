import { Flex } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import type { ReactNode } from 'react';

/** One legend entry: a small SVG mark (drawn in a 22×14 box) and its label. */
export function LegendItem({ mark, label }: { mark: ReactNode; label: string }) {
  return (
    <Flex align="center" gap={6}>
      <svg width={22} height={14} aria-hidden style={{ flex: 'none' }}>
        {mark}
      </svg>
      <Typography.Text style={{ fontSize: 12 }}>{label}</Typography.Text>
    </Flex>
  );
}
