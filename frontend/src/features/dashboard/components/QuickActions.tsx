import { BookOutlined, CommentOutlined, DotChartOutlined, RightOutlined, RobotOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { Panel } from '../../../shared/ui/Panel';
import type { ReactNode } from 'react';
import { dashboardTexts } from '../../../locales/ja-JP/dashboard';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { Typography } from '../../../shared/ui/Typography';

const texts = dashboardTexts.quickActions;

/** Shortcuts to the matrices, the AI reflection and the AI coach, at the sidebar's paths (the spec's /matrix and /1on1 would be 404s). */
const actions: { key: string; to: string; label: string; text: string; icon: ReactNode }[] = [
  { key: 'matrix', to: '/community/matrix', ...texts.matrix, icon: <DotChartOutlined /> },
  { key: 'oneOnOne', to: '/community/1on1', ...texts.oneOnOne, icon: <CommentOutlined /> },
  { key: 'journal', to: '/community/journal', ...texts.journal, icon: <BookOutlined /> },
  { key: 'aiCoach', to: '/community/ai-coach', ...texts.aiCoach, icon: <RobotOutlined /> },
];

export function QuickActions() {
  return (
    <Panel title={texts.title} style={{ height: '100%' }}>
      <Flex vertical gap="small">
        {actions.map((action) => (
          <LinkButton
            key={action.key}
            to={action.to}
            size="large"
            icon={action.icon}
            style={{ height: 'auto', paddingBlock: 12, justifyContent: 'flex-start', textAlign: 'start' }}
          >
            <Flex justify="space-between" align="center" style={{ flex: 1, minWidth: 0 }}>
              <Flex vertical>
                <span>{action.label}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
                  {action.text}
                </Typography.Text>
              </Flex>
              <RightOutlined aria-hidden />
            </Flex>
          </LinkButton>
        ))}
      </Flex>
    </Panel>
  );
}
