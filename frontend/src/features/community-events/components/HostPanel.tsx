import { Button, Checkbox, Flex, Input, Popconfirm } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useState } from 'react';
import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import { useCommunityEventsApproveMutation, useCommunityEventsChangeStatusMutation, useCommunityEventsDeclineMutation, useCommunityEventsPublishRecordingMutation, useCommunityEventsRecordAttendanceMutation, type CommunityEventDetailResponse, type CommunityEventStatus, type EventRegistrationResponse } from '../../../shared/api/generated/community-events';
import { notifySuccess } from '../../../shared/ui/notify';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/ResponsiveTable';
import { formatInstant } from '../../../shared/lib/datetime';
import { isHeld, NEXT_STATUSES } from '../lib/event-format';
import { EditEventDialog } from './EditEventDialog';
import { EventStatusTag } from './EventStatusTag';
import { RegistrationTag } from './RegistrationTag';
import '../write-failures';

const h = t.host;
const STATUS_BUTTON: Record<CommunityEventStatus, string> = { scheduled: '', live: h.toLive, completed: h.toCompleted, cancelled: h.toCancelled };
/** Changes that cannot be undone ask first. */
const CONFIRM: Partial<Record<CommunityEventStatus, string>> = { cancelled: h.cancelConfirm, completed: h.completeConfirm };

/**
 * The host's view (and a team admin's): correct the event (while scheduled or live), change the
 * status, approve or decline requests, mark attendance, add the recording.
 */
export function HostPanel({ event }: { event: CommunityEventDetailResponse }) {
  const [changeStatus, changing] = useCommunityEventsChangeStatusMutation();
  const [approve] = useCommunityEventsApproveMutation();
  const [decline] = useCommunityEventsDeclineMutation();
  const [recordAttendance] = useCommunityEventsRecordAttendanceMutation();
  const [publishRecording, publishing] = useCommunityEventsPublishRecordingMutation();
  const [recordingUrl, setRecordingUrl] = useState('');
  const [editing, setEditing] = useState(false);
  const editable = event.status === 'scheduled' || event.status === 'live';
  const attendanceOpen = isHeld(event);

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notifySuccess(done);
    } catch {
      // Shown by the write-failure listener.
    }
  };
  const toStatus = (status: CommunityEventStatus) =>
    act(() => changeStatus({ id: event.id, 'If-Match': String(event.revision), changeEventStatusRequest: { status } }).unwrap(), h.statusChanged);

  // Who, where they stand and the attendance tick always; approve or decline and the date as the width allows (decision 0101).
  const columns: ResponsiveColumn<EventRegistrationResponse>[] = [
    { title: h.columns.name, key: 'name', width: 120, keep: true, render: (_, r) => r.userName ?? h.unnamed },
    { title: h.columns.status, key: 'status', width: 120, keep: true, render: (_, r) => <RegistrationTag status={r.status} waitlistPosition={r.waitlistPosition} /> },
    { title: h.columns.registeredAt, key: 'registeredAt', dataIndex: 'registeredAt', width: 140, priority: 2, render: (value: string) => formatInstant(value, 'dateTime') },
    {
      title: h.columns.attended,
      key: 'attended',
      width: 60,
      keep: true,
      render: (_, r) =>
        r.status === 'registered' || r.status === 'attended' ? (
          <Checkbox
            checked={r.status === 'attended'}
            disabled={!attendanceOpen}
            title={attendanceOpen ? undefined : h.attendanceHint}
            aria-label={`${h.columns.attended}: ${r.userName ?? h.unnamed}`}
            onChange={(e) =>
              act(
                () => recordAttendance({ id: event.id, userId: r.userId, recordAttendanceRequest: { attended: e.target.checked } }).unwrap(),
                h.attendanceSaved,
              )
            }
          />
        ) : null,
    },
    {
      title: h.columns.actions,
      key: 'actions',
      width: 150,
      priority: 1,
      render: (_, r) =>
        r.status === 'pending' ? (
          <Flex gap={4} wrap>
            <Button size="small" type="primary" onClick={() => act(() => approve({ id: event.id, userId: r.userId }).unwrap(), h.approved)}>
              {h.approve}
            </Button>
            <Button size="small" onClick={() => act(() => decline({ id: event.id, userId: r.userId }).unwrap(), h.declined)}>
              {h.decline}
            </Button>
          </Flex>
        ) : null,
    },
  ];

  return (
    <Panel size="small" title={h.title} extra={editable && <Button onClick={() => setEditing(true)}>{t.edit.open}</Button>}>
      {editing && <EditEventDialog event={event} onClose={() => setEditing(false)} />}
      <Flex vertical gap={16}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{h.status}</Typography.Text>
          <EventStatusTag status={event.status} />
          {NEXT_STATUSES[event.status].map((next) => {
            const question = CONFIRM[next];
            const props = { danger: next === 'cancelled', type: next === 'live' ? ('primary' as const) : ('default' as const), loading: changing.isLoading };
            return question ? (
              <Popconfirm key={next} title={question} okText={STATUS_BUTTON[next]} onConfirm={() => toStatus(next)}>
                <Button {...props}>{STATUS_BUTTON[next]}</Button>
              </Popconfirm>
            ) : (
              <Button key={next} {...props} onClick={() => void toStatus(next)}>
                {STATUS_BUTTON[next]}
              </Button>
            );
          })}
        </Flex>
        <Flex vertical gap={8}>
          <Typography.Text strong>{`${h.participants}（${event.registeredCount} / ${event.maxParticipants}）`}</Typography.Text>
          <ResponsiveTable<EventRegistrationResponse>
            size="small"
            rowKey="userId"
            columns={columns}
            dataSource={event.registrations ?? []}
            pagination={false}
            locale={{ emptyText: h.noParticipants }}
          />
        </Flex>
        {event.status !== 'cancelled' && (
          <Flex gap={8} wrap>
            <Input
              value={recordingUrl}
              onChange={(e) => setRecordingUrl(e.target.value)}
              placeholder={event.recordingUrl ?? 'https://'}
              aria-label={h.recordingUrl}
              style={{ flex: '1 1 240px' }}
            />
            <Button
              loading={publishing.isLoading}
              disabled={!recordingUrl.trim()}
              onClick={() =>
                act(async () => {
                  await publishRecording({ id: event.id, publishRecordingRequest: { recordingUrl: recordingUrl.trim() } }).unwrap();
                  setRecordingUrl('');
                }, h.recordingSaved)
              }
            >
              {h.saveRecording}
            </Button>
          </Flex>
        )}
      </Flex>
    </Panel>
  );
}
