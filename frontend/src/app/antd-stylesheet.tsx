import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Alert, Avatar, Badge, Button, Card, Checkbox, Col, Collapse, ConfigProvider, Divider, Drawer, Dropdown, Empty, Flex, Form, Input, Layout, List, Modal, Popconfirm, Popover, Progress, Radio, Row, Select, Skeleton, Space, Spin, Statistic, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import { renderToString } from 'react-dom/server';
import { themeConfig } from '../shared/ui/theme';

/**
 * The antd components whose styles the build writes into a stylesheet: those of the signed-in
 * frame and of the community's first screens (the dashboard, both boards, the members screen), in
 * the states those screens draw them. A component not here still gets its styles, computed in the
 * browser as before; the e2e Lighthouse spec lists any that the first screens compute.
 */
function FirstScreenComponents() {
  const child = <span />;
  return (
    <Layout>
      <Layout.Header />
      <Layout.Sider />
      <Layout.Content>
        <Flex>
          <Space>
            <Button type="primary">a</Button>
            <Button type="text" icon={child} />
          </Space>
          <Space.Compact>
            <Button>a</Button>
            <Input />
          </Space.Compact>
          <Input.Search />
          <Input.TextArea />
          <Typography.Title>a</Typography.Title>
          <Typography.Text>a</Typography.Text>
          <Tooltip title="a">{child}</Tooltip>
          <Popover content="a">{child}</Popover>
          <Popconfirm title="a">{child}</Popconfirm>
          <Dropdown menu={{ items: [{ key: 'a', label: 'a' }] }}>{child}</Dropdown>
          <Badge count={1}>{child}</Badge>
          <Badge status="success" />
          <Avatar />
          <Card title="a">a</Card>
          <Statistic value={1} />
          <Skeleton active avatar />
          <Skeleton.Button active />
          <Spin />
          <Row>
            <Col span={12} />
          </Row>
          <Divider />
          <Tag>a</Tag>
          <Tag color="success">a</Tag>
          <Tag color="gold">a</Tag>
          <Switch />
          <Checkbox />
          <Radio.Group options={['a']} />
          <Select options={[{ value: 'a', label: 'a' }]} />
          <Form>
            <Form.Item label="a">{child}</Form.Item>
          </Form>
          <Table columns={[{ title: 'a', dataIndex: 'a' }]} dataSource={[]} />
          <List dataSource={['a']} renderItem={(item) => <List.Item>{item}</List.Item>} />
          <Collapse items={[{ key: 'a', label: 'a', children: 'a' }]} />
          <Progress percent={50} />
          <Alert title="a" />
          <Empty />
          <Drawer open />
          <Modal open />
        </Flex>
      </Layout.Content>
    </Layout>
  );
}

/**
 * antd's CSS for the first screens, computed from the brand theme at build time (`vite.config.ts`
 * serves it as the stylesheet `RootLayout` imports). It ends with antd's own cache map (the class
 * `data-ant-cssinjs-cache-path`): on reading it, antd's style engine in the browser skips computing
 * and inserting every style the sheet already holds (docs/decisions/0110).
 */
export function antdFirstScreenStylesheet(): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={themeConfig}>
        <FirstScreenComponents />
      </ConfigProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true, types: 'style' });
}
