import { Empty, Flex, Typography } from 'antd';

/** The empty state of a list: what is missing and how to add it. */
export function EmptyList({ title, hint }: { title: string; hint: string }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <Flex vertical gap={2}>
          <Typography.Text>{title}</Typography.Text>
          <Typography.Text type="secondary">{hint}</Typography.Text>
        </Flex>
      }
    />
  );
}
