import { Flex, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { companionAdminTexts } from '../../../locales/ja-JP/companion-admin';
import type { InquiryResponse } from '../../../shared/api/generated/companion-admin';
import { formatCalendarDate, formatInstant } from '../../../shared/lib/datetime';

const texts = companionAdminTexts.inquiries;

/** Where an inquiry stands: processed (when), or open with its reply deadline and the business days gone, red once past it. */
export function InquiryStatusTag({ inquiry }: { inquiry: InquiryResponse }) {
  if (inquiry.isProcessed) {
    return (
      <Flex vertical gap={2}>
        <Tag color="success">{texts.status.processed}</Tag>
        {inquiry.processedAt && (
          <Typography.Text type="secondary">{texts.processedAt(formatInstant(inquiry.processedAt, 'dateTime'))}</Typography.Text>
        )}
      </Flex>
    );
  }
  return (
    <Flex vertical gap={2}>
      <Tag color={inquiry.overdue ? 'error' : 'warning'}>{inquiry.overdue ? texts.status.overdue : texts.status.open}</Tag>
      <Typography.Text type={inquiry.overdue ? 'danger' : 'secondary'}>
        {texts.dueBy(formatCalendarDate(inquiry.replyDueBy, 'monthDayWeekday'))}
      </Typography.Text>
      <Typography.Text type="secondary">{texts.businessDays(inquiry.businessDaysOpen)}</Typography.Text>
    </Flex>
  );
}
