import { DeleteOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Collapse, Dropdown, Flex, Modal, Skeleton, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import type { MatrixGrowthPointResponse, MemberGrowthHistoryResponse } from '../../../shared/api/generated/ms-matrix';
import { notifySuccess } from '../../../shared/ui/notify';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { memberColor } from '../../../shared/lib/member-colors';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { useMsMatrixClearTeamHistoryMutation } from '../api/ms-matrix-api';
import { activityLevel, performanceLabel, type ActivityLevel, type PerformanceLabel } from '../lib/growth-labels';
import { MemberGrowthTable } from './MemberGrowthTable';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import '../write-failures';

const performanceColors: Record<PerformanceLabel, string> = {
  excellent: 'success',
  good: 'processing',
  average: 'warning',
  needsImprovement: 'error',
};
const activityColors: Record<ActivityLevel, string> = { high: 'success', medium: 'processing', low: 'default' };

interface GrowthDetailPanelProps {
  teamId: string;
  /** Named in the wipe's confirmation. */
  teamName: string;
  history: readonly MemberGrowthHistoryResponse[] | undefined;
  isLoading: boolean;
  error: unknown;
  canEdit: boolean;
  onDeletePoint: (entryId: string, point: MatrixGrowthPointResponse) => void;
}

/** What the wipe deletes: every member's records before their current position. */
function pastRecords(history: readonly MemberGrowthHistoryResponse[]): { records: number; members: number } {
  const past = history.filter((member) => member.history.length > 1);
  return { records: past.reduce((sum, member) => sum + member.history.length - 1, 0), members: past.length };
}

/**
 * Per member, the table of growth points with the performance label (average of the latest skill
 * and mindset) and the activity level (number of records), spec part 1 §9; and clearing the
 * team's whole history.
 */
export function GrowthDetailPanel({ teamId, teamName, history, isLoading, error, canEdit, onDeletePoint }: GrowthDetailPanelProps) {
  const [clearHistory, { isLoading: clearing }] = useMsMatrixClearTeamHistoryMutation();
  const [modal, modalHolder] = Modal.useModal();
  const goes = pastRecords(history ?? []);

  const clear = async () => {
    try {
      const { deletedPoints } = await clearHistory({ teamId }).unwrap();
      notifySuccess(m.detail.cleared(deletedPoints));
    } catch {
      // Shown by the write-failure listener.
    }
  };
  // A destructive action: in the panel's menu, never on its toolbar, behind a dialog naming what goes (issue 33).
  const askToClear = () =>
    modal.confirm({
      title: m.detail.clearTitle(teamName),
      content: m.detail.clearText(goes.records, goes.members),
      okText: m.detail.clearOk(goes.records),
      cancelText: m.point.cancel,
      okButtonProps: { danger: true },
      onOk: clear,
    });

  return (
    <Panel
      size="small"
      title={m.detail.title}
      extra={
        canEdit && (
          <Dropdown
            trigger={['click']}
            menu={{ items: [{ key: 'clear', icon: <DeleteOutlined />, label: m.detail.clearAll, danger: true, disabled: goes.records === 0 }], onClick: askToClear }}
          >
            <Button size="small" icon={<MoreOutlined />} loading={clearing} aria-label={m.detail.actionsMenu}>
              {m.detail.actionsMenu}
            </Button>
          </Dropdown>
        )
      }
    >
      {modalHolder}
      {error !== undefined ? (
        <LoadFailure title={m.historyLoadFailed} error={error} />
      ) : isLoading || !history ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : history.length === 0 ? (
        <EmptyState size="compact" illustration="board" title={m.detail.empty} />
      ) : (
        <Collapse
          size="small"
          items={history.map((member) => {
            const latest = member.currentPosition;
            const performance = performanceLabel(latest);
            const activity = activityLevel(member.history.length);
            return {
              key: member.entryId,
              label: (
                <Flex align="center" gap="small" wrap>
                  <span aria-hidden style={{ width: 10, height: 10, borderRadius: '50%', background: memberColor(member.memberName), display: 'inline-block' }} />
                  <Typography.Text strong>{member.memberName}</Typography.Text>
                  <Typography.Text type="secondary">{m.board.levels(latest.skillLevel, latest.mindsetLevel)}</Typography.Text>
                </Flex>
              ),
              extra: (
                <Flex gap={4} wrap>
                  <Tag color={performanceColors[performance]}>
                    {m.detail.performance}：{m.performanceLabels[performance]}
                  </Tag>
                  <Tag color={activityColors[activity]}>
                    {m.detail.activity}：{m.activityLevels[activity]}
                  </Tag>
                  <Tag>{m.detail.records(member.history.length)}</Tag>
                </Flex>
              ),
              children: (
                <MemberGrowthTable
                  points={member.history}
                  onDeletePoint={canEdit ? (point) => onDeletePoint(member.entryId, point) : undefined}
                />
              ),
            };
          })}
        />
      )}
    </Panel>
  );
}
