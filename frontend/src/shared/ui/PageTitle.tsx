import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A page's heading: its title, the lead sentence under it, and anything that belongs with them (a back link). */
export function PageTitle({ title, lead, children }: { title: ReactNode; lead: ReactNode; children?: ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">{lead}</Typography.Text>
      {children}
    </Flex>
  );
}
