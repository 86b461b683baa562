import { ExportOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { corporateTraining } from '../../shared/content/books';

/** The corporate-training consultation banner: always an external link, in a new tab. */
export function CorporateTrainingBanner() {
  return (
    <Card size="small" style={{ margin: 12 }}>
      <Typography.Text strong>{corporateTraining.bannerTitle}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px', fontSize: 12 }}>
        {corporateTraining.bannerText}
      </Typography.Paragraph>
      <a href={corporateTraining.url} target="_blank" rel="noopener noreferrer">
        {corporateTraining.linkLabel} <ExportOutlined />
      </a>
    </Card>
  );
}
