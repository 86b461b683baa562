import { ClockCircleOutlined } from '@ant-design/icons';
import { Result, theme } from 'antd';
import { messages } from '../../locales/ja-JP/messages';
import { LinkButton } from '../../shared/ui/LinkButton';
import type { SidebarItem } from '../navigation';

const texts = messages.comingSoon;

/** What a sidebar link opens until its module lands: what the module will do, and a way back. */
export function ComingSoonPage({ item }: { item: SidebarItem }) {
  const { token } = theme.useToken();
  return (
    <Result
      icon={<ClockCircleOutlined style={{ color: token.colorPrimary }} />}
      title={texts.title(item.label)}
      subTitle={
        <>
          <p style={{ margin: 0 }}>{item.summary}</p>
          <p style={{ margin: `${token.marginXS}px 0 0` }}>{texts.text}</p>
        </>
      }
      extra={
        <LinkButton to="/community" type="primary">
          {texts.backToDashboard}
        </LinkButton>
      }
    />
  );
}
