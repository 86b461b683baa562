import { DeleteOutlined, FileOutlined, LinkOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, List, Popconfirm, Skeleton } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useState } from 'react';
import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import type { CommunityEventDetailResponse } from '../../../shared/api/generated/community-events';
import type { EventMaterialFileResponse } from '../../../shared/api/generated/event-materials';
import { formatInstant } from '../../../shared/lib/datetime';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { notifySuccess } from '../../../shared/ui/notify';
import { materialsApi } from '../api/materials-api';
import { formatFileSize, seesMaterials } from '../lib/event-format';
import '../write-failures';

const f = t.files;
/** The upload form (a select and antd's Upload) loads when a host first opens it (decision 0104). */
const AddMaterialDialog = lazyDialog(() => import('./AddMaterialDialog').then((m) => m.AddMaterialDialog));

/**
 * An event's materials (decision 0097): the links given when it was created, and the files its
 * host or a team admin uploaded to it or one of its sessions. The host, team admins and seat
 * holders list and download them (the server refuses anyone else, so they are not asked for);
 * those who may manage the event add and remove files.
 */
export function MaterialsCard({ event: e }: { event: CommunityEventDetailResponse }) {
  const sees = seesMaterials(e);
  const files = materialsApi.useEventMaterialsListQuery({ eventId: e.id }, { skip: !sees });
  const [adding, setAdding] = useState(false);
  const links = [...e.materials, ...e.sessions.flatMap((s) => s.materials)];
  const sessionTitle = new Map(e.sessions.map((s) => [s.id, `${s.sessionOrder}. ${s.title}`]));
  const canAdd = e.canManage && e.status !== 'cancelled';

  const body = () => {
    if (files.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
    if (files.isError) return <LoadFailure title={f.loadError} error={files.error} onRetry={() => void files.refetch()} />;
    const uploaded = files.data ?? [];
    if (links.length === 0 && uploaded.length === 0) return <Typography.Text type="secondary">{t.detail.noMaterials}</Typography.Text>;
    return (
      <List size="small">
        {uploaded.map((m) => (
          <MaterialRow key={m.id} material={m} where={m.sessionId ? (sessionTitle.get(m.sessionId) ?? f.wholeEvent) : f.wholeEvent} removable={e.canManage} />
        ))}
        {links.map((m) => (
          <List.Item key={m.url}>
            <Typography.Link href={m.url} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
              <LinkOutlined /> {m.name}
            </Typography.Link>
          </List.Item>
        ))}
      </List>
    );
  };

  return (
    <Panel
      size="small"
      title={f.title}
      extra={
        canAdd && (
          <Button size="small" icon={<UploadOutlined />} onClick={() => setAdding(true)}>
            {f.add}
          </Button>
        )
      }
    >
      {sees ? body() : <Typography.Text type="secondary">{f.forSeatHolders}</Typography.Text>}
      {adding && <AddMaterialDialog event={e} onClose={() => setAdding(false)} />}
    </Panel>
  );
}

function MaterialRow({ material: m, where, removable }: { material: EventMaterialFileResponse; where: string; removable: boolean }) {
  const [remove, removing] = materialsApi.useEventMaterialsRemoveMutation();
  const removeIt = async () => {
    const done = await remove({ eventId: m.eventId, materialId: m.id }).unwrap().then(
      () => true,
      () => false,
    );
    if (done) notifySuccess(f.removed(m.fileName));
  };
  const details = [f.types[m.contentType] ?? f.otherType, formatFileSize(m.sizeBytes), where, f.uploadedAt(formatInstant(m.uploadedAt, 'dateTime'))];
  return (
    <List.Item
      actions={
        removable
          ? [
              <Popconfirm key="remove" title={f.removeConfirm} okText={f.removeOk} cancelText={f.keep} onConfirm={removeIt}>
                <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={f.remove(m.fileName)} loading={removing.isLoading} />
              </Popconfirm>,
            ]
          : undefined
      }
    >
      <Flex gap={8} align="flex-start" style={{ minWidth: 0 }}>
        <FileOutlined style={{ marginTop: 4 }} aria-hidden />
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Link href={m.downloadUrl} download={m.fileName} aria-label={f.download(m.fileName)} style={{ overflowWrap: 'anywhere' }}>
            {m.fileName}
          </Typography.Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {details.join('・')}
          </Typography.Text>
        </Flex>
      </Flex>
    </List.Item>
  );
}
