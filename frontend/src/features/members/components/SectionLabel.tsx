import { Badge, Space } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import type { ReactNode } from 'react';
import { brand } from '../../../shared/ui/brand-tokens';

/** A section header of the members screen: icon, title and how many rows the list holds. */
export function SectionLabel({ icon, title, count }: { icon: ReactNode; title: string; count: number | undefined }) {
  return (
    <Space>
      {icon}
      <Typography.Text strong>{title}</Typography.Text>
      {count !== undefined && <Badge count={count} showZero color={brand.inkMuted} />}
    </Space>
  );
}
