import { Col, Row } from 'antd';
import { adminConsoleTexts } from '../../../locales/ja-JP/admin-console';
import type { LoggedEventResponse } from '../../../shared/api/generated/event-log';
import { JsonBlock } from './JsonBlock';

const texts = adminConsoleTexts.eventLog;

/** An event's data and metadata side by side (stacked on a phone). */
export function EventDetails({ event }: { event: LoggedEventResponse }) {
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} md={12}>
        <JsonBlock label={texts.data} value={event.data} />
      </Col>
      <Col xs={24} md={12}>
        <JsonBlock label={texts.metadata} value={event.metadata} />
      </Col>
    </Row>
  );
}
