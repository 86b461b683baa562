import { Flex } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import type { ReactNode } from 'react';
import { companionAdminTexts } from '../../../locales/ja-JP/companion-admin';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { EmptyList } from './ListState';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/ResponsiveTable';

interface ListQuery<Row> {
  data?: Row[];
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface EmptyTexts {
  empty: string;
  emptyHint: string;
  emptyFiltered: string;
  emptyFilteredHint: string;
}

/**
 * The shape both admin lists share: title and lead, optional figures, a toolbar with the filters,
 * the number of rows shown and the CSV export, then the table (or why it could not be loaded).
 * The table keeps its key columns and folds the rest into each row on a narrow screen (decision
 * 0101); the columns' widths add up to less than the content area beside the sidebar at 1280 px
 * (about 960 px inside the card), so a laptop shows every column.
 */
export function AdminList<Row extends { id: string }>({
  title,
  lead,
  summary,
  filters,
  exportButton,
  list,
  columns,
  filtered,
  texts,
}: {
  title: string;
  lead: string;
  summary?: ReactNode;
  filters: ReactNode;
  exportButton: ReactNode;
  list: ListQuery<Row>;
  columns: ResponsiveColumn<Row>[];
  filtered: boolean;
  texts: EmptyTexts;
}) {
  return (
    <Flex vertical gap="large" style={{ maxWidth: 1400 }}>
      <PageTitle title={title} lead={lead} />
      {summary}
      <Panel size="small">
        <Flex wrap gap="middle" align="center" justify="space-between">
          <Flex wrap gap="middle" align="center" style={{ flex: '1 1 480px' }}>
            {filters}
            {list.data && <Typography.Text type="secondary">{companionAdminTexts.common.count(list.data.length)}</Typography.Text>}
          </Flex>
          {exportButton}
        </Flex>
      </Panel>
      {list.isError ? (
        <LoadFailure title={companionAdminTexts.common.loadError} error={list.error} onRetry={list.refetch} />
      ) : (
        <Panel size="small">
          <ResponsiveTable<Row>
            rowKey="id"
            size="middle"
            loading={list.isFetching}
            columns={columns}
            dataSource={list.data ?? []}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            locale={{
              emptyText: filtered ? (
                <EmptyList title={texts.emptyFiltered} hint={texts.emptyFilteredHint} />
              ) : (
                <EmptyList title={texts.empty} hint={texts.emptyHint} />
              ),
            }}
          />
        </Panel>
      )}
    </Flex>
  );
}
