import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Popconfirm } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useState } from 'react';
import { COMMUNITY_EVENT_LIMITS } from '@pivot/rules';
import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import { useCommunityEventsCancelMutation, useCommunityEventsRegisterMutation, type CommunityEventDetailResponse } from '../../../shared/api/generated/community-events';
import { notifySuccess } from '../../../shared/ui/notify';
import { canRegister, registerAction } from '../lib/register-label';
import { registeredMessage } from '../lib/registered-message';
import { RegistrationTag } from './RegistrationTag';
import '../write-failures';

/** The caller's registration: register (seat, waiting list or request), the place in line, cancel, the .ics. */
export function RegistrationPanel({ event, userId }: { event: CommunityEventDetailResponse; userId: string | undefined }) {
  const [register, registering] = useCommunityEventsRegisterMutation();
  const [cancel, cancelling] = useCommunityEventsCancelMutation();
  const [notes, setNotes] = useState('');
  const mine = event.myRegistration;
  const open = event.status === 'scheduled' || event.status === 'live';
  const isHost = event.hostId === userId;

  const onRegister = async () => {
    try {
      const updated = await register({ id: event.id, registerForEventRequest: { notes: notes.trim() || null } }).unwrap();
      notifySuccess(registeredMessage(updated.myRegistration));
      setNotes('');
    } catch {
      // Shown by the write-failure listener.
    }
  };
  const onCancel = async () => {
    try {
      await cancel({ id: event.id }).unwrap();
      notifySuccess(t.myRegistration.cancelled);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Panel size="small" title={t.myRegistration.title}>
      <Flex vertical gap={12}>
        {isHost ? (
          <Typography.Text>{t.myRegistration.hostNote}</Typography.Text>
        ) : mine ? (
          <Flex vertical gap={8}>
            <div>
              <RegistrationTag status={mine.status} waitlistPosition={mine.waitlistPosition} />
            </div>
            {mine.status === 'waitlisted' && mine.waitlistPosition && (
              <Typography.Text>{t.myRegistration.waitlistExplain(mine.waitlistPosition)}</Typography.Text>
            )}
            {mine.status === 'pending' && <Typography.Text>{t.myRegistration.pendingExplain}</Typography.Text>}
            {mine.status === 'declined' && <Typography.Text type="secondary">{t.myRegistration.declinedExplain}</Typography.Text>}
            {open && mine.status !== 'declined' && (
              <Popconfirm title={t.myRegistration.cancelConfirm} okText={t.myRegistration.cancelOk} cancelText={t.myRegistration.keep} onConfirm={onCancel}>
                <Button danger loading={cancelling.isLoading} style={{ alignSelf: 'flex-start' }}>
                  {t.myRegistration.cancel}
                </Button>
              </Popconfirm>
            )}
          </Flex>
        ) : canRegister(event, userId) ? (
          <Flex vertical gap={8}>
            {event.requiresApproval && <Alert type="info" showIcon title={t.myRegistration.pendingExplain} />}
            <Input.TextArea
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              placeholder={t.myRegistration.notesPlaceholder}
              maxLength={COMMUNITY_EVENT_LIMITS.registrationNote.max}
              autoSize={{ minRows: 1, maxRows: 3 }}
              aria-label={t.myRegistration.notesPlaceholder}
            />
            <Button type="primary" loading={registering.isLoading} onClick={onRegister} style={{ alignSelf: 'flex-start' }}>
              {t.myRegistration[registerAction(event)]}
            </Button>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{open ? t.myRegistration.none : t.myRegistration.closed}</Typography.Text>
        )}
        <Button icon={<DownloadOutlined />} href={`/api/events/${event.id}/calendar.ics`} download style={{ alignSelf: 'flex-start' }}>
          {t.myRegistration.downloadIcs}
        </Button>
      </Flex>
    </Panel>
  );
}
