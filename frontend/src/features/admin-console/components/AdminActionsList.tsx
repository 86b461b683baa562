import { CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import { Empty, Flex, Skeleton } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { adminConsoleTexts } from '../../../locales/ja-JP/admin-console';
import { useAdminListActionsQuery } from '../../../shared/api/generated/admin';
import { formatInstant } from '../../../shared/lib/datetime';

const texts = adminConsoleTexts.dashboard;

/** The console's own audit trail: who ran which migration or synced the diagram, and when. */
export function AdminActionsList() {
  const { data, isLoading } = useAdminListActionsQuery();
  return (
    <Panel title={texts.recentActions} size="small">
      {isLoading ? (
        <Skeleton active />
      ) : !data || data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.noActions} />
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.map((action) => (
            <li key={action.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(0,0,0,0.06)' }}>
              <Flex gap="small" align="flex-start" style={{ width: '100%' }}>
                {action.success ? <CheckCircleTwoTone twoToneColor="#059669" /> : <CloseCircleTwoTone twoToneColor="#DC2626" />}
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text strong>{texts.actionTypes[action.type] ?? action.type}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatInstant(action.at, 'dateTimeSeconds')}・{action.actorName ?? texts.unknownActor}
                  </Typography.Text>
                  <Typography.Text style={{ fontSize: 12, wordBreak: 'break-all' }}>{action.summary || texts.noneRan}</Typography.Text>
                </Flex>
              </Flex>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
