import { LockOutlined } from '@ant-design/icons';
import { Descriptions, Flex } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { adminConsoleTexts } from '../../../locales/ja-JP/admin-console';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { useNarrowScreen } from '../../../shared/ui/use-narrow-screen';

const texts = adminConsoleTexts.restricted;

/**
 * Spec part 2 §2: a user without admin rights sees this card, with their own e-mail and user
 * type, instead of the admin screen (the API answers them 403 anyway).
 */
export function RestrictedCard({ email, userType }: { email: string; userType: string }) {
  const narrow = useNarrowScreen();
  return (
    <Flex justify="center" style={{ padding: '32px 0' }}>
      <Panel style={{ maxWidth: 520, width: '100%' }} role="alert" aria-labelledby="admin-restricted-title">
        <Flex vertical gap="middle">
          <Flex align="center" gap="small">
            <LockOutlined style={{ fontSize: 24, color: '#B45309' }} aria-hidden />
            <Typography.Title level={2} id="admin-restricted-title" style={{ margin: 0 }}>
              {texts.title}
            </Typography.Title>
          </Flex>
          <Typography.Paragraph style={{ margin: 0 }}>{texts.text}</Typography.Paragraph>
          <Descriptions
            column={1}
            layout={narrow ? 'vertical' : 'horizontal'}
            size="small"
            bordered
            items={[
              { key: 'email', label: texts.email, children: email },
              { key: 'userType', label: texts.userType, children: `${adminConsoleTexts.userTypes[userType] ?? userType}（${userType}）` },
            ]}
          />
          <Typography.Text type="secondary">{texts.hint}</Typography.Text>
          <div>
            <LinkButton to="/community" type="primary">
              {texts.back}
            </LinkButton>
          </div>
        </Flex>
      </Panel>
    </Flex>
  );
}
