import { CalendarOutlined, DeleteOutlined, MessageOutlined, RobotOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer, Flex, Popconfirm, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useState } from 'react';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import type { OneOnOneEntryResponse } from '../../../shared/api/generated/one-on-one-matrix';
import { notifySuccess } from '../../../shared/ui/notify';
import { useOneOnOneMatrixDeleteEntryMutation } from '../api/one-on-one-api';
import { percent } from '../lib/board-geometry';
import { practicePath } from '../lib/practice-scenario';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { CoachOnBoardButton } from '../../../shared/board-workspace';
import { QUADRANT_STYLE } from '../lib/quadrant-style';
import { AgendaPanel } from './agenda/AgendaPanel';
import { SessionList } from './SessionList';
import { formatCalendarDate } from '../../../shared/lib/datetime';
import '../write-failures';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';

const RecordSessionDialog = lazyDialog(() => import('./RecordSessionDialog').then((m) => m.RecordSessionDialog));

interface EntryDrawerProps {
  /** The entry to show; null closes the drawer. */
  entry: OneOnOneEntryResponse | null;
  onClose: () => void;
}

/** One member's 1on1 card: levels, approach, last and next 1on1, the follow-up flag and the recorded sessions. */
export function EntryDrawer({ entry, onClose }: EntryDrawerProps) {
  const [recording, setRecording] = useState(false);
  const [deleteEntry, { isLoading: isDeleting }] = useOneOnOneMatrixDeleteEntryMutation();

  const remove = async () => {
    if (!entry) return;
    try {
      await deleteEntry({ id: entry.id, 'If-Match': String(entry.revision) }).unwrap();
      notifySuccess(m.entry.removed);
      onClose();
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Drawer
      open={entry !== null}
      onClose={onClose}
      size={480}
      title={
        entry && (
          <Flex align="center" gap="small" wrap>
            <span>{entry.employeeName}</span>
            {entry.isStale && <Tag color="warning">{m.followUp}</Tag>}
          </Flex>
        )
      }
      closable={{ 'aria-label': m.entry.close }}
      footer={
        entry && (
          <Flex justify="space-between">
            <Popconfirm
              title={m.entry.removeConfirmTitle}
              description={m.entry.removeConfirmText}
              okText={m.entry.removeOk}
              cancelText={m.session.cancel}
              okButtonProps={{ danger: true }}
              onConfirm={remove}
            >
              <Button danger icon={<DeleteOutlined />} loading={isDeleting}>
                {m.entry.remove}
              </Button>
            </Popconfirm>
            <Button type="primary" icon={<CalendarOutlined />} onClick={() => setRecording(true)}>
              {m.entry.record}
            </Button>
          </Flex>
        )
      }
    >
      {entry && (
        <Flex vertical gap="large">
          {entry.isStale && <Alert type="warning" showIcon title={m.followUp} description={m.entry.followUpText} />}
          <Descriptions
            column={2}
            size="small"
            items={[
              { key: 'trust', label: m.entry.trust, children: `${percent(entry.trustLevel)}%` },
              { key: 'mindset', label: m.entry.mindset, children: `${percent(entry.mindsetLevel)}%` },
              { key: 'department', label: m.entry.department, children: entry.departmentName ?? m.entry.noDepartment, span: 2 },
              {
                key: 'last',
                label: m.entry.lastSession,
                children: entry.lastSessionDate ? formatCalendarDate(entry.lastSessionDate, 'dayWithWeekday') : m.entry.never,
              },
              {
                key: 'next',
                label: m.entry.nextSession,
                children: entry.nextSessionDate ? formatCalendarDate(entry.nextSessionDate, 'dayWithWeekday') : m.entry.notSet,
              },
              ...(entry.notes ? [{ key: 'notes', label: m.entry.notes, children: entry.notes, span: 2 }] : []),
            ]}
          />
          <div style={{ padding: '12px 16px', background: QUADRANT_STYLE[entry.quadrant].fill, borderRadius: 8 }}>
            <Flex align="center" gap="small" style={{ marginBottom: 6 }}>
              <Typography.Text strong>{m.entry.approach}</Typography.Text>
              <Tag color={QUADRANT_STYLE[entry.quadrant].tag}>{entry.approachLabel}</Tag>
            </Flex>
            <Typography.Paragraph style={{ marginBottom: 0 }}>{entry.recommendedApproach}</Typography.Paragraph>
            <Flex wrap gap="small" style={{ marginTop: 8 }}>
              <CoachOnBoardButton
                board={{ source: 'one-on-one', teamId: entry.teamId, memberId: entry.employeeId }}
                topic={m.entry.askCoachTopic(entry.employeeName)}
                icon={<MessageOutlined />}
                size="small"
              >
                {m.entry.askCoach}
              </CoachOnBoardButton>
              <LinkButton to={practicePath(entry.quadrant)} icon={<RobotOutlined />} size="small">
                {m.entry.practice}
              </LinkButton>
            </Flex>
          </div>
          <AgendaPanel entryId={entry.id} />
          <Flex vertical gap="small">
            <Typography.Title level={5} style={{ margin: 0 }}>
              {m.entry.sessions}
            </Typography.Title>
            <SessionList entryId={entry.id} />
          </Flex>
          <RecordSessionDialog open={recording} entry={entry} onClose={() => setRecording(false)} />
        </Flex>
      )}
    </Drawer>
  );
}
