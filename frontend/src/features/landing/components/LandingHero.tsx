import { BookOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { books, site } from '../../../shared/content/books';
import { StartButton } from './StartButton';

export function LandingHero() {
  return (
    <Row gutter={[48, 32]} align="middle">
      <Col xs={24} md={13}>
        <Flex vertical gap="middle" align="flex-start">
          <Typography.Title style={{ margin: 0 }}>{site.tagline}</Typography.Title>
          <Typography.Paragraph style={{ fontSize: 16 }}>{site.description}</Typography.Paragraph>
          <StartButton />
        </Flex>
      </Col>
      <Col xs={24} md={11}>
        <Flex vertical gap="middle">
          {books.map((book) => (
            <Card key={book.id}>
              <Card.Meta
                avatar={<BookOutlined style={{ fontSize: 32 }} />}
                title={`『${book.title}』`}
                description={book.subtitle}
              />
            </Card>
          ))}
        </Flex>
      </Col>
    </Row>
  );
}
