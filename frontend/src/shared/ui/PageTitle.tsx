import { Flex, Typography } from 'antd';

export function PageTitle({ title, lead }: { title: string; lead: string }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">{lead}</Typography.Text>
    </Flex>
  );
}
