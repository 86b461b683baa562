import { Alert, Button, Col, Drawer, Flex, Row, Statistic, Table, Tabs, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useState } from 'react';
import { mailAdminTexts } from '../../../locales/ja-JP/mail-admin';
import {
  useMailAdminMailboxQuery,
  useMailAdminMailQuery,
  useMailAdminOutboxQuery,
  useMailAdminRetryMutation,
  type CapturedMailSummaryDto,
  type OutboxMailDto,
} from '../../../shared/api/generated/mail-admin';
import { formatInstant } from '../../../shared/lib/datetime';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { brand } from '../../../shared/ui/brand-tokens';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/ResponsiveTable';

const texts = mailAdminTexts;
/** The admin console's live views refresh by themselves (the outbox drains while the admin looks). */
const LIVE_POLL_MS = 5000;

const STATUS_COLOURS: Record<OutboxMailDto['status'], string> = { pending: 'gold', sending: 'blue', sent: 'green', opted_out: 'default', forgotten: 'default' };

/**
 * Mail (admins only): the outbox's counts, the mails that failed and wait for their retry (with
 * the server's error, and a button to try again now), the latest ones; and the development
 * mailbox, where a deployment without SMTP_URL keeps what the app sent (HTML in a sandboxed frame,
 * the text part, the headers).
 */
export default function MailPage() {
  return (
    <Flex vertical gap="large">
      <PageTitle title={texts.title} lead={texts.lead} />
      <Tabs
        items={[
          { key: 'outbox', label: texts.tabs.outbox, children: <Outbox /> },
          { key: 'mailbox', label: texts.tabs.mailbox, children: <Mailbox /> },
        ]}
      />
    </Flex>
  );
}

function Outbox() {
  const outbox = useMailAdminOutboxQuery(undefined, { pollingInterval: LIVE_POLL_MS });
  const [retry, retrying] = useMailAdminRetryMutation();
  if (outbox.error) return <LoadFailure title={texts.loadError} error={outbox.error} onRetry={outbox.refetch} />;
  const data = outbox.data;
  const retryNow = async (id: string) => {
    try {
      await retry({ id }).unwrap();
      notifySuccess(texts.retried);
      void outbox.refetch();
    } catch (error) {
      notifyError(error, texts.retryFailed);
    }
  };
  // When and what always; the status, the failure, the address and the kind as the width allows (decision 0101).
  const columns: ResponsiveColumn<OutboxMailDto>[] = [
    { title: texts.columns.createdAt, key: 'createdAt', dataIndex: 'createdAt', width: 130, keep: true, render: (v: string) => formatInstant(v, 'logTimestamp') },
    { title: texts.columns.kind, key: 'kind', dataIndex: 'kind', width: 150, priority: 4, render: (v: string) => <Typography.Text type="secondary" style={{ wordBreak: 'break-all', fontSize: 12 }}>{v}</Typography.Text> },
    { title: texts.columns.to, key: 'to', dataIndex: 'to', width: 180, priority: 3, render: (v: string | null) => <Typography.Text style={{ wordBreak: 'break-all' }}>{v ?? texts.forgottenAddress}</Typography.Text> },
    { title: texts.columns.subject, key: 'subject', dataIndex: 'subject', width: 170, keep: true },
    {
      title: texts.columns.status,
      key: 'status',
      width: 150,
      priority: 1,
      render: (_, row) => (
        <Flex vertical gap={4} align="start">
          <Tag color={STATUS_COLOURS[row.status]}>{row.lastError && row.status === 'pending' ? texts.counts.failing : texts.counts[row.status]}</Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${texts.columns.attempts} ${row.attempts}`}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: texts.columns.lastError,
      key: 'error',
      width: 260,
      priority: 2,
      render: (_, row) =>
        row.lastError ? (
          <Flex vertical gap={4} align="start">
            <Typography.Text type="danger" style={{ wordBreak: 'break-word', fontSize: 12 }}>{row.lastError}</Typography.Text>
            {row.status === 'pending' && (
              <>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${texts.columns.nextAttemptAt}：${formatInstant(row.nextAttemptAt, 'logTimestamp')}`}</Typography.Text>
                <Button size="small" loading={retrying.isLoading} onClick={() => void retryNow(row.id)}>
                  {texts.retry}
                </Button>
              </>
            )}
          </Flex>
        ) : null,
    },
  ];
  const counts = data ? ([...(['pending', 'sending', 'sent', 'opted_out', 'forgotten'] as const).map((key) => [key, data.counts[key]] as const), ['failing', data.failing] as const]) : [];
  return (
    <Flex vertical gap="middle">
      {data && <Alert type={data.transport === 'smtp' ? 'info' : 'warning'} showIcon message={texts.transport[data.transport]} description={data.oldestPendingAt ? texts.oldestPending(formatInstant(data.oldestPendingAt, 'logTimestamp')) : undefined} />}
      <Row gutter={[12, 12]}>
        {counts.map(([key, value]) => (
          <Col key={key} xs={12} sm={8} lg={4}>
            <Panel size="small">
              <Statistic title={texts.counts[key]} value={value} valueStyle={key === 'failing' && value > 0 ? { color: brand.error } : undefined} />
            </Panel>
          </Col>
        ))}
      </Row>
      <ResponsiveTable<OutboxMailDto> rowKey="id" size="small" loading={outbox.isLoading} columns={columns} dataSource={data?.mails ?? []} locale={{ emptyText: texts.empty }} pagination={{ pageSize: 20, hideOnSinglePage: true }} />
    </Flex>
  );
}

