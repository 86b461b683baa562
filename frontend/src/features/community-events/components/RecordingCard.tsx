import { DeleteOutlined, UploadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Skeleton } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useState } from 'react';
import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import type { CommunityEventDetailResponse } from '../../../shared/api/generated/community-events';
import type { EventRecordingResponse } from '../../../shared/api/generated/event-recording';
import { formatInstant } from '../../../shared/lib/datetime';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { Panel } from '../../../shared/ui/Panel';
import { notifySuccess } from '../../../shared/ui/notify';
import { VideoPlayer } from '../../../shared/ui/VideoPlayer';
import { recordingApi } from '../api/recording-api';
import { seesMaterials } from '../lib/event-format';
import '../write-failures';

const r = t.recording;
/** The upload form loads when a host first opens it (decision 0104). */
const AddRecordingDialog = lazyDialog(() => import('./AddRecordingDialog').then((m) => m.AddRecordingDialog));

/**
 * An event's recording (decision 0108): uploaded by the host or a team admin once the event is
 * running or over, watched by them and the seat holders in the library's player with the same
 * progress rule (90 % actually watched). Anyone else is told who may watch; the recording is then
 * never asked for, so its address never reaches them. Shown when there is a recording, or to
 * those who may add one.
 */
export function RecordingCard({ event: e }: { event: CommunityEventDetailResponse }) {
  const sees = seesMaterials(e);
  const exists = e.recordingVideo !== null;
  const recording = recordingApi.useEventRecordingGetQuery({ eventId: e.id }, { skip: !sees || !exists });
  const [adding, setAdding] = useState(false);
  const [remove, removing] = recordingApi.useEventRecordingRemoveMutation();
  const canUpload = e.canManage && (e.status === 'live' || e.status === 'completed');
  if (!exists && !e.canManage) return null;

  const removeIt = async () => {
    const done = await remove({ eventId: e.id }).unwrap().then(
      () => true,
      () => false,
    );
    if (done) notifySuccess(r.removed);
  };

  const body = () => {
    if (!exists) return <Typography.Text type="secondary">{canUpload ? r.none : r.whenOpen}</Typography.Text>;
    if (!sees) return <Typography.Text type="secondary">{r.forSeatHolders}</Typography.Text>;
    if (recording.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (recording.isError || !recording.data) return <LoadFailure title={r.loadError} error={recording.error} onRetry={() => void recording.refetch()} />;
    return <RecordingPlayer recording={recording.data} title={e.title} />;
  };

  return (
    <Panel
      size="small"
      title={
        <span>
          <VideoCameraOutlined aria-hidden /> {r.title}
        </span>
      }
      extra={
        canUpload && (
          <Flex gap={4}>
            <Button size="small" icon={<UploadOutlined />} onClick={() => setAdding(true)}>
              {exists ? r.replace : r.upload}
            </Button>
            {exists && (
              <Popconfirm title={r.removeConfirm} okText={r.removeOk} cancelText={r.keep} onConfirm={removeIt}>
                <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={r.remove} loading={removing.isLoading} />
              </Popconfirm>
            )}
          </Flex>
        )
      }
    >
      {body()}
      {adding && <AddRecordingDialog eventId={e.id} replacing={exists} onClose={() => setAdding(false)} />}
    </Panel>
  );
}

/** The recording in the shared player; keyed by the file, so a replaced recording starts a player of its own. */
function RecordingPlayer({ recording: rec, title }: { recording: EventRecordingResponse; title: string }) {
  const [record] = recordingApi.useEventRecordingRecordProgressMutation();
  return (
    <Flex vertical gap="small">
      <VideoPlayer
        key={rec.fileId}
        video={{ src: rec.videoUrl, title: r.videoTitle(title) }}
        resumeAt={rec.myProgress.position}
        completed={rec.myProgress.completed}
        saving={{
          url: `/api/events/${rec.eventId}/recording-video/progress`,
          save: (report) => record({ eventId: rec.eventId, recordRecordingProgressRequest: report }).unwrap(),
          failed: r.saveFailed,
        }}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {[r.length(rec.seconds), r.uploadedAt(formatInstant(rec.uploadedAt, 'dateTime'))].join('・')}
      </Typography.Text>
    </Flex>
  );
}
