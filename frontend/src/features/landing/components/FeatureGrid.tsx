import {
  BookOutlined,
  CommentOutlined,
  DotChartOutlined,
  HeartOutlined,
  RobotOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { messages } from '../../../locales/ja-JP/messages';

const icons: Record<(typeof messages.landing.features)[number]['key'], ReactNode> = {
  matrix: <DotChartOutlined />,
  oneOnOne: <CommentOutlined />,
  learning: <BookOutlined />,
  aiCoach: <RobotOutlined />,
  community: <TeamOutlined />,
  anonymous: <HeartOutlined />,
};

/** The six features of spec part 1 §1. */
export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title">
      <Typography.Title level={2} id="features-title">
        {messages.landing.featuresTitle}
      </Typography.Title>
      <Row gutter={[24, 24]}>
        {messages.landing.features.map((feature) => (
          <Col key={feature.key} xs={24} sm={12} lg={8}>
            <Card style={{ height: '100%' }}>
              <Card.Meta
                avatar={<span style={{ fontSize: 28 }}>{icons[feature.key]}</span>}
                title={feature.title}
                description={feature.text}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
