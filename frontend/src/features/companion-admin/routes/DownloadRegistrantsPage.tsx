import { Flex, Input, Select, Tag, Typography as AntTypography } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useState } from 'react';
import { companionAdminTexts } from '../../../locales/ja-JP/companion-admin';
import { useCompanionListWorksheetsQuery } from '../../../shared/api/generated/companion';
import { useCompanionAdminListRegistrantsQuery, type CompanionAdminListRegistrantsApiArg, type DownloadRegistrantResponse } from '../../../shared/api/generated/companion-admin';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { AdminList } from '../components/AdminList';
import { filterParams } from '../lib/filters';
import { formatInstant } from '../../../shared/lib/datetime';
import type { ResponsiveColumn } from '../../../shared/ui/ResponsiveTable';

const texts = companionAdminTexts.registrants;
const ALL_ID = 'pivot-all';
type FileId = NonNullable<CompanionAdminListRegistrantsApiArg['fileId']>;

/**
 * The readers who passed the download gate (admins only): who they are, which file opened the
 * gate and every file they downloaded since, filtered by text and by file, exported as CSV.
 */
export default function DownloadRegistrantsPage() {
  const [q, setQ] = useState('');
  const [fileId, setFileId] = useState<FileId | undefined>();
  const filter = filterParams({ q, fileId });
  const list = useCompanionAdminListRegistrantsQuery(filter);
  const worksheets = useCompanionListWorksheetsQuery();
  const titleOf = (id: string) => (id === ALL_ID ? texts.allWorksheets : (worksheets.data?.find((sheet) => sheet.id === id)?.title ?? id));
  const filtered = Object.keys(filter).length > 0;

  // Who always; the address, the downloads, the gate's file and the date as the width allows (decision 0101).
  const columns: ResponsiveColumn<DownloadRegistrantResponse>[] = [
    { title: texts.columns.registeredAt, key: 'registeredAt', dataIndex: 'registeredAt', width: 130, priority: 4, render: (value: string) => formatInstant(value, 'dateTime') },
    { title: texts.columns.name, key: 'name', dataIndex: 'name', width: 120, keep: true },
    { title: texts.columns.companyName, key: 'companyName', dataIndex: 'companyName', width: 160, keep: true },
    {
      title: texts.columns.email,
      key: 'email',
      dataIndex: 'email',
      width: 200,
      priority: 1,
      render: (email: string) => <AntTypography.Text copyable>{email}</AntTypography.Text>,
    },
    { title: texts.columns.fileType, key: 'fileType', dataIndex: 'fileType', width: 150, priority: 3, render: (id: string) => titleOf(id) },
    {
      title: texts.columns.downloads,
      key: 'downloads',
      dataIndex: 'downloads',
      width: 200,
      priority: 2,
      render: (downloads: DownloadRegistrantResponse['downloads']) =>
        downloads.length === 0 ? (
          <Typography.Text type="secondary">{texts.noDownloads}</Typography.Text>
        ) : (
          <Flex wrap gap={4}>
            {downloads.map((d) => (
              <Tag key={d.fileId} color={d.fileId === ALL_ID ? 'orange' : 'blue'} title={formatInstant(d.downloadedAt, 'dateTime')}>
                {d.title}
              </Tag>
            ))}
          </Flex>
        ),
    },
  ];

  return (
    <AdminList<DownloadRegistrantResponse>
      title={texts.title}
      lead={texts.lead}
      filters={
        <>
          <Input.Search
            allowClear
            placeholder={texts.searchPlaceholder}
            aria-label={companionAdminTexts.common.search}
            onSearch={setQ}
            style={{ flex: '1 1 220px', maxWidth: 320 }}
          />
          <Select<FileId>
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={texts.allFiles}
            aria-label={texts.fileFilter}
            value={fileId}
            onChange={setFileId}
            style={{ flex: '1 1 200px', maxWidth: 280 }}
            options={[
              { value: ALL_ID, label: texts.allWorksheets },
              ...(worksheets.data ?? []).map((sheet) => ({ value: sheet.id as FileId, label: sheet.title })),
            ]}
          />
        </>
      }
      exportButton={<ExportCsvButton path="/api/admin/download-registrants/export.csv" params={filter} fileName={texts.exportFileName} />}
      list={list}
      columns={columns}
      filtered={filtered}
      texts={texts}
    />
  );
}
