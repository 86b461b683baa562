import { PlusOutlined, TagsOutlined } from '@ant-design/icons';
import { ONE_ON_ONE_AGENDA_LIMITS as L } from '@pivot/rules';
import { Button, Flex, Form, Input, Modal, Select, Skeleton, Switch, Tag } from 'antd';
import { Typography } from '../../../../shared/ui/Typography';
import { useState } from 'react';
import { agendaMessages as t } from '../../../../locales/ja-JP/one-on-one-agendas';
import { useOneOnOneAgendasAddTopicMutation, useOneOnOneAgendasGetCatalogueQuery, useOneOnOneAgendasSetTopicActiveMutation, type SessionTopicCategory } from '../../../../shared/api/generated/one-on-one-agendas';
import type { TeamResponse } from '../../../../shared/api/generated/teams';
import { brand } from '../../../../shared/ui/brand-tokens';
import { notifySuccess } from '../../../../shared/ui/notify';
import '../../write-failures';
import { LoadFailure } from '../../../../shared/ui/LoadFailure';

interface Values {
  name: string;
  category: SessionTopicCategory;
  description?: string;
}

/** The team's 1on1 topic catalogue: everyone in the team reads it; its leaders add topics and deactivate them (never delete). */
export function TopicCatalogueButton({ team }: { team: TeamResponse }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<TagsOutlined />} onClick={() => setOpen(true)}>
        {t.catalogue.open}
      </Button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title={t.catalogue.title(team.name)} width={640} destroyOnHidden>
        {open && <TopicCatalogue teamId={team.id} />}
      </Modal>
    </>
  );
}

function TopicCatalogue({ teamId }: { teamId: string }) {
  const { data, isLoading, error, refetch } = useOneOnOneAgendasGetCatalogueQuery({ teamId });
  const [setActive] = useOneOnOneAgendasSetTopicActiveMutation();
  const [add, { isLoading: isAdding }] = useOneOnOneAgendasAddTopicMutation();
  const [form] = Form.useForm<Values>();

  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error !== undefined || !data) {
    return <LoadFailure title={t.loadFailed} error={error} onRetry={refetch} />;
  }

  const toggle = async (topicId: string, isActive: boolean) => {
    try {
      await setActive({ teamId, topicId, setSessionTopicActiveRequest: { isActive } }).unwrap();
    } catch {
      // Shown by the write-failure listener.
    }
  };
  const submit = async (values: Values) => {
    try {
      await add({ teamId, addSessionTopicRequest: { name: values.name.trim(), category: values.category, description: values.description?.trim() || null } }).unwrap();
      notifySuccess(t.catalogue.added);
      form.resetFields();
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary">{data.canManage ? t.catalogue.hintManager : t.catalogue.hintReader}</Typography.Text>
      <Flex vertical gap="small" role="list" aria-label={t.catalogue.listLabel}>
        {data.topics.map((topic) => (
          <Flex key={topic.id} role="listitem" justify="space-between" align="center" gap="small" style={{ padding: '8px 12px', border: `1px solid ${brand.border}`, borderRadius: 8 }}>
            <Flex vertical style={{ minWidth: 0 }}>
              <Flex wrap gap={6} align="center">
                <Typography.Text strong type={topic.isActive ? undefined : 'secondary'}>
                  {topic.name}
                </Typography.Text>
                <Tag style={{ marginInlineEnd: 0 }}>{topic.categoryLabel}</Tag>
              </Flex>
              {topic.description && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {topic.description}
                </Typography.Text>
              )}
            </Flex>
            <Switch
              checked={topic.isActive}
              disabled={!data.canManage}
              onChange={(checked) => void toggle(topic.id, checked)}
              checkedChildren={t.catalogue.active}
              unCheckedChildren={t.catalogue.inactive}
              aria-label={t.catalogue.toggle(topic.name)}
              style={{ flexShrink: 0 }}
            />
          </Flex>
        ))}
      </Flex>
      {data.canManage && (
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} aria-label={t.catalogue.add} initialValues={{ category: 'other' }}>
          <Flex gap="small" wrap>
            <Form.Item name="name" label={t.catalogue.name} rules={[{ required: true, whitespace: true, message: L.topicName.blank }]} style={{ flex: '1 1 220px' }}>
              <Input maxLength={L.topicName.max} />
            </Form.Item>
            <Form.Item name="category" label={t.catalogue.category} style={{ width: 200 }}>
              <Select options={Object.entries(t.catalogue.categories).map(([value, label]) => ({ value, label }))} />
            </Form.Item>
          </Flex>
          <Form.Item name="description" label={t.catalogue.description}>
            <Input maxLength={L.topicDescription.max} />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={isAdding}>
            {t.catalogue.add}
          </Button>
        </Form>
      )}
    </Flex>
  );
}
