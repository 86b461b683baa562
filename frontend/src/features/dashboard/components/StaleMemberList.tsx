import { ClockCircleOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import { Link } from 'react-router';
import { dashboardTexts } from '../../../locales/ja-JP/dashboard';
import type { StaleMemberResponse } from '../../../shared/api/generated/dashboard';
import { memberColor } from '../../../shared/lib/member-colors';
import { formatCalendarDate } from '../../../shared/lib/datetime';
import { Typography } from '../../../shared/ui/Typography';

const texts = dashboardTexts.cadence;
/** At most this many are listed; the rest are counted. */
export const STALE_SHOWN = 5;
export const ONE_ON_ONE_BOARD_PATH = '/community/1on1';

/** Members without a 1on1 for too long (the server's list, longest first), each a link to the 1on1 board. */
export function StaleMemberList({ members, staleAfterDays }: { members: StaleMemberResponse[]; staleAfterDays: number }) {
  const { token } = theme.useToken();
  const title = texts.staleTitle(staleAfterDays);
  if (members.length === 0) {
    return <Typography.Text type="secondary">{texts.staleNone(staleAfterDays)}</Typography.Text>;
  }
  const shown = members.slice(0, STALE_SHOWN);
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong style={{ fontSize: token.fontSizeSM }}>
        <ClockCircleOutlined aria-hidden style={{ color: token.colorWarning, marginInlineEnd: token.marginXXS }} /> {title}
      </Typography.Text>
      <Flex vertical component="ul" aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((member, index) => (
          <li key={member.entryId} style={{ borderTop: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}` }}>
            <Link to={ONE_ON_ONE_BOARD_PATH} style={{ display: 'flex', alignItems: 'center', gap: token.marginSM, paddingBlock: 8, color: 'inherit' }}>
              <span aria-hidden style={{ width: 10, height: 10, flex: 'none', borderRadius: '50%', background: memberColor(member.employeeName) }} />
              <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text>{member.employeeName}</Typography.Text>
                {member.lastSessionDate && (
                  <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                    {texts.lastSession(formatCalendarDate(member.lastSessionDate, 'monthDay'))}
                  </Typography.Text>
                )}
              </Flex>
              <Typography.Text strong style={{ color: token.colorWarning, fontSize: token.fontSizeSM, textAlign: 'end' }}>
                {member.lastSessionDate ? texts.staleSince(member.daysSince) : texts.staleNever(member.daysSince)}
              </Typography.Text>
            </Link>
          </li>
        ))}
      </Flex>
      {members.length > shown.length && (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {texts.moreStale(members.length - shown.length)}
        </Typography.Text>
      )}
    </Flex>
  );
}
