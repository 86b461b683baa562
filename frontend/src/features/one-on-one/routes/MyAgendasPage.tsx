import { Flex, Skeleton } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { agendaMessages as t } from '../../../locales/ja-JP/one-on-one-agendas';
import { useOneOnOneAgendasListMineQuery } from '../../../shared/api/generated/one-on-one-agendas';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { AgendaPanel } from '../components/agenda/AgendaPanel';
import { LoadFailure } from '../../../shared/ui/LoadFailure';

/** /community/1on1/agenda: the 1on1s the signed-in user takes part in as the member, each with its agenda. */
export default function MyAgendasPage() {
  const { data, isLoading, error, refetch } = useOneOnOneAgendasListMineQuery();

  return (
    <Flex vertical gap="large">
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          {t.pageTitle}
        </Typography.Title>
        <Typography.Text type="secondary">{t.pageIntro}</Typography.Text>
      </div>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error !== undefined ? (
        <LoadFailure title={t.loadFailed} error={error} onRetry={() => refetch()} />
      ) : !data || data.length === 0 ? (
        <EmptyState illustration="list" title={t.noMine} description={t.noMineHint} />
      ) : (
        data.map((mine) => (
          <Panel key={mine.entryId} title={t.withManager(mine.managerName)} style={{ maxWidth: 880 }}>
            <AgendaPanel entryId={mine.entryId} />
          </Panel>
        ))
      )}
    </Flex>
  );
}
