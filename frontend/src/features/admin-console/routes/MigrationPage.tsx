import { DatabaseOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useState } from 'react';
import { adminConsoleTexts } from '../../../locales/ja-JP/admin-console';
import { useAdminMigrateToProductionMutation, type MigrateToProductionResponse } from '../../../shared/api/generated/admin';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { AdminActionsList } from '../components/AdminActionsList';
import { AdminGate } from '../components/AdminGate';
import { ResultAlert } from '../components/ResultAlert';
import { migrationNotice, type ResultNotice } from '../lib/admin-results';
import { PageTitle } from '../../../shared/ui/PageTitle';

const texts = adminConsoleTexts.migration;

/** `/community/admin`: the production migration trigger with its result message (spec part 2 §2, §7, §8). */
export default function MigrationPage() {
  return (
    <AdminGate>
      <Migration />
    </AdminGate>
  );
}

function Migration() {
  const [migrate, { isLoading }] = useAdminMigrateToProductionMutation();
  const [notice, setNotice] = useState<ResultNotice>();
  const [result, setResult] = useState<MigrateToProductionResponse>();

  const onRun = async () => {
    setNotice(undefined);
    const outcome = await migrate();
    setNotice(migrationNotice(outcome));
    setResult('data' in outcome ? outcome.data : undefined);
  };

  return (
    <Flex vertical gap="large" style={{ maxWidth: 960 }}>
      <PageTitle title={texts.title} lead={texts.lead} />
      <Panel>
        <Flex vertical gap="middle">
          <Flex gap="small" wrap>
            <Popconfirm title={texts.confirmTitle} description={texts.confirmText} okText={texts.confirmOk} cancelText={texts.cancel} onConfirm={onRun}>
              <Button type="primary" size="large" icon={<DatabaseOutlined />} loading={isLoading}>
                {isLoading ? texts.running : texts.run}
              </Button>
            </Popconfirm>
            <LinkButton to="/community/admin-dashboard" size="large">
              {texts.toDashboard}
            </LinkButton>
          </Flex>
          <ResultAlert notice={notice} onClose={() => setNotice(undefined)} />
          {result && (
            <Flex vertical gap="small">
              <Flex gap="small" wrap>
                <Tag color="blue">{texts.executedTotal(result.executedTotal)}</Tag>
                <Tag color={result.pending.length > 0 ? 'orange' : 'green'}>{texts.pending(result.pending.length)}</Tag>
              </Flex>
              <Typography.Text strong>{texts.ran}</Typography.Text>
              {result.migrations.length === 0 ? (
                <Typography.Text type="secondary">{texts.noneRan}</Typography.Text>
              ) : (
                <ol style={{ margin: 0, paddingInlineStart: 20 }}>
                  {result.migrations.map((name) => (
                    <li key={name}>
                      <Typography.Text code>{name}</Typography.Text>
                    </li>
                  ))}
                </ol>
              )}
            </Flex>
          )}
        </Flex>
      </Panel>
      <AdminActionsList />
    </Flex>
  );
}
