import { Flex, Spin } from 'antd';
import { messages } from '../../locales/ja-JP/messages';

/** The loading state of a whole page. */
export function PageLoading() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin size="large" description={messages.common.loading} />
    </Flex>
  );
}
