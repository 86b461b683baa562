import { SyncOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useState } from 'react';
import { adminConsoleTexts } from '../../../locales/ja-JP/admin-console';
import { useAdminGetDbDiagramQuery, useAdminSyncDbDiagramMutation } from '../../../shared/api/generated/admin';
import { useNarrowScreen } from '../../../shared/ui/use-narrow-screen';
import { syncNotice, type ResultNotice } from '../lib/admin-results';
import { ErDiagram } from './ErDiagram';
import { ResultAlert } from './ResultAlert';
import { formatInstant } from '../../../shared/lib/datetime';

const texts = adminConsoleTexts.diagram;

/** The ER diagram of the last sync, and the button that reads the live schema again (spec part 2 §2, §7, §8). */
export function DiagramCard() {
  const diagram = useAdminGetDbDiagramQuery();
  const [sync, { isLoading: syncing }] = useAdminSyncDbDiagramMutation();
  const [notice, setNotice] = useState<ResultNotice>();
  const narrow = useNarrowScreen();

  const onSync = async () => {
    setNotice(undefined);
    setNotice(syncNotice(await sync()));
  };

  const data = diagram.data;
  return (
    <Panel
      id="er-diagram"
      title={texts.title}
      extra={
        <Button type="primary" icon={<SyncOutlined spin={syncing} />} loading={syncing} onClick={onSync}>
          {syncing ? texts.syncing : texts.sync}
        </Button>
      }
    >
      <Flex vertical gap="middle">
        <ResultAlert notice={notice} onClose={() => setNotice(undefined)} />
        {diagram.isLoading ? (
          <Skeleton active />
        ) : !data?.syncedAt ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {texts.never}
          </Typography.Paragraph>
        ) : (
          <>
            <Typography.Text type="secondary">{texts.lastSynced(formatInstant(data.syncedAt, 'dateTimeSeconds'), data.syncedByName)}</Typography.Text>
            <ErDiagram tables={data.tables} relations={data.relations} height={narrow ? 440 : 640} />
          </>
        )}
      </Flex>
    </Panel>
  );
}