function Mailbox() {
  const mailbox = useMailAdminMailboxQuery(undefined, { pollingInterval: LIVE_POLL_MS });
  const outbox = useMailAdminOutboxQuery(undefined);
  const [open, setOpen] = useState<string | null>(null);
  if (mailbox.error) return <LoadFailure title={texts.mailbox.loadError} error={mailbox.error} onRetry={mailbox.refetch} />;
  // When and the subject always; the addresses as the width allows (decision 0101).
  const columns: ResponsiveColumn<CapturedMailSummaryDto>[] = [
    { title: texts.mailbox.columns.receivedAt, key: 'receivedAt', dataIndex: 'receivedAt', width: 130, keep: true, render: (v: string) => formatInstant(v, 'logTimestamp') },
    { title: texts.mailbox.columns.to, key: 'to', dataIndex: 'to', width: 220, priority: 1, render: (v: string[]) => <Typography.Text style={{ wordBreak: 'break-all' }}>{v.join(', ')}</Typography.Text> },
    {
      title: texts.mailbox.columns.subject,
      key: 'subject',
      dataIndex: 'subject',
      width: 170,
      keep: true,
      render: (v: string, row) => (
        <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => setOpen(row.id)}>
          {v}
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{texts.mailbox.lead}</Typography.Paragraph>
      {outbox.data?.transport === 'smtp' && <Alert type="info" showIcon message={texts.mailbox.smtpNote} />}
      <ResponsiveTable<CapturedMailSummaryDto> rowKey="id" size="small" loading={mailbox.isLoading} columns={columns} dataSource={mailbox.data ?? []} locale={{ emptyText: texts.mailbox.empty }} pagination={{ pageSize: 20, hideOnSinglePage: true }} />
      <Drawer open={open !== null} onClose={() => setOpen(null)} width="min(920px, 100vw)" closable={{ 'aria-label': texts.mailbox.close }} destroyOnHidden>
        {open && <CapturedMail id={open} />}
      </Drawer>
    </Flex>
  );
}

function CapturedMail({ id }: { id: string }) {
  const mail = useMailAdminMailQuery({ id });
  if (mail.error) return <LoadFailure title={texts.mailbox.loadError} error={mail.error} onRetry={mail.refetch} />;
  if (!mail.data) return null;
  const { subject, from, to, receivedAt, html, text, headers } = mail.data;
  return (
    <Flex vertical gap="middle">
      <Flex vertical gap={2}>
        <Typography.Title level={4} style={{ margin: 0 }}>{subject}</Typography.Title>
        <Typography.Text type="secondary">{`${from} → ${to.join(', ')}・${formatInstant(receivedAt, 'logTimestamp')}`}</Typography.Text>
      </Flex>
      <Tabs
        items={[
          {
            key: 'html',
            label: texts.mailbox.views.html,
            children: html ? (
              // No scripts, no same-origin access, no forms: the mail is shown, never run.
              <iframe title={texts.mailbox.htmlFrameTitle} sandbox="" srcDoc={html} style={{ width: '100%', height: '70vh', border: `1px solid ${brand.border}`, borderRadius: 6, background: brand.surface }} />
            ) : (
              <Typography.Text type="secondary">{texts.mailbox.noHtml}</Typography.Text>
            ),
          },
          {
            key: 'text',
            label: texts.mailbox.views.text,
            children: text ? <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 13, margin: 0 }}>{text}</pre> : <Typography.Text type="secondary">{texts.mailbox.noText}</Typography.Text>,
          },
          {
            key: 'headers',
            label: texts.mailbox.views.headers,
            children: (
              <Table
                rowKey={(_, index) => String(index)}
                size="small"
                pagination={false}
                dataSource={headers}
                columns={[
                  { title: texts.mailbox.headerName, dataIndex: 'name', width: 200 },
                  { title: texts.mailbox.headerValue, dataIndex: 'value', render: (v: string) => <Typography.Text style={{ wordBreak: 'break-all', fontSize: 12 }}>{v}</Typography.Text> },
                ]}
              />
            ),
          },
        ]}
      />
    </Flex>
  );
}
