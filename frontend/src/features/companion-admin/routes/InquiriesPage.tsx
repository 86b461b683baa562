import { CheckOutlined, ClockCircleOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Input, Row, Segmented, Select, Typography as AntTypography } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useState } from 'react';
import { companionAdminTexts } from '../../../locales/ja-JP/companion-admin';
import { useCompanionAdminListInquiriesQuery, type CompanionAdminListInquiriesApiArg, type InquiryResponse } from '../../../shared/api/generated/companion-admin';
import { brand } from '../../../shared/ui/brand-tokens';
import { StatCard } from '../../../shared/ui/StatCard';
import type { ResponsiveColumn } from '../../../shared/ui/ResponsiveTable';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { InquiryStatusTag } from '../components/InquiryStatusTag';
import { AdminList } from '../components/AdminList';
import { ProcessInquiryDialog } from '../components/ProcessInquiryDialog';
import { filterParams } from '../lib/filters';
import { formatInstant } from '../../../shared/lib/datetime';

const texts = companionAdminTexts.inquiries;
type Status = NonNullable<CompanionAdminListInquiriesApiArg['status']>;
type InquiryType = NonNullable<CompanionAdminListInquiriesApiArg['inquiryType']>;
const ALL = 'all';

/**
 * The inquiries of the contact form (admins only), newest first: who wrote, what about, and where
 * each stands against the promise of a reply within 3 business days (open past it shows red).
 * Filtered by text, state and type; exported as CSV; marked processed with a note.
 */
export default function InquiriesPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<Status | typeof ALL>(ALL);
  const [inquiryType, setInquiryType] = useState<InquiryType | undefined>();
  const [processing, setProcessing] = useState<InquiryResponse | undefined>();
  const filter = filterParams({ q, status: status === ALL ? undefined : status, inquiryType });
  const list = useCompanionAdminListInquiriesQuery(filter);
  const everything = useCompanionAdminListInquiriesQuery({});
  const open = everything.data?.filter((row) => !row.isProcessed).length;
  const overdue = everything.data?.filter((row) => row.overdue).length;
  const filtered = Object.keys(filter).length > 0;

  // Who wrote and where it stands always; the message, the button, the date and the type as the width allows (decision 0101).
  const columns: ResponsiveColumn<InquiryResponse>[] = [
    { title: texts.columns.receivedAt, key: 'receivedAt', dataIndex: 'receivedAt', width: 120, priority: 3, render: (value: string) => formatInstant(value, 'dateTime') },
    {
      title: texts.columns.company,
      key: 'company',
      width: 180,
      keep: true,
      render: (_, row) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{row.companyName}</Typography.Text>
          <Typography.Text>{row.contactPerson}</Typography.Text>
          <AntTypography.Text type="secondary" copyable>
            {row.email}
          </AntTypography.Text>
          {row.phone && <Typography.Text type="secondary">{`${texts.contact.phone}: ${row.phone}`}</Typography.Text>}
        </Flex>
      ),
    },
    { title: texts.columns.type, key: 'type', dataIndex: 'inquiryType', width: 150, priority: 4, render: (type: InquiryType) => texts.types[type] },
    {
      title: texts.columns.message,
      key: 'message',
      width: 240,
      priority: 1,
      render: (_, row) => (
        <Flex vertical gap={4}>
          <AntTypography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} ellipsis={{ rows: 3, expandable: 'collapsible' }}>
            {row.message}
          </AntTypography.Paragraph>
          {row.note && <Typography.Text type="secondary">{`${texts.note}: ${row.note}`}</Typography.Text>}
        </Flex>
      ),
    },
    { title: texts.columns.status, key: 'status', width: 120, keep: true, render: (_, row) => <InquiryStatusTag inquiry={row} /> },
    {
      title: texts.columns.actions,
      key: 'actions',
      width: 140,
      priority: 2,
      render: (_, row) =>
        row.isProcessed ? null : (
          <Button icon={<CheckOutlined />} onClick={() => setProcessing(row)} aria-label={`${texts.markProcessed}: ${row.companyName}`}>
            {texts.markProcessed}
          </Button>
        ),
    },
  ];

  return (
    <>
      <AdminList<InquiryResponse>
        title={texts.title}
        lead={texts.lead}
        summary={
          // The same grid as the dashboard's and the members screen's figure cards.
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12} xl={8}>
              <StatCard
                title={texts.summary.open}
                value={open}
                unit={texts.summary.unit}
                hint={texts.summary.openHint}
                icon={<InboxOutlined />}
                color={brand.warning}
                loading={everything.isLoading}
              />
            </Col>
            <Col xs={24} md={12} xl={8}>
              <StatCard
                title={texts.summary.overdue}
                value={overdue}
                unit={texts.summary.unit}
                hint={texts.summary.overdueHint}
                icon={<ClockCircleOutlined />}
                color={brand.error}
                loading={everything.isLoading}
              />
            </Col>
          </Row>
        }
        filters={
          <>
            <Input.Search
              allowClear
              placeholder={texts.searchPlaceholder}
              aria-label={companionAdminTexts.common.search}
              onSearch={setQ}
              style={{ flex: '1 1 220px', maxWidth: 320 }}
            />
            <Segmented<Status | typeof ALL>
              aria-label={texts.statusFilter}
              value={status}
              onChange={setStatus}
              options={[
                { value: ALL, label: companionAdminTexts.common.all },
                { value: 'open', label: texts.status.open },
                { value: 'overdue', label: texts.status.overdue },
                { value: 'processed', label: texts.status.processed },
              ]}
            />
            <Select<InquiryType>
              allowClear
              placeholder={texts.allTypes}
              aria-label={texts.typeFilter}
              value={inquiryType}
              onChange={setInquiryType}
              style={{ flex: '1 1 160px', maxWidth: 200 }}
              options={(Object.keys(texts.types) as InquiryType[]).map((type) => ({ value: type, label: texts.types[type] }))}
            />
          </>
        }
        exportButton={<ExportCsvButton path="/api/admin/inquiries/export.csv" params={filter} fileName={texts.exportFileName} />}
        list={list}
        columns={columns}
        filtered={filtered}
        texts={texts}
      />
      {processing && <ProcessInquiryDialog inquiry={processing} onClose={() => setProcessing(undefined)} />}
    </>
  );
}
