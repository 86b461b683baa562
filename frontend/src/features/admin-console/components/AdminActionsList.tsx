import { CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import { Card, Flex, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { adminConsoleTexts } from '../../../locales/ja-JP/admin-console';
import { useAdminListActionsQuery } from '../../../shared/api/generated/api';

const texts = adminConsoleTexts.dashboard;

/** The console's own audit trail: who ran which migration or synced the diagram, and when. */
export function AdminActionsList() {
  const { data, isLoading } = useAdminListActionsQuery();
  return (
    <Card title={texts.recentActions} size="small">
      <List
        loading={isLoading}
        dataSource={data ?? []}
        locale={{ emptyText: texts.noActions }}
        renderItem={(action) => (
          <List.Item key={action.id}>
            <Flex gap="small" align="flex-start" style={{ width: '100%' }}>
              {action.success ? <CheckCircleTwoTone twoToneColor="#059669" /> : <CloseCircleTwoTone twoToneColor="#DC2626" />}
              <Flex vertical style={{ minWidth: 0 }}>
                <Typography.Text strong>{texts.actionTypes[action.type] ?? action.type}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {dayjs(action.at).format('YYYY/MM/DD HH:mm:ss')}・{action.actorName ?? texts.unknownActor}
                </Typography.Text>
                <Typography.Text style={{ fontSize: 12, wordBreak: 'break-all' }}>{action.summary || texts.noneRan}</Typography.Text>
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}
