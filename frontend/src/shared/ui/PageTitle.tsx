import { Flex } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Typography } from './Typography';

/** A page's heading: its title, the lead sentence under it, and anything that belongs with them (a back link). */
export function PageTitle({ title, lead, style, children }: { title: ReactNode; lead: ReactNode; style?: CSSProperties; children?: ReactNode }) {
  return (
    <Flex vertical gap={4} style={style}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">{lead}</Typography.Text>
      {children}
    </Flex>
  );
}
