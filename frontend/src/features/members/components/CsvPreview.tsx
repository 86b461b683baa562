import { Alert, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { membersTexts } from '../../../locales/ja-JP/members';
import type { MemberCsvPreviewResponse, MemberCsvRowResponse } from '../../../shared/api/generated/company-members';

const texts = membersTexts.csv;
const fields = membersTexts.members;

const optional = (value: string | null) => value ?? <Typography.Text type="secondary">—</Typography.Text>;

const columns: TableColumnsType<MemberCsvRowResponse> = [
  { key: 'row', title: texts.rowNumber, dataIndex: 'rowNumber', width: 60 },
  {
    key: 'status',
    title: texts.status,
    width: 220,
    render: (_: unknown, row: MemberCsvRowResponse) =>
      row.valid ? (
        <Tag color="success">{texts.valid}</Tag>
      ) : (
        <Flex vertical gap={2} align="flex-start">
          <Tag color="error">{texts.invalid}</Tag>
          {row.errors.map((error) => (
            <Typography.Text key={error} type="danger" style={{ fontSize: 12 }}>
              {error}
            </Typography.Text>
          ))}
        </Flex>
      ),
  },
  { key: 'name', title: fields.name, render: (_: unknown, row: MemberCsvRowResponse) => `${row.lastName} ${row.firstName}`.trim() || '—' },
  { key: 'email', title: fields.email, dataIndex: 'email', render: optional },
  { key: 'position', title: fields.position, dataIndex: 'position', render: optional },
  { key: 'department', title: fields.department, dataIndex: 'department', render: optional },
  { key: 'hireDate', title: fields.hireDate, dataIndex: 'hireDate', render: optional },
];

/** Every row of the file as the server read it, valid or with its problems. */
export function CsvPreview({ preview }: { preview: MemberCsvPreviewResponse }) {
  return (
    <Flex vertical gap="middle">
      <Alert
        type={preview.errorCount > 0 ? 'warning' : 'success'}
        showIcon
        title={texts.counts(preview.validCount, preview.errorCount)}
        description={
          <>
            {texts.encoding(preview.encoding)}
            {preview.errorCount > 0 && <div>{texts.errorsSkipped}</div>}
          </>
        }
      />
      <Table<MemberCsvRowResponse>
        rowKey="rowNumber"
        size="small"
        columns={columns}
        dataSource={preview.rows}
        pagination={preview.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: 'max-content', y: 360 }}
      />
    </Flex>
  );
}
